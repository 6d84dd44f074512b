import { CircleAlert, MessageCircle } from 'lucide-react';

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
