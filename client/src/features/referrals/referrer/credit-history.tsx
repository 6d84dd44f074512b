import { Link } from 'react-router-dom';
import { ArrowDownLeft, ArrowUpRight, BadgeCheck, History, Undo2 } from 'lucide-react';
import clsx from 'clsx';
import { paths } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/dates';
import type { CreditHistoryEntry } from '../api/types';

const number = (credits: number) => credits.toLocaleString('en-AU');

/** What each entry did to the balance, said in words as well as signs and colours. */
const describe = (entry: CreditHistoryEntry) => {
  switch (entry.kind) {
    case 'earned':
      return {
        icon: BadgeCheck,
        title: entry.referral ? `Earned for referring ${entry.referral.seekerName}` : 'Earned for an approved referral',
        amount: `+${number(entry.credits)}`,
        tone: 'text-approved',
      };
    case 'reversed':
      return {
        icon: Undo2,
        title: entry.referral ? `Taken back: ${entry.referral.seekerName}'s dispute was refunded` : 'Taken back after a refunded dispute',
        amount: `−${number(entry.credits)}`,
        tone: 'text-rejected',
      };
    case 'withdrawalRequested':
      return { icon: ArrowUpRight, title: 'Withdrawal requested', amount: `−${number(entry.credits)}`, tone: 'text-ink' };
    case 'withdrawalPaid':
      return { icon: ArrowUpRight, title: `Withdrawal of ${number(entry.credits)} credits paid to your bank account`, amount: null, tone: 'text-ink' };
    case 'withdrawalDeclined':
      return { icon: ArrowDownLeft, title: 'Withdrawal declined, credits returned', amount: `+${number(entry.credits)}`, tone: 'text-ink' };
  }
};

/** Every change to the referrer's credits, newest first. */
export function CreditHistory({ entries }: { entries: readonly CreditHistoryEntry[] }) {
  const newestFirst = [...entries].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (newestFirst.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
        <History aria-hidden className="size-7 text-slate-400" />
        <p className="text-sm font-medium text-ink">No credit activity yet.</p>
        <p className="max-w-sm text-sm text-muted">
          When a job seeker approves a referral you handled, 100 credits appear here.{' '}
          <Link to={paths.referrerDashboard} className="focus-ring rounded font-medium text-brand hover:underline">
            See requests waiting for you
          </Link>
        </p>
      </div>
    );
  }
  return (
    <ol className="flex flex-col divide-y divide-slate-100">
      {newestFirst.map((entry, i) => {
        const { icon: Icon, title, amount, tone } = describe(entry);
        return (
          <li
            key={`${entry.kind}-${entry.referralId ?? entry.withdrawalId ?? ''}-${entry.at}-${i}`}
            className="flex items-start gap-3 py-3 first:pt-0 last:pb-0"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600">
              <Icon aria-hidden className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-ink">{title}</p>
              {entry.referral && (
                <p className="mt-0.5 text-sm break-words text-muted">
                  {entry.referral.desiredPosition} at {entry.referral.companyName}
                </p>
              )}
              {entry.reason && <p className="mt-0.5 text-sm break-words text-muted">Reason: {entry.reason}</p>}
              <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
                <time dateTime={entry.at} className="tabular-nums">
                  {formatDateTime(entry.at)}
                </time>
                {(entry.kind === 'earned' || entry.kind === 'reversed') && entry.referralId && (
                  <Link to={paths.referrerDetails(entry.referralId)} className="focus-ring rounded font-medium text-brand hover:underline">
                    View the request
                  </Link>
                )}
              </p>
            </div>
            {amount && (
              <p className={clsx('shrink-0 text-sm font-semibold tabular-nums', tone)}>
                {amount}
                <span className="sr-only"> credits</span>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
