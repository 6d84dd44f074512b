import { formatMoney } from '@referly/domain';

/** Dates and amounts as the product shows them (spec 001 §9), one way each everywhere. */

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Lists and admin tables: '24 Nov 2026'. */
export const formatDate = (iso: string | null | undefined): string =>
  valid(iso)?.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }) ?? '—';

/** Spec 001 §9: detail dates as YYYY-MM-DD (the person's own calendar day). */
export const detailDate = (iso: string | null | undefined): string => {
  const date = valid(iso);
  if (!date) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Spec 001 §9: chat messages as MM/DD/YYYY. */
export const chatDate = (iso: string | null | undefined): string => {
  const date = valid(iso);
  if (!date) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
};

/** Spec 001 §9: payment dates as DD MMM YYYY ('05 Nov 2026'). */
export const paymentDate = (iso: string | null | undefined): string => {
  const date = valid(iso);
  if (!date) return '—';
  const month = date.toLocaleDateString('en-AU', { month: 'short' });
  return `${String(date.getDate()).padStart(2, '0')} ${month} ${date.getFullYear()}`;
};

/** A time of day beside a date, for timelines: '3:05 pm'. */
export const timeOfDay = (iso: string | null | undefined): string => valid(iso)?.toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' }) ?? '';

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
