import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { formatDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { actionsColumn, DataTable, type Column } from '../../../ui/data-table';
import { CardList } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import { StatusBadge } from '../../../ui/status-badge';
import type { DisputeRow } from '../api/types';
import { DisputeActions, type DisputedRequest } from './dispute-actions';
import { DisputeBadge, DisputeFiles, settlementText, statusAtOpeningText } from './dispute-parts';

type RowsProps = { rows: DisputeRow[]; fresh: ReadonlySet<string> };

const requestOf = (row: DisputeRow): DisputedRequest => ({
  id: row.id,
  index: row.index,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
});
const referrerName = (row: DisputeRow) => (row.referrer ? (row.referrer.name ?? 'Unnamed referrer') : 'Not taken');

function RequestLink({ row }: { row: DisputeRow }) {
  return (
    <Link to={paths.adminJobReferral(row.id)} className="focus-ring rounded font-semibold text-brand-800 hover:underline">
      Request #{row.index}
    </Link>
  );
}

function Settlement({ row }: { row: DisputeRow }) {
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <DisputeBadge dispute={row.dispute} />
      {row.dispute.note && <p className="line-clamp-3 break-words text-ink">{row.dispute.note}</p>}
      <p className="text-xs text-muted">{settlementText(row.dispute)}</p>
    </div>
  );
}

const columns: Column<DisputeRow>[] = [
  {
    header: 'Request',
    className: 'w-56',
    cell: (row) => (
      <>
        <RequestLink row={row} />
        <span className="mt-0.5 block text-ink">
          {row.jobTitle} at {row.company}
        </span>
        <span className="mt-1 block text-xs text-muted tabular-nums">{money(row.amountCents, row.currency)} paid</span>
      </>
    ),
  },
  {
    header: 'People',
    className: 'w-52',
    cell: (row) => (
      <>
        <span className="block text-ink">
          <span className="text-muted">Seeker:</span> {row.seeker.name}
        </span>
        <span className="mt-0.5 block text-ink">
          <span className="text-muted">Referrer:</span> {referrerName(row)}
        </span>
      </>
    ),
  },
  {
    header: 'Dispute',
    cell: (row) => (
      <div className="flex max-w-md min-w-56 flex-col gap-1.5">
        <span className="text-xs text-muted tabular-nums">
          Opened {formatDate(row.dispute.openedAt)} · {statusAtOpeningText(row.dispute)}
        </span>
        <p className="line-clamp-3 break-words text-ink">{row.dispute.reason}</p>
        <DisputeFiles files={row.dispute.files} />
      </div>
    ),
  },
];

const actionsOrSettlement = (row: DisputeRow) => (row.dispute.status === 'open' ? <DisputeActions request={requestOf(row)} /> : <Settlement row={row} />);

export function DisputeTable({ rows, fresh }: RowsProps) {
  const settled = rows.some((row) => row.dispute.status === 'settled');
  return (
    <DataTable
      columns={[
        ...columns,
        settled
          ? { header: 'Settlement', className: 'w-64', cell: actionsOrSettlement }
          : actionsColumn(actionsOrSettlement, <span className="sr-only">Actions</span>),
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      density="comfortable"
      rowClassName={(row) => clsx('align-top transition-colors duration-700', fresh.has(row.id) && 'bg-amber-50')}
    />
  );
}

export function DisputeCards({ rows, fresh }: RowsProps) {
  return (
    <CardList className="grid gap-3 md:grid-cols-2">
      {rows.map((row) => (
        <li
          key={row.id}
          className={clsx(
            'rounded-xl border p-4 transition-colors duration-700',
            fresh.has(row.id) ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <RequestLink row={row} />
              <p className="mt-0.5 text-sm text-ink">
                {row.jobTitle} at {row.company}
              </p>
            </div>
            <StatusBadge status={row.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">Seeker</dt>
              <dd className="truncate text-ink">{row.seeker.name}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">Referrer</dt>
              <dd className="truncate text-ink">{referrerName(row)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Paid</dt>
              <dd className="text-ink tabular-nums">{money(row.amountCents, row.currency)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Opened</dt>
              <dd className="text-ink tabular-nums">{formatDate(row.dispute.openedAt)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">{statusAtOpeningText(row.dispute)}</p>
          <p className="mt-1 line-clamp-4 text-sm break-words text-ink">
            <span className="text-muted">Reason: </span>
            {row.dispute.reason}
          </p>
          <div className="mt-2">
            <DisputeFiles files={row.dispute.files} />
          </div>
          <div className="mt-3 border-t border-slate-100 pt-3">
            {row.dispute.status === 'open' ? <DisputeActions request={requestOf(row)} layout="grid" /> : <Settlement row={row} />}
          </div>
        </li>
      ))}
    </CardList>
  );
}

export function DisputesSkeleton() {
  return (
    <ListSkeleton
      label="Loading disputes"
      rows={4}
      rowClassName="px-4 py-4"
      cells={['h-4 w-32', 'hidden h-4 w-28 md:block', 'h-4 flex-1', 'ml-auto h-8 w-24 rounded-lg']}
    />
  );
}
