import { describe, expect, it } from 'vitest';
import { formatMoney, paymentCurrencyProblem } from './money.ts';

// Intl puts a no-break space between the code and the amount, so the two never part at a line's end.
const nbsp = '\u00a0';

describe('formatMoney (one way everywhere)', () => {
  it('names the currency by its code, then the amount from cents with two decimals', () => {
    expect(formatMoney(50_000, 'usd')).toBe(`USD${nbsp}500.00`);
    expect(formatMoney(45_050, 'aud')).toBe(`AUD${nbsp}450.50`);
    expect(formatMoney(1, 'eur')).toBe(`EUR${nbsp}0.01`);
    expect(formatMoney(0, 'usd')).toBe(`USD${nbsp}0.00`);
  });

  it('groups thousands as Australians write them', () => expect(formatMoney(123_456_789, 'usd')).toBe(`USD${nbsp}1,234,567.89`));

  it('takes the code in either case, as Stripe writes it or as people do', () => expect(formatMoney(100, 'USD')).toBe(formatMoney(100, 'usd')));

  it('drops the cents of a whole amount only when asked, and never of an amount with cents', () => {
    expect(formatMoney(50_000, 'usd', { wholeUnits: true })).toBe(`USD${nbsp}500`);
    expect(formatMoney(50_000, 'usd', { wholeUnits: false })).toBe(`USD${nbsp}500.00`);
    expect(formatMoney(30_650, 'usd', { wholeUnits: true })).toBe(`USD${nbsp}306.50`);
    expect(formatMoney(30_601, 'usd', { wholeUnits: true })).toBe(`USD${nbsp}306.01`);
  });

  it('keeps a whole-amount format and a full one apart for the same currency', () => {
    expect(formatMoney(10_000, 'aud', { wholeUnits: true })).toBe(`AUD${nbsp}100`);
    expect(formatMoney(10_000, 'aud')).toBe(`AUD${nbsp}100.00`);
    expect(formatMoney(10_000, 'aud', { wholeUnits: true })).toBe(`AUD${nbsp}100`);
  });
});

describe('paymentCurrencyProblem (the PAYMENT_CURRENCY setting)', () => {
  it('takes a lower-case ISO 4217 code of two decimals', () => {
    for (const code of ['usd', 'aud', 'eur', 'nzd', 'gbp']) expect(paymentCurrencyProblem(code)).toBeNull();
  });

  it('refuses anything but three lower-case letters', () => {
    const message = 'must be a three-letter ISO 4217 currency code in lower case, as Stripe takes it (e.g. usd)';
    for (const code of ['USD', 'us', 'usdd', 'us1', ' usd', 'usd ', '', 'u$d']) expect(paymentCurrencyProblem(code)).toBe(message);
  });

  it('refuses three letters that are no currency', () => expect(paymentCurrencyProblem('abc')).toBe("'abc' is not a currency"));

  it('refuses a currency of no decimals or three, since amounts are kept in cents', () => {
    expect(paymentCurrencyProblem('jpy')).toBe("'jpy' has 0 decimals; amounts are kept in cents, so only a currency of two decimals will do");
    expect(paymentCurrencyProblem('kwd')).toBe("'kwd' has 3 decimals; amounts are kept in cents, so only a currency of two decimals will do");
  });
});
