import { referralStatuses } from '@referly/domain';
import type { SortOrder } from '../../../ui/data-table';
import { sortByStatusOrder, statusSortHints, StatusSortSelect } from '../../../ui/status-sort';
import type { ReferralRow } from '../api/types';

export type StatusSort = SortOrder;

/** Spec 001 §2.3's "sortable Status", on the page shown: the lifecycle's order, pending first (or last). */
export const sortByStatus = (rows: readonly ReferralRow[], sort: StatusSort): ReferralRow[] => sortByStatusOrder(rows, referralStatuses, sort);

/** What pressing the Status header does next, said by its title and to screen readers. */
export const sortHint = statusSortHints('rejected');

/** The cards have no column header to click: the same sort as a select. */
export function SortSelect({ sort, onSort }: { sort: StatusSort; onSort: (sort: StatusSort) => void }) {
  return <StatusSortSelect sort={sort} onSort={onSort} last="rejected" />;
}
