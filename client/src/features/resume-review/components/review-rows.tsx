import { resumeReviewStatuses, aiReviewStateLabels } from '@referly/domain';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { Badge } from '../../../ui/badge';
import { DataTable, SortButton, type Column, type SortOrder } from '../../../ui/data-table';
import { CardList, LinkCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import { sortByStatusOrder, statusSortHints, StatusSortSelect } from '../../../ui/status-sort';
import type { AdminRow, SeekerRow } from '../api/types';
import { ReviewStatusBadge } from './review-status';

/** Spec 001 §2.2's sortable Status, on the page shown: pending first (or last); a stable sort keeps newest first within a status. */
export const sortByStatus = <Row extends SeekerRow>(rows: readonly Row[], sort: SortOrder): Row[] => sortByStatusOrder(rows, resumeReviewStatuses, sort);

export const sortHint = statusSortHints('completed');

export type StatusSortControl = { order: SortOrder; onSort: (order: SortOrder) => void };

/** The cards have no column header to press: the same sort as a select. */
export function SortSelect({ sort, onSort }: { sort: SortOrder; onSort: (order: SortOrder) => void }) {
  return <StatusSortSelect sort={sort} onSort={onSort} last="completed" />;
}

const PaymentBadge = ({ paid }: { paid: boolean }) => <Badge tone={paid ? 'approved' : 'neutral'}>{paid ? 'Paid' : 'Unpaid'}</Badge>;

/** Spec 001 §2.2: ID, User Name, Current Job, Created Date and a sortable Status; a row opens the review. */
export function SeekerReviewTable({ rows, sort }: { rows: readonly SeekerRow[]; sort: StatusSortControl }) {
  const columns: Column<SeekerRow>[] = [
    { header: 'ID', className: 'text-slate-500 tabular-nums', cell: (row) => row.index },
    { header: 'User Name', className: 'whitespace-nowrap text-ink', cell: (row) => row.name },
    { header: 'Current Job', className: 'max-w-64 truncate text-ink', cell: (row) => row.currentJob || <span className="text-slate-500">Not given</span> },
    { header: 'Created Date', className: 'whitespace-nowrap text-muted tabular-nums', cell: (row) => formatDate(row.submissionDate) },
    {
      header: <SortButton label="Status" sort={sort.order} hint={sortHint[sort.order]} onSort={sort.onSort} />,
      headerClassName: 'px-3 py-1.5 pr-4',
      sort: sort.order,
      className: 'pr-4',
      cell: (row) => (
        <span className="flex flex-wrap gap-1.5">
          <ReviewStatusBadge status={row.status} />
          {row.paymentStatus === 'Unpaid' && <PaymentBadge paid={false} />}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      density="comfortable"
      rowLink={(row) => ({ to: paths.userResumeReview(row.id), label: `Open review #${row.index}` })}
    />
  );
}

export function SeekerReviewCards({ rows }: { rows: readonly SeekerRow[] }) {
  return (
    <CardList>
      {rows.map((row) => (
        <LinkCard key={row.id} to={paths.userResumeReview(row.id)}>
          <p className="flex items-baseline gap-2">
            <span className="text-xs text-slate-500 tabular-nums">#{row.index}</span>
            <span className="truncate font-medium text-ink">{row.currentJob || 'Resume review'}</span>
          </p>
          <p className="mt-0.5 truncate text-sm text-muted">{row.name}</p>
          <div className="mt-2.5 flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-wrap gap-1.5">
              <ReviewStatusBadge status={row.status} />
              {row.paymentStatus === 'Unpaid' && <PaymentBadge paid={false} />}
            </span>
            <span className="text-xs text-slate-500 tabular-nums">Created {formatDate(row.submissionDate)}</span>
          </div>
        </LinkCard>
      ))}
    </CardList>
  );
}

/** Spec 001 §2.4: ID, User Name, Current Job, Submission Date, Status, Payment Status (and where the AI review stands). */
export function AdminReviewTable({ rows }: { rows: readonly AdminRow[] }) {
  const columns: Column<AdminRow>[] = [
    { header: 'ID', className: 'text-slate-500 tabular-nums', cell: (row) => row.index },
    { header: 'User Name', className: 'font-medium whitespace-nowrap text-ink', cell: (row) => row.userName },
    { header: 'Current Job', className: 'max-w-56 truncate text-ink', cell: (row) => row.currentJob || <span className="text-slate-500">Not given</span> },
    { header: 'Submission Date', className: 'whitespace-nowrap text-muted tabular-nums', cell: (row) => formatDate(row.submissionDate) },
    { header: 'Status', cell: (row) => <ReviewStatusBadge status={row.status} /> },
    { header: 'Payment Status', cell: (row) => <PaymentBadge paid={row.paymentStatus === 'Paid'} /> },
    { header: 'AI Review', className: 'whitespace-nowrap text-muted', cell: (row) => aiReviewStateLabels[row.aiState] },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      density="compact"
      rowLink={(row) => ({ to: paths.adminResumeReview(row.id), label: `Open resume review #${row.index} by ${row.userName}` })}
    />
  );
}

export function AdminReviewCards({ rows }: { rows: readonly AdminRow[] }) {
  return (
    <CardList>
      {rows.map((row) => (
        <LinkCard key={row.id} to={paths.adminResumeReview(row.id)}>
          <p className="flex items-baseline gap-2">
            <span className="text-xs text-slate-500 tabular-nums">#{row.index}</span>
            <span className="truncate font-medium text-ink">{row.userName}</span>
          </p>
          <p className="mt-0.5 truncate text-sm text-muted">{row.currentJob || 'No current job given'}</p>
          <div className="mt-2.5 flex flex-wrap items-center gap-2">
            <ReviewStatusBadge status={row.status} />
            <PaymentBadge paid={row.paymentStatus === 'Paid'} />
            <span className="text-xs text-muted">AI: {aiReviewStateLabels[row.aiState]}</span>
          </div>
          <p className="mt-2 text-xs text-slate-500">Submitted {formatDate(row.submissionDate)}</p>
        </LinkCard>
      ))}
    </CardList>
  );
}

export function ReviewRowsSkeleton({ label }: { label: string }) {
  return (
    <ListSkeleton
      label={label}
      cells={['h-4 w-6', 'h-4 w-28', 'hidden h-4 w-40 md:block', 'hidden h-4 w-24 md:block', 'ml-auto h-5 w-20 rounded-full']}
      rowClassName="px-4 py-3.5"
    />
  );
}
