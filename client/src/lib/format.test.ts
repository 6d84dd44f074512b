import { describe, expect, it } from 'vitest';
import { chatDate, detailDate, megabytes, money, paymentDate } from './format';

describe('how dates and amounts read', () => {
  const iso = new Date(2026, 10, 5, 14, 30).toISOString();

  it('shows detail dates as YYYY-MM-DD, and chat and payment dates as DD MMM YYYY (spec 001 §9; issue 13: no US MM/DD/YYYY)', () => {
    expect(detailDate(iso)).toBe('2026-11-05');
    expect(chatDate(iso)).toBe('05 Nov 2026');
    expect(paymentDate(iso)).toBe('05 Nov 2026');
    for (const format of [detailDate, chatDate, paymentDate]) {
      expect(format(null)).toBe('—');
      expect(format('not a date')).toBe('—');
    }
  });

  it('shows cents in the currency the server names, by its code, one way for every currency; and sizes in MB', () => {
    expect(money(50_000, 'usd')).toBe('USD\u00a0500.00');
    expect(money(50_000, 'aud')).toBe('AUD\u00a0500.00');
    expect(money(50_000, 'usd', { wholeUnits: true })).toBe('USD\u00a0500');
    expect(money(30_650, 'usd', { wholeUnits: true })).toBe('USD\u00a0306.50');
    expect(money(123_456_789, 'eur')).toBe('EUR\u00a01,234,567.89');
    expect(megabytes(1_310_720)).toBe('1.25 MB');
    expect(megabytes(100)).toBe('< 0.01 MB');
  });
});
