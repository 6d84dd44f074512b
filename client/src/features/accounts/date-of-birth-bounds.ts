import { SIGN_UP_MAX_AGE, SIGN_UP_MIN_AGE } from '@referly/domain';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Today's date where the person is, as YYYY-MM-DD (the schema compares calendar dates). */
export const localToday = (now: Date = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const yearsBefore = (today: string, years: number) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 29 February in a year without one becomes 28 February, which keeps the age rule true
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date;
};

/** The date picker's bounds, the same as the schema's: age 13 at most recent, 120 at the oldest. */
export const dateOfBirthBounds = (today: string) => {
  const oldest = yearsBefore(today, SIGN_UP_MAX_AGE + 1);
  oldest.setUTCDate(oldest.getUTCDate() + 1);
  return { min: iso(oldest), max: iso(yearsBefore(today, SIGN_UP_MIN_AGE)) };
};
