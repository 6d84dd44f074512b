import clsx from 'clsx';
import { formatDate } from '../../../lib/dates';
import { DataTable, SortButton, type Column, type SortOrder } from '../../../ui/data-table';
import { CardList, LinkCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import { Badge } from '../../../ui/badge';
import { PaymentBadge, StatusBadge } from '../../../ui/status-badge';
import type { ReferralRow } from '../api/types';
import { referralViews, type ReferralViewer } from './referral-views';

type RowsProps = {
  /** whose list: each sees spec 001's columns in their own way (./referral-views) */
  viewer: ReferralViewer;
  rows: readonly ReferralRow[];
  /** rows that just arrived live, highlighted for a moment */
  fresh?: ReadonlySet<string> | undefined;
};

/** The Status column's sort (spec 001 §2.3, the referrer's list): the order, and what pressing its header does next. */
export type StatusSortControl = { order: SortOrder; hint: string; onSort: (order: SortOrder) => void };

function NewMarker({ className }: { className?: string }) {
  return <span className={clsx(className, 'text-xs font-medium text-pending')}>New</span>;
}

/** The request's status, and an open dispute beside it (issue 17: it holds the request until the team settles it). */
function RowStatus({ row }: { row: ReferralRow }) {
  if (row.disputeStatus !== 'open') return <StatusBadge status={row.status} />;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge status={row.status} />
      <Badge tone="pending">Dispute open</Badge>
    </span>
  );
}

/** Desktop: the spec's columns; a whole row opens the request (click or Enter). */
export function ReferralTable({ viewer, rows, fresh, sort }: RowsProps & { sort?: StatusSortControl }) {
  const view = referralViews[viewer];
  const isFresh = (row: ReferralRow) => fresh?.has(row.id) ?? false;
  const columns: Column<ReferralRow>[] = [
    { header: 'ID', className: 'text-slate-500 tabular-nums', cell: (row) => row.index },
    {
      header: 'User Name',
      className: view.cells.userName,
      cell: (row) => (
        <>
          {row.userName}
          {view.marksNew && isFresh(row) && <NewMarker className="ml-2" />}
        </>
      ),
    },
    { header: 'Job Title', className: view.cells.jobTitle, cell: (row) => row.jobTitle },
    { header: 'Company', className: view.cells.company, cell: (row) => row.company },
    { header: 'Submission Date', className: 'whitespace-nowrap text-muted tabular-nums', cell: (row) => formatDate(row.submissionDate) },
    sort
      ? {
          header: <SortButton label="Status" sort={sort.order} hint={sort.hint} onSort={sort.onSort} />,
          headerClassName: 'px-3 py-1.5 pr-4',
          sort: sort.order,
          className: 'pr-4',
          cell: (row) => <RowStatus row={row} />,
        }
      : { header: 'Status', cell: (row) => <RowStatus row={row} /> },
  ];
  if (view.paymentHeader)
    columns.push({ header: view.paymentHeader, cell: (row) => <PaymentBadge paid={row.paymentStatus === 'Paid'} refund={row.refundStatus} /> });
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      density={view.density}
      rowLink={(row) => ({ to: view.hrefOf(row.id), label: view.rowLabel(row) })}
      rowClassName={(row) => view.freshRow(isFresh(row))}
    />
  );
}

/** Under 768 px: one card per request. */
export function ReferralCards({ viewer, rows, fresh }: RowsProps) {
  const view = referralViews[viewer];
  return (
    <CardList>
      {rows.map((row) => {
        const isFresh = fresh?.has(row.id) ?? false;
        return (
          <LinkCard key={row.id} to={view.hrefOf(row.id)} className={view.freshCard(isFresh)}>
            <p className="flex items-baseline gap-2">
              <span className="text-xs text-slate-500 tabular-nums">#{row.index}</span>
              <span className="truncate font-medium text-ink">{view.byJob ? row.jobTitle : row.userName}</span>
              {view.marksNew && isFresh && <NewMarker />}
            </p>
            {view.byJob ? (
              <p className="mt-0.5 truncate text-sm text-muted">
                {row.company} · {row.userName}
              </p>
            ) : (
              <>
                <p className="mt-0.5 truncate text-sm text-ink">{row.jobTitle}</p>
                <p className="truncate text-sm text-muted">{row.company}</p>
              </>
            )}
            {view.paymentHeader ? (
              <>
                <div className="mt-2.5 flex flex-wrap items-center gap-2">
                  <RowStatus row={row} />
                  <PaymentBadge paid={row.paymentStatus === 'Paid'} refund={row.refundStatus} />
                </div>
                <p className="mt-2 text-xs text-slate-500">Submitted {formatDate(row.submissionDate)}</p>
              </>
            ) : (
              <div className="mt-2.5 flex flex-wrap items-center justify-between gap-2">
                <RowStatus row={row} />
                <span className="text-xs text-slate-500 tabular-nums">Submitted {formatDate(row.submissionDate)}</span>
              </div>
            )}
          </LinkCard>
        );
      })}
    </CardList>
  );
}

export function ReferralRowsSkeleton({ viewer }: { viewer: ReferralViewer }) {
  const { label, cells, rowClassName } = referralViews[viewer].skeleton;
  return <ListSkeleton label={label} cells={cells} rowClassName={rowClassName} />;
}
