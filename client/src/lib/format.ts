import { formatMoney } from '@referly/domain';
import { formatDate, formatTime } from './dates';

/** Dates and amounts as the product shows them (spec 001 §9), one way each everywhere. */

// dates and times: the one pair in ./dates.ts; these names are kept for the screens that use them
export { formatDate, formatTime };
/** Spec 001 §9: detail dates as YYYY-MM-DD. */
export const detailDate = (iso: string | null | undefined): string => formatDate(iso, 'YYYY-MM-DD');
/** Chat, notification and payment dates: the one Australian form ('05 Nov 2026'; issue 13 drops the spec's US MM/DD/YYYY for chat). */
export const chatDate = (iso: string | null | undefined): string => formatDate(iso);
export const paymentDate = chatDate;
/** A time of day beside a date: '3:05 pm'. */
export const timeOfDay = (iso: string | null | undefined): string => formatTime(iso);

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
