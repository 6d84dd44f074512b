import { formatDate, formatDateTime } from '../../lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, as a feed says it: 'just now', '5 min ago', '3 h ago', 'yesterday', else the date ('05 Nov 2026'). */
export const relativeTime = (iso: string, now: Date): string => {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '—';
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  return formatDate(iso);
};

/** The moment itself, for a tooltip and the time element: '24 Nov 2026, 3:05 pm'. */
export const absoluteTime = (iso: string): string => formatDateTime(iso);

/** A day picked in a date field ('2026-11-24') as the instant it starts here, or (`end`) the instant the next day starts. */
export const dayBoundary = (day: string, end = false): string | undefined => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  const start = new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + (end ? 1 : 0));
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
};
