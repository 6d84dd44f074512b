/**
 * Dates and times as every screen shows them (issue 13): one form for dates, the Australian '05 Nov 2026', or
 * 'YYYY-MM-DD' where the spec fixes it (spec 001 §9: detail dates), and one for times, '2:30 pm'; never the US
 * '11/27/2026'. Both on the clock of the person looking. Every date or time the client shows goes through here.
 */

export type DateForm = 'DD MMM YYYY' | 'YYYY-MM-DD';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** '05 Nov 2026', or '2026-11-05' in the spec's form; '—' for no date. */
export const formatDate = (iso: string | null | undefined, form: DateForm = 'DD MMM YYYY'): string => {
  const date = valid(iso);
  if (!date) return '—';
  if (form === 'YYYY-MM-DD') return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${pad(date.getDate())} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`;
};

/** '2:30 pm', '12:05 am'; nothing for no date. */
export const formatTime = (iso: string | null | undefined): string => {
  const date = valid(iso);
  if (!date) return '';
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
};

/** A moment: '27 Nov 2026, 4:45 pm' (or '2026-11-27, 4:45 pm'); '—' for no date. */
export const formatDateTime = (iso: string | null | undefined, form: DateForm = 'DD MMM YYYY'): string => {
  const date = formatDate(iso, form);
  return date === '—' ? date : `${date}, ${formatTime(iso)}`;
};
