/**
 * Money as every screen, e-mail, chat line and feed entry shows it: the currency's ISO code, then the amount in
 * Australian English ('USD 500.00', 'AUD 1,234.50'). The code, not a sign: '$' alone would not say whose dollars.
 * Amounts are kept in cents (spec 001 §9: the provider takes amount × 100), so only currencies of two decimals are
 * payment currencies.
 */
const LOCALE = 'en-AU';

const formatterOf = (currency: string, wholeUnits: boolean): Intl.NumberFormat =>
  new Intl.NumberFormat(LOCALE, { style: 'currency', currency, currencyDisplay: 'code', ...(wholeUnits ? { minimumFractionDigits: 0 } : {}) });

/**
 * 'USD 500.00' from 50000 and 'usd'. `wholeUnits` drops the cents of a whole amount ('USD 500', but 'USD 306.50'),
 * as a button's label does.
 */
export const formatMoney = (amountCents: number, currency: string, options: { wholeUnits?: boolean } = {}): string => {
  const units = amountCents / 100;
  return formatterOf(currency, options.wholeUnits === true && Number.isInteger(units)).format(units);
};

/** Why a currency cannot be the one payments are taken in, or null when it can: a lower-case ISO 4217 code of two decimals. */
export const paymentCurrencyProblem = (code: string): string | null => {
  if (!/^[a-z]{3}$/.test(code)) return 'must be a three-letter ISO 4217 currency code in lower case, as Stripe takes it (e.g. usd)';
  if (!Intl.supportedValuesOf('currency').includes(code.toUpperCase())) return `'${code}' is not a currency`;
  const decimals = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
  if (decimals !== 2) return `'${code}' has ${decimals} decimals; amounts are kept in cents, so only a currency of two decimals will do`;
  return null;
};
