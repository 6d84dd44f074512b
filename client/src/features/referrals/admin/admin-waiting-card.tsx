import { Link } from 'react-router-dom';
import { ArrowRight, Briefcase } from 'lucide-react';
import { paths } from '../../../app/paths';
import { Skeleton } from '../../../ui/skeleton';
import { useReferralList, useWithdrawals } from '../api/queries';

function Line({ count, label, to }: { count: number; label: string; to: string }) {
  return (
    <li>
      <Link to={to} className="focus-ring group flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
        <span className="min-w-8 text-right text-xl font-semibold text-ink tabular-nums">{count}</span>
        <span className="min-w-0 flex-1 text-sm text-muted">{label}</span>
        <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-400 group-hover:text-brand" />
      </Link>
    </li>
  );
}

/**
 * The admin home's "Waiting on you": job referral requests not decided yet and withdrawals to pay out, each a link to
 * where they are handled. Both follow the marketplace live (the referrals feature's live handlers make them stale).
 */
export function AdminWaitingCard() {
  const requests = useReferralList('admin', { page: 1, limit: 1, tab: 'pending' });
  const withdrawals = useWithdrawals();
  const loading = requests.isPending || withdrawals.isPending;
  const failed = requests.isError || withdrawals.isError;
  const toPay = (withdrawals.data ?? []).filter((withdrawal) => withdrawal.status === 'requested').length;
  return (
    <section aria-labelledby="waiting-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand">
          <Briefcase aria-hidden className="size-5" />
        </span>
        <h2 id="waiting-title" className="text-base font-semibold text-ink">
          Waiting on you
        </h2>
      </div>
      {loading ? (
        <div role="status" aria-label="Loading what is waiting" className="flex flex-col gap-3 py-1">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-6 w-2/3" />
        </div>
      ) : failed ? (
        <p className="text-sm text-rose-700">
          Failed to count what is waiting.{' '}
          <button
            type="button"
            onClick={() => {
              void requests.refetch();
              void withdrawals.refetch();
            }}
            className="focus-ring rounded font-medium text-brand hover:underline"
          >
            Try again
          </button>
        </p>
      ) : (
        <ul className="-mx-2 flex flex-col">
          <Line
            count={requests.data?.counts.pending ?? 0}
            label={(requests.data?.counts.pending ?? 0) === 1 ? 'job referral request not decided yet' : 'job referral requests not decided yet'}
            to={`${paths.adminServices}?tab=pending`}
          />
          <Line count={toPay} label={toPay === 1 ? 'withdrawal to pay out or decline' : 'withdrawals to pay out or decline'} to={paths.adminWithdrawals} />
        </ul>
      )}
    </section>
  );
}
