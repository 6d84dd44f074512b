import { describe, expect, it } from 'vitest';
import { megabytes, money } from './format';

describe('how amounts read', () => {
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
