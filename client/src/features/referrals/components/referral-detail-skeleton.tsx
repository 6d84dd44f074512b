import { Skeleton } from '../../../ui/skeleton';

/** A request's detail while it loads: the header, the facts' cards and the side column. */
export function ReferralDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading referral request" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-80 max-w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-5">
          {[4, 3, 5].map((rows, card) => (
            <div key={card} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-40" />
              {Array.from({ length: rows }, (_, i) => (
                <div key={i} className="flex flex-col gap-2 sm:flex-row sm:gap-4">
                  <Skeleton className="h-4 w-28 sm:w-40" />
                  <Skeleton className="h-4 w-48 max-w-full" />
                </div>
              ))}
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-5">
          {[3, 2].map((rows, card) => (
            <div key={card} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-32" />
              {Array.from({ length: rows }, (_, i) => (
                <div key={i} className="flex gap-3">
                  <Skeleton className="size-8 shrink-0 rounded-full" />
                  <div className="flex flex-1 flex-col gap-2">
                    <Skeleton className="h-4 w-40" />
                    <Skeleton className="h-3 w-28" />
                  </div>
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      <span className="sr-only">Loading referral request…</span>
    </div>
  );
}
