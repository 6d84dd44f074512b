import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

const at = (month: number, day: number, hours: number, minutes: number) => new Date(2026, month - 1, day, hours, minutes).toISOString();
const usStyle = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;

describe('one form for dates and one for times', () => {
  it('shows a date in the Australian form, day first with the month named', () => {
    expect(formatDate(at(11, 5, 14, 30))).toBe('05 Nov 2026');
    expect(formatDate(at(11, 27, 9, 0))).toBe('27 Nov 2026');
    expect(formatDate(at(1, 1, 0, 0))).toBe('01 Jan 2026');
  });

  it('shows a date as YYYY-MM-DD where the spec fixes it (detail dates, spec 001 §9), on the calendar day here', () => {
    expect(formatDate(at(11, 5, 23, 59), 'YYYY-MM-DD')).toBe('2026-11-05');
    expect(formatDate(at(3, 1, 0, 0), 'YYYY-MM-DD')).toBe('2026-03-01');
  });

  it('shows a time on the 12-hour clock with am or pm, midnight and noon as 12', () => {
    expect(formatTime(at(11, 5, 14, 30))).toBe('2:30 pm');
    expect(formatTime(at(11, 5, 0, 5))).toBe('12:05 am');
    expect(formatTime(at(11, 5, 12, 0))).toBe('12:00 pm');
    expect(formatTime(at(11, 5, 9, 7))).toBe('9:07 am');
  });

  it('puts a date and its time together one way', () => {
    expect(formatDateTime(at(11, 27, 16, 45))).toBe('27 Nov 2026, 4:45 pm');
    expect(formatDateTime(at(11, 27, 16, 45), 'YYYY-MM-DD')).toBe('2026-11-27, 4:45 pm');
  });

  it('shows a dash for no date or one that is not a date, and no time', () => {
    for (const missing of [null, undefined, '', 'not a date']) {
      expect(formatDate(missing)).toBe('—');
      expect(formatDate(missing, 'YYYY-MM-DD')).toBe('—');
      expect(formatTime(missing)).toBe('');
      expect(formatDateTime(missing)).toBe('—');
    }
  });

  it('never shows a US-style date: chat, payment and list dates are the one Australian form (the issue overrides the spec’s MM/DD/YYYY for chat)', () => {
    const iso = at(11, 27, 16, 45);
    for (const shown of [formatDate(iso), formatDate(iso, 'YYYY-MM-DD'), formatDateTime(iso), formatDateTime(iso, 'YYYY-MM-DD')]) {
      expect(shown).not.toMatch(usStyle);
    }
  });
});
