import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronRight } from 'lucide-react';
import { referralStatuses } from '@referly/domain';
import clsx from 'clsx';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { Skeleton } from '../../../ui/skeleton';
import { StatusBadge } from '../../../ui/status-badge';
import type { ReferralRow } from '../api/types';

export type StatusSort = 'none' | 'asc' | 'desc';

/** Spec 001 §2.3's "sortable Status", on the page shown: the lifecycle's order, pending first (or last). */
export const sortByStatus = (rows: readonly ReferralRow[], sort: StatusSort): ReferralRow[] => {
  if (sort === 'none') return [...rows];
  const rank = (row: ReferralRow) => referralStatuses.indexOf(row.status);
  const direction = sort === 'asc' ? 1 : -1;
  // a stable sort keeps the server's newest-first order within a status
  return [...rows].sort((a, b) => (rank(a) - rank(b)) * direction);
};

const nextSort: Record<StatusSort, StatusSort> = { none: 'asc', asc: 'desc', desc: 'none' };
const ariaSort = { none: 'none', asc: 'ascending', desc: 'descending' } as const;
const sortHint: Record<StatusSort, string> = {
  none: 'Sort by status',
  asc: 'Sorted by status, pending first. Sort the other way',
  desc: 'Sorted by status, rejected first. Stop sorting',
};

const rowClass = (fresh: boolean) =>
  clsx(
    'cursor-pointer transition-colors duration-700 hover:bg-brand-50/50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-inset',
    fresh && 'bg-amber-50',
  );

type RowsProps = { rows: readonly ReferralRow[]; arrived: ReadonlySet<string> };

/** Desktop: the spec's columns; a whole row opens the request (click or Enter). */
export function ReferralTable({ rows, arrived, sort, onSort }: RowsProps & { sort: StatusSort; onSort: (sort: StatusSort) => void }) {
  const navigate = useNavigate();
  const open = (row: ReferralRow) => navigate(paths.referrerDetails(row.id));
  const onKeyDown = (event: KeyboardEvent, row: ReferralRow) => {
    if (event.key === 'Enter') open(row);
  };
  const SortIcon = sort === 'asc' ? ArrowUp : sort === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          {['ID', 'User Name', 'Job Title', 'Company', 'Submission Date'].map((header) => (
            <th key={header} scope="col" className="px-3 py-2.5 whitespace-nowrap first:pl-4">
              {header}
            </th>
          ))}
          <th scope="col" aria-sort={ariaSort[sort]} className="px-3 py-1.5 pr-4">
            <button
              type="button"
              onClick={() => onSort(nextSort[sort])}
              title={sortHint[sort]}
              className="focus-ring -mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 font-semibold tracking-wide uppercase hover:bg-slate-200/60 hover:text-ink"
            >
              Status
              <SortIcon aria-hidden className="size-3.5" />
              <span className="sr-only">({sortHint[sort]})</span>
            </button>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr
            key={row.id}
            tabIndex={0}
            aria-label={`Open request ${row.index} from ${row.userName}`}
            onClick={() => open(row)}
            onKeyDown={(event) => onKeyDown(event, row)}
            className={rowClass(arrived.has(row.id))}
          >
            <td className="px-3 py-3 pl-4 text-slate-500 tabular-nums">{row.index}</td>
            <td className="px-3 py-3 font-medium whitespace-nowrap text-ink">
              {row.userName}
              {arrived.has(row.id) && <span className="ml-2 text-xs font-medium text-pending">New</span>}
            </td>
            <td className="max-w-64 truncate px-3 py-3 text-ink">{row.jobTitle}</td>
            <td className="max-w-48 truncate px-3 py-3 text-muted">{row.company}</td>
            <td className="px-3 py-3 whitespace-nowrap text-muted tabular-nums">{formatDate(row.submissionDate)}</td>
            <td className="px-3 py-3 pr-4">
              <StatusBadge status={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Under 768 px: one card per request. */
export function ReferralCards({ rows, arrived }: RowsProps) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={paths.referrerDetails(row.id)}
            className={clsx(
              'focus-ring flex items-start gap-3 rounded-xl border bg-white p-4 transition-colors duration-700 hover:border-brand-200',
              arrived.has(row.id) ? 'border-amber-300 bg-amber-50' : 'border-slate-200',
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="flex items-baseline gap-2">
                <span className="text-xs text-slate-500 tabular-nums">#{row.index}</span>
                <span className="truncate font-medium text-ink">{row.userName}</span>
                {arrived.has(row.id) && <span className="text-xs font-medium text-pending">New</span>}
              </p>
              <p className="mt-0.5 truncate text-sm text-ink">{row.jobTitle}</p>
              <p className="truncate text-sm text-muted">{row.company}</p>
              <div className="mt-2.5 flex flex-wrap items-center justify-between gap-2">
                <StatusBadge status={row.status} />
                <span className="text-xs text-slate-500 tabular-nums">Submitted {formatDate(row.submissionDate)}</span>
              </div>
            </div>
            <ChevronRight aria-hidden className="mt-1 size-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ReferralsSkeleton() {
  return (
    <div role="status" aria-label="Loading referral requests" className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-4 w-6" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="hidden h-4 w-48 md:block" />
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="ml-auto h-5 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** The cards have no column header to click: the same sort as a select. */
export function SortSelect({ sort, onSort }: { sort: StatusSort; onSort: (sort: StatusSort) => void }) {
  return (
    <label className="flex items-center justify-end gap-2 text-sm text-muted">
      Order
      <select
        value={sort}
        onChange={(event) => onSort(event.target.value === 'asc' ? 'asc' : event.target.value === 'desc' ? 'desc' : 'none')}
        className="focus-ring h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink"
      >
        <option value="none">Newest first</option>
        <option value="asc">By status, pending first</option>
        <option value="desc">By status, rejected first</option>
      </select>
    </label>
  );
}
