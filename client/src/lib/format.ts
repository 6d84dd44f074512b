import { formatMoney } from '@referly/domain';

/** Amounts and sizes as the product shows them (spec 001 §9), one way each everywhere; dates and times are in ./dates.ts. */

/**
 * An amount in cents, in the currency the server named with it: 'USD 500.00' (domain/src/payments/money.ts, the same
 * formatter the server's e-mails, chat lines and feed use); a whole amount without cents where asked ('USD 500').
 */
export const money = (cents: number, currency: string, options: { wholeUnits?: boolean } = {}): string => formatMoney(cents, currency, options);

/** Spec 001 §5: a file's size in MB ('1.25 MB'; under 0.01 MB shows as '< 0.01 MB'). */
export const megabytes = (bytes: number): string => {
  const mb = bytes / (1024 * 1024);
  return mb < 0.01 ? '< 0.01 MB' : `${mb.toFixed(2)} MB`;
};
