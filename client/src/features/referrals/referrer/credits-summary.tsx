import { Link } from 'react-router-dom';
import { ArrowRight, Coins, Hourglass } from 'lucide-react';
import { paths } from '../../../lib/paths';
import { Skeleton } from '../../../ui/skeleton';
import { creditsWorth } from '../components/credits-worth';
import { useCredits } from '../api/queries';

const number = (credits: number) => credits.toLocaleString('en-AU');

/** The top of the referrer's dashboard (UI.md: lead with the numbers that matter): credits to withdraw, credits on the way. */
export function CreditsSummary() {
  const credits = useCredits();
  return (
    <section aria-labelledby="credits-summary" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="credits-summary" className="sr-only">
        Your credits
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="grid flex-1 grid-cols-2 gap-4">
          <Figure
            icon={Coins}
            label="Available credits"
            value={credits.data?.available}
            currency={credits.data?.currency}
            loading={credits.isPending}
            hint="Ready to withdraw"
          />
          <Figure
            icon={Hourglass}
            label="Pending credits"
            value={credits.data?.pending}
            currency={credits.data?.currency}
            loading={credits.isPending}
            hint="Waiting for seekers to approve"
          />
        </div>
        {credits.isError ? (
          <p className="text-sm text-rose-700">
            Your credits could not be loaded.{' '}
            <button type="button" onClick={() => void credits.refetch()} className="focus-ring rounded font-medium underline underline-offset-2">
              Try again
            </button>
          </p>
        ) : (
          <Link
            to={paths.referrerCredits}
            className="focus-ring inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand hover:underline sm:self-center"
          >
            Credits & withdrawals <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
    </section>
  );
}

type FigureProps = { icon: typeof Coins; label: string; value: number | undefined; currency: string | undefined; hint: string; loading: boolean };

function Figure({ icon: Icon, label, value, currency, hint, loading }: FigureProps) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand sm:grid">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        {loading ? (
          <Skeleton className="mt-1 h-7 w-16" />
        ) : (
          <p className="text-2xl font-semibold text-ink tabular-nums">
            {value === undefined ? '—' : number(value)}
            {value !== undefined && currency !== undefined && <span className="ml-1.5 text-sm font-normal text-muted">{creditsWorth(value, currency)}</span>}
          </p>
        )}
        <p className="text-xs text-slate-500">{hint}</p>
      </div>
    </div>
  );
}
