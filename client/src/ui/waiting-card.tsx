import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, Briefcase } from 'lucide-react';
import { Skeleton } from './skeleton';

/**
 * The admin home's "Waiting on you": a list of counts, each a link to where it is handled. Each feature brings its
 * own lines (features do not import each other), so the card itself knows none of them.
 */
export function WaitingCard({ children }: { children: ReactNode }) {
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
      <ul className="-mx-2 flex flex-col">{children}</ul>
    </section>
  );
}

/** One count: '3 job referral requests not decided yet', leading to where they are decided. */
export function WaitingLine({ count, label, to }: { count: number; label: string; to: string }) {
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

/** Lines still being counted. */
export function WaitingLinesLoading({ label, lines = 1 }: { label: string; lines?: number }) {
  return (
    <li role="status" aria-label={label} className="flex flex-col gap-3 px-2 py-2">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={i % 2 === 0 ? 'h-6 w-3/4' : 'h-6 w-2/3'} />
      ))}
    </li>
  );
}

/** Lines that could not be counted, with a way to count them again. */
export function WaitingFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <li className="px-2 py-2 text-sm text-rose-700">
      {text}{' '}
      <button type="button" onClick={onRetry} className="focus-ring rounded font-medium text-brand hover:underline">
        Try again
      </button>
    </li>
  );
}
