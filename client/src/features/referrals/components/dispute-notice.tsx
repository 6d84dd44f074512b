import clsx from 'clsx';
import { Scale } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { FileDownload } from '../../../ui/file-download';
import type { Dispute } from '../api/types';

type DisputeViewer = 'seeker' | 'referrer';

const words = {
  seeker: {
    open: 'Our team is looking into it and will reply in the chat. Nothing changes on the request until they settle it.',
    refunded: 'Our team settled your dispute: your payment is refunded in full.',
    keptApproved: 'Our team settled your dispute: the referral stays approved.',
    approved: 'Our team settled your dispute: the referral is approved.',
    wrote: 'You wrote',
  },
  referrer: {
    open: 'The job seeker opened a dispute. Our team is looking into it and may ask you in the chat; the status cannot change until they settle it.',
    refunded: 'Our team settled the dispute: the job seeker is refunded in full, and the credits of an approval are taken back.',
    keptApproved: 'Our team settled the dispute: the referral stays approved.',
    approved: 'Our team settled the dispute: the referral is approved and its credits are yours.',
    wrote: 'The job seeker wrote',
  },
} satisfies Record<DisputeViewer, Record<string, string>>;

const settledText = (dispute: Dispute, viewer: DisputeViewer) =>
  dispute.outcome === 'refunded' ? words[viewer].refunded : dispute.statusAtOpening === 'approved' ? words[viewer].keptApproved : words[viewer].approved;

/**
 * Issue 17: a request's dispute as the people on it read it: open (what happens now) or settled (the outcome and the
 * team's note), with the reason and, for the seeker who sent them, the files (a referrer's view has none).
 */
export function DisputeNotice({ dispute, viewer }: { dispute: Dispute; viewer: DisputeViewer }) {
  const open = dispute.status === 'open';
  return (
    <section
      aria-label="Dispute"
      className={clsx('flex gap-3 rounded-xl border p-4 text-sm', open ? 'border-amber-200 bg-amber-50 text-amber-950' : 'border-slate-200 bg-white text-ink')}
    >
      <Scale aria-hidden className={clsx('mt-0.5 size-5 shrink-0', open ? 'text-pending' : 'text-brand')} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="text-base font-semibold">
          {open ? `Dispute open since ${formatDate(dispute.openedAt)}` : `Dispute settled on ${formatDate(dispute.settledAt)}`}
        </h2>
        <p>{open ? words[viewer].open : settledText(dispute, viewer)}</p>
        {!open && dispute.note && (
          <p className="break-words">
            Note from {dispute.settledBy ?? 'our team'}: {dispute.note}
          </p>
        )}
        <p className="break-words text-muted">
          {words[viewer].wrote}: {dispute.reason}
        </p>
        {dispute.files.length > 0 && (
          <ul aria-label="Files sent with the dispute" className="flex flex-col gap-2">
            {dispute.files.map((file, i) => (
              <li key={file.url}>
                <FileDownload label={`Dispute file ${i + 1}`} file={file} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
