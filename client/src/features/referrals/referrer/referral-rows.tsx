import { referralStatuses } from '@referly/domain';
import type { SortOrder } from '../../../ui/data-table';
import type { ReferralRow } from '../api/types';

export type StatusSort = SortOrder;

/** Spec 001 §2.3's "sortable Status", on the page shown: the lifecycle's order, pending first (or last). */
export const sortByStatus = (rows: readonly ReferralRow[], sort: StatusSort): ReferralRow[] => {
  if (sort === 'none') return [...rows];
  const rank = (row: ReferralRow) => referralStatuses.indexOf(row.status);
  const direction = sort === 'asc' ? 1 : -1;
  // a stable sort keeps the server's newest-first order within a status
  return [...rows].sort((a, b) => (rank(a) - rank(b)) * direction);
};

/** What pressing the Status header does next, said by its title and to screen readers. */
export const sortHint: Record<StatusSort, string> = {
  none: 'Sort by status',
  asc: 'Sorted by status, pending first. Sort the other way',
  desc: 'Sorted by status, rejected first. Stop sorting',
};

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
