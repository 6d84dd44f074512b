import { Banknote, Check, X } from 'lucide-react';
import { formatDate, money } from '../../../lib/format';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import type { Withdrawal } from '../api/types';

export type WithdrawalAction = 'paid' | 'declined';
type Decide = (withdrawal: Withdrawal, action: WithdrawalAction) => void;

/** A BSB reads as the bank prints it: '062-000'. */
export const formatBsb = (bsb: string) => (/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);
/** One credit is one Australian dollar (docs/API.md). */
export const creditsInDollars = (credits: number) => `A${money(credits * 100)}`;

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

const headers = ['Referrer', 'Credits', 'Bank account', 'Requested', 'Status'];

export function WithdrawalTable({ withdrawals, onDecide }: { withdrawals: Withdrawal[]; onDecide: Decide }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2.5 whitespace-nowrap first:pl-4">
              {header}
            </th>
          ))}
          <th scope="col" className="px-3 py-2.5 pr-4 text-right">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {withdrawals.map((withdrawal) => (
          <tr key={withdrawal._id} className="align-top">
            <td className="px-3 py-3 pl-4 font-medium text-ink">
              {withdrawal.referrerName || 'Unknown referrer'}
              {withdrawal.reason && <span className="mt-1 block max-w-56 text-xs font-normal text-rose-700">Reason: {withdrawal.reason}</span>}
            </td>
            <td className="px-3 py-3 whitespace-nowrap tabular-nums">
              <span className="block font-medium text-ink">{withdrawal.credits} credits</span>
              <span className="block text-muted">{creditsInDollars(withdrawal.credits)}</span>
            </td>
            <td className="px-3 py-3 whitespace-nowrap">
              <BankAccount withdrawal={withdrawal} />
            </td>
            <td className="px-3 py-3 whitespace-nowrap text-muted tabular-nums">{formatDate(withdrawal.requestedAt)}</td>
            <td className="px-3 py-3">
              <WithdrawalStatusBadge status={withdrawal.status} />
            </td>
            <td className="px-3 py-3 pr-4 text-right">
              <Actions withdrawal={withdrawal} onDecide={onDecide} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function WithdrawalCards({ withdrawals, onDecide }: { withdrawals: Withdrawal[]; onDecide: Decide }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {withdrawals.map((withdrawal) => (
        <li key={withdrawal._id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{withdrawal.referrerName || 'Unknown referrer'}</p>
              <p className="text-xs text-slate-500">Requested {formatDate(withdrawal.requestedAt)}</p>
            </div>
            <WithdrawalStatusBadge status={withdrawal.status} />
          </div>
          <p className="mt-3 flex items-baseline gap-2 tabular-nums">
            <Banknote aria-hidden className="size-4 self-center text-slate-400" />
            <span className="text-lg font-semibold text-ink">{creditsInDollars(withdrawal.credits)}</span>
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
        </li>
      ))}
    </ul>
  );
}

export function WithdrawalsSkeleton() {
  return (
    <div role="status" aria-label="Loading withdrawals" className="flex flex-col divide-y divide-slate-100">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="hidden h-4 w-20 md:block" />
          <Skeleton className="hidden h-4 w-40 md:block" />
          <Skeleton className="ml-auto h-5 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}
