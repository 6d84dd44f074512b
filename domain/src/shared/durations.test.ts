import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, hoursInWords, plural, unitsBetween } from './durations.ts';

describe('durations', () => {
  it('knows an hour and a day in milliseconds', () => {
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
  });

  it('says a count with its unit, plural unless it is one', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(7, 'hour')).toBe('7 hours');
  });

  it('says hours in days when they make whole days', () => {
    expect(hoursInWords(48)).toBe('2 days');
    expect(hoursInWords(24)).toBe('1 day');
    expect(hoursInWords(36)).toBe('36 hours');
    expect(hoursInWords(1)).toBe('1 hour');
  });

  it('counts the whole units between two moments, rounded, at least one', () => {
    const from = '2026-11-20T00:00:00.000Z';
    expect(unitsBetween(from, '2026-11-27T00:00:00.000Z', DAY_MS)).toBe(7);
    expect(unitsBetween(from, '2026-11-27T11:00:00.000Z', DAY_MS)).toBe(7);
    expect(unitsBetween(from, '2026-11-27T13:00:00.000Z', DAY_MS)).toBe(8);
    expect(unitsBetween(from, '2026-11-22T00:00:00.000Z', HOUR_MS)).toBe(48);
    expect(unitsBetween(from, '2026-11-20T00:10:00.000Z', HOUR_MS)).toBe(1);
    expect(unitsBetween(from, from, DAY_MS)).toBe(1);
  });
});
