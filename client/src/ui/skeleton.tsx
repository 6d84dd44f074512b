import clsx from 'clsx';

/** A grey block where content is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded bg-slate-200/80', className)} />;
}

const card = 'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5';

/** A card of grey rows: a label beside each value, or in a form a label above each field. */
function SkeletonCard({ rows, form = false }: { rows: number; form?: boolean }) {
  return (
    <div className={clsx(card, form && 'sm:grid sm:grid-cols-2 sm:p-6')}>
      <Skeleton className={clsx('h-5 w-40', form && 'sm:col-span-2')} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={clsx('flex flex-col gap-2', !form && 'sm:flex-row sm:gap-4')}>
          <Skeleton className="h-4 w-28 sm:w-40" />
          <Skeleton className={form ? 'h-11 w-full' : 'h-4 w-48 max-w-full'} />
        </div>
      ))}
    </div>
  );
}

/** A form while what fills it in loads: a card per part, `cards` holding each part's number of fields. */
export function FormSkeleton({ label, cards }: { label: string; cards: number[] }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      {cards.map((rows, i) => (
        <SkeletonCard key={i} rows={rows} form />
      ))}
    </div>
  );
}

/**
 * A detail page while it loads (UI.md: skeletons, never a blank page): its title, cards of labelled values (`cards`
 * holds each card's number of rows) and a side column with a control and, where the page has one, a timeline.
 */
export function DetailSkeleton({ label, cards = [4, 3, 4], timeline = 3 }: { label: string; cards?: number[]; timeline?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex flex-col gap-5">
          {cards.map((rows, i) => (
            <SkeletonCard key={i} rows={rows} />
          ))}
        </div>
        <div className="flex flex-col gap-5">
          <div className={card}>
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
          {timeline > 0 && (
            <div className={card}>
              <Skeleton className="h-5 w-32" />
              {Array.from({ length: timeline }, (_, i) => (
                <div key={i} className="flex gap-3">
                  <Skeleton className="size-8 shrink-0 rounded-full" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="h-3 w-28" />
                  </div>
                </div>
              ))}
            </div>
          )}
        </div>
      </div>
      <span className="sr-only">{label}…</span>
    </div>
  );
}
