import { Banknote, Check, X } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { actionsColumn, DataTable, type Column } from '../../../ui/data-table';
import { CardList, ItemCard } from '../../../ui/list-cards';
import { ListSkeleton } from '../../../ui/list-states';
import type { Withdrawal } from '../api/types';
import { creditsWorth } from '../components/credits-worth';

export type WithdrawalAction = 'paid' | 'declined';
type Decide = (withdrawal: Withdrawal, action: WithdrawalAction) => void;

/** A BSB reads as the bank prints it: '062-000'. */
export const formatBsb = (bsb: string) => (/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);

export function WithdrawalStatusBadge({ status }: { status: Withdrawal['status'] }) {
  if (status === 'paid') return <Badge tone="approved">Paid</Badge>;
  if (status === 'declined') return <Badge tone="rejected">Declined</Badge>;
  return <Badge tone="pending">Requested</Badge>;
}

function Actions({ withdrawal, onDecide, compact }: { withdrawal: Withdrawal; onDecide: Decide; compact?: boolean }) {
  if (withdrawal.status !== 'requested') {
    return (
      <span className="text-xs text-muted">
        {withdrawal.status === 'paid' ? 'Paid' : 'Declined'} {formatDate(withdrawal.decidedAt)}
      </span>
    );
  }
  return (
    <div className={compact ? 'grid grid-cols-2 gap-2' : 'flex justify-end gap-2'}>
      <Button size="sm" onClick={() => onDecide(withdrawal, 'paid')} aria-label={`Mark ${withdrawal.referrerName}'s withdrawal as paid`}>
        <Check aria-hidden className="size-4" /> Mark as paid
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onDecide(withdrawal, 'declined')} aria-label={`Decline ${withdrawal.referrerName}'s withdrawal`}>
        <X aria-hidden className="size-4" /> Decline
      </Button>
    </div>
  );
}

function BankAccount({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <>
      <span className="block font-medium text-ink">{withdrawal.accountName}</span>
      <span className="block text-muted tabular-nums">
        BSB {formatBsb(withdrawal.bsb)} · Acc {withdrawal.accountNumber}
      </span>
    </>
  );
}

const columns = (onDecide: Decide): Column<Withdrawal>[] => [
  {
    header: 'Referrer',
    className: 'font-medium text-ink',
    cell: (withdrawal) => (
      <>
        {withdrawal.referrerName || 'Unknown referrer'}
        {withdrawal.reason && <span className="mt-1 block max-w-56 text-xs font-normal text-rose-700">Reason: {withdrawal.reason}</span>}
      </>
    ),
  },
  {
    header: 'Credits',
    className: 'whitespace-nowrap tabular-nums',
    cell: (withdrawal) => (
      <>
        <span className="block font-medium text-ink">{withdrawal.credits} credits</span>
        <span className="block text-muted">{creditsWorth(withdrawal.credits, withdrawal.currency)}</span>
      </>
    ),
  },
  { header: 'Bank account', className: 'whitespace-nowrap', cell: (withdrawal) => <BankAccount withdrawal={withdrawal} /> },
  { header: 'Requested', className: 'whitespace-nowrap text-muted tabular-nums', cell: (withdrawal) => formatDate(withdrawal.requestedAt) },
  { header: 'Status', cell: (withdrawal) => <WithdrawalStatusBadge status={withdrawal.status} /> },
  actionsColumn((withdrawal) => <Actions withdrawal={withdrawal} onDecide={onDecide} />, <span className="sr-only">Actions</span>),
];

export function WithdrawalTable({ withdrawals, onDecide }: { withdrawals: Withdrawal[]; onDecide: Decide }) {
  return (
    <DataTable columns={columns(onDecide)} rows={withdrawals} rowKey={(withdrawal) => withdrawal._id} density="comfortable" rowClassName={() => 'align-top'} />
  );
}

export function WithdrawalCards({ withdrawals, onDecide }: { withdrawals: Withdrawal[]; onDecide: Decide }) {
  return (
    <CardList className="grid gap-3 md:grid-cols-2">
      {withdrawals.map((withdrawal) => (
        <ItemCard
          key={withdrawal._id}
          heading={
            <>
              <p className="truncate font-medium text-ink">{withdrawal.referrerName || 'Unknown referrer'}</p>
              <p className="text-xs text-slate-500">Requested {formatDate(withdrawal.requestedAt)}</p>
            </>
          }
          badge={<WithdrawalStatusBadge status={withdrawal.status} />}
        >
          <p className="mt-3 flex items-baseline gap-2 tabular-nums">
            <Banknote aria-hidden className="size-4 self-center text-slate-400" />
            <span className="text-lg font-semibold text-ink">{creditsWorth(withdrawal.credits, withdrawal.currency)}</span>
            <span className="text-sm text-muted">{withdrawal.credits} credits</span>
          </p>
          <p className="mt-2 text-sm">
            <span className="block text-xs text-slate-500">Bank account</span>
            <BankAccount withdrawal={withdrawal} />
          </p>
          {withdrawal.reason && <p className="mt-2 text-sm text-rose-700">Reason: {withdrawal.reason}</p>}
          <div className="mt-3">
            <Actions withdrawal={withdrawal} onDecide={onDecide} compact />
          </div>
        </ItemCard>
      ))}
    </CardList>
  );
}

export function WithdrawalsSkeleton() {
  return (
    <ListSkeleton
      label="Loading withdrawals"
      rows={4}
      rowClassName="px-4 py-4"
      cells={['h-4 w-32', 'hidden h-4 w-20 md:block', 'hidden h-4 w-40 md:block', 'ml-auto h-5 w-20 rounded-full']}
    />
  );
}
