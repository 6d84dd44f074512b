import type { SortOrder } from './data-table';

/**
 * A list's sortable Status, on the page shown: the statuses' order (`asc`, first status first) or the reverse; a stable
 * sort keeps the server's newest-first order within a status.
 */
export const sortByStatusOrder = <Row extends { status: string }>(rows: readonly Row[], statuses: readonly string[], sort: SortOrder): Row[] => {
  if (sort === 'none') return [...rows];
  const rank = (row: Row) => statuses.indexOf(row.status);
  const direction = sort === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (rank(a) - rank(b)) * direction);
};

/** What pressing the Status header does next, said by its title and to screen readers; `last` is the last status's name. */
export const statusSortHints = (last: string): Record<SortOrder, string> => ({
  none: 'Sort by status',
  asc: 'Sorted by status, pending first. Sort the other way',
  desc: `Sorted by status, ${last} first. Stop sorting`,
});

/** The cards have no column header to press: the same sort as a select; `last` is the last status's name. */
export function StatusSortSelect({ sort, onSort, last }: { sort: SortOrder; onSort: (sort: SortOrder) => void; last: string }) {
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
        <option value="desc">{`By status, ${last} first`}</option>
      </select>
    </label>
  );
}
