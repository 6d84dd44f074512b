import { ArrowUpRight, BadgeCheck, Coins, Hourglass, Lock, type LucideIcon } from 'lucide-react';
import { REFERRAL_CREDITS } from '@referly/domain';
import { Button } from '../../../ui/button';
import { PageColumn, PageHeader } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';
import { creditsWorth } from '../components/credits-worth';
import { useCredits } from '../api/queries';
import type { Credits } from '../api/types';
import { CreditHistory } from './credit-history';
import { WithdrawalForm } from './withdrawal-form';

const number = (credits: number) => credits.toLocaleString('en-AU');

const figures: Array<{ key: keyof Omit<Credits, 'history' | 'currency'>; label: string; hint: string; icon: LucideIcon }> = [
  { key: 'available', label: 'Available', hint: 'Yours to withdraw now', icon: Coins },
  { key: 'pending', label: 'Pending', hint: 'Requests waiting for the job seeker to approve', icon: Hourglass },
  { key: 'earned', label: 'Earned', hint: 'Every credit approved referrals brought you', icon: BadgeCheck },
  { key: 'withdrawn', label: 'Withdrawn', hint: 'Paid out to your bank account', icon: ArrowUpRight },
  { key: 'held', label: 'Held', hint: 'Withdrawals asked for, not paid out yet', icon: Lock },
];

/** /referrer_dashboard/credits: the referrer's balance, its history, and a withdrawal to their bank (issue 6 §5). */
export function CreditsPage() {
  const credits = useCredits();
  return (
    <PageColumn className="flex flex-col gap-6">
      <PageHeader
        title="Credits"
        description={`Each referral a job seeker approves earns you ${REFERRAL_CREDITS} credits.${credits.data ? ` 1 credit is worth ${creditsWorth(1, credits.data.currency)}, and you` : ' You'} can withdraw available credits to an Australian bank account.`}
      />
      {credits.isError && !credits.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-6 py-10 text-center text-sm text-rose-700"
        >
          <p>Your credits could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void credits.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-busy={credits.isPending || undefined}>
            {figures.map(({ key, label, hint, icon: Icon }) => (
              <li key={key} className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 last:col-span-2 md:last:col-span-1">
                <span className="flex items-center gap-2 text-sm text-muted">
                  <Icon aria-hidden className="size-4 text-brand" /> {label}
                </span>
                {credits.data ? (
                  <span className="text-2xl font-semibold text-ink tabular-nums">
                    {number(credits.data[key])}
                    <span className="ml-1.5 text-sm font-normal text-muted">{creditsWorth(credits.data[key], credits.data.currency)}</span>
                  </span>
                ) : (
                  <Skeleton className="h-8 w-20" />
                )}
                <span className="text-xs text-slate-500">{hint}</span>
              </li>
            ))}
          </ul>
          {/* on a phone the form comes before a history that only grows; on a desktop it sits beside it */}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <Panel title="Withdraw credits" className="lg:col-start-2 lg:row-start-1">
              {credits.data ? <WithdrawalForm available={credits.data.available} currency={credits.data.currency} /> : <Skeleton className="h-64 w-full" />}
            </Panel>
            <Panel title="History" className="lg:col-start-1 lg:row-start-1">
              {credits.data ? (
                <CreditHistory entries={credits.data.history} />
              ) : (
                <div role="status" aria-label="Loading credit history" className="flex flex-col gap-3">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-12 w-full" />
                  ))}
                </div>
              )}
            </Panel>
          </div>
        </>
      )}
    </PageColumn>
  );
}
