import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { formatDate } from '../../../lib/dates';
import { ListSkeleton } from '../../../ui/list-states';
import { PaymentBadge, StatusBadge } from '../../../ui/status-badge';
import { useReferralList } from '../api/queries';

const RECENT = 3;

/**
 * The seeker's newest requests under the dashboard's counts, an unpaid one saying so, so the next step is one tap
 * away. Stays out of the way when there is nothing to show or it cannot be read (the counts above say so already).
 */
export function RecentReferrals() {
  const recent = useReferralList('seeker', { page: 1, limit: RECENT, tab: 'all' });
  const rows = recent.data?.data ?? [];
  if (recent.isError || (!recent.isPending && rows.length === 0)) return null;

  return (
    <section aria-labelledby="recent-referrals" className="rounded-xl border border-slate-200 bg-white">
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 id="recent-referrals" className="text-base font-semibold text-ink">
          Recent referral requests
        </h2>
        <Link to={paths.userJobReferrals} className="focus-ring rounded text-sm font-medium text-brand underline-offset-4 hover:underline">
          See all
        </Link>
      </div>
      {recent.isPending ? (
        <ListSkeleton label="Loading recent requests" rows={RECENT} rowClassName="px-5 py-4" cells={['h-4 w-48 max-w-full', 'ml-auto h-5 w-20 rounded-full']} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={paths.userJobReferral(row.id)}
                className="flex items-center gap-3 px-5 py-3.5 transition-colors hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">
                    {row.jobTitle} <span className="font-normal text-muted">at {row.company}</span>
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500">
                    #{row.index} · Submitted {formatDate(row.submissionDate)}
                    {row.paymentStatus === 'Unpaid' && <span className="font-medium text-pending"> · Waiting for payment</span>}
                  </p>
                </div>
                <div className="hidden shrink-0 items-center gap-2 sm:flex">
                  <StatusBadge status={row.status} />
                  <PaymentBadge paid={row.paymentStatus === 'Paid'} refund={row.refundStatus} />
                </div>
                <div className="shrink-0 sm:hidden">
                  <StatusBadge status={row.status} />
                </div>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
