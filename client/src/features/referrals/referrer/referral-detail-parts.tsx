import { Link } from 'react-router-dom';
import { ChevronLeft, CircleAlert, MessageCircle, SearchX } from 'lucide-react';
import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';

export function BackLink() {
  return (
    <Link
      to={paths.referrerDashboard}
      className="focus-ring inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-brand hover:underline"
    >
      <ChevronLeft aria-hidden className="size-4" /> Referral Resumes
    </Link>
  );
}

/**
 * Where the Chat button goes (spec 001 §2.3). The chat with the seeker is built in a later issue and takes this
 * spot; until then it says so rather than showing a made-up unread count.
 */
export function ChatSlot({ seekerName }: { seekerName: string }) {
  const first = seekerName.split(' ')[0] || 'the job seeker';
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end" data-slot="referral-chat">
      <button
        type="button"
        disabled
        aria-describedby="chat-soon"
        className="inline-flex h-10 cursor-not-allowed items-center gap-2 rounded-lg border border-slate-200 bg-slate-100 px-4 text-sm font-medium text-slate-500"
      >
        <MessageCircle aria-hidden className="size-4" /> Chat with {first}
      </button>
      <span id="chat-soon" className="text-xs text-muted">
        Chat is coming soon.
      </span>
    </div>
  );
}

export function RejectionNotice({ reason }: { reason: string }) {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-rose-200 bg-rejected-soft p-4">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-rejected" />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-rejected">Rejection reason</p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-ink">{reason}</p>
      </div>
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading referral request" className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-4 w-48" />
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-5">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
              <Skeleton className="h-5 w-40" />
              <div className="grid gap-3 sm:grid-cols-2">
                <Skeleton className="h-9 w-full" />
                <Skeleton className="h-9 w-full" />
              </div>
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}

/** A request this referrer may not see answers 404 like one that does not exist (docs/API.md). */
export function NotFound({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <SearchX aria-hidden className="size-8 text-slate-400" />
      <p className="text-base font-medium text-ink">{message}</p>
      <p className="max-w-md text-sm text-muted">It may have been taken on by another referrer at your company, or the link is wrong.</p>
      <ButtonLink to={paths.referrerDashboard} variant="secondary" size="sm">
        Back to Referral Resumes
      </ButtonLink>
    </div>
  );
}
