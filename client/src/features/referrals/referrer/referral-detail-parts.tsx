import { CircleAlert } from 'lucide-react';

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
