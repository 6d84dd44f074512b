import type { ReactNode } from 'react';
import { CircleCheck, RotateCcw, TriangleAlert } from 'lucide-react';
import { formatDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import type { Referral, Refund } from '../api/types';

// a rejection reads as one whatever its refund's stage: an issued refund is no success of the request
function Notice({ icon, title, label, children }: { icon: ReactNode; title: string; label: string; children?: ReactNode }) {
  return (
    <section aria-label={label} className="flex gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900">
      <span aria-hidden className="mt-0.5 shrink-0">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </section>
  );
}

const refundIcons: Record<Refund['status'], ReactNode> = {
  pending: <RotateCcw className="size-5" />,
  issued: <CircleCheck className="size-5" />,
  failed: <TriangleAlert className="size-5" />,
};

/** Where a refund stands, in a line. */
function RefundLine({ refund, currency }: { refund: Refund; currency: string }) {
  const amount = money(refund.amountCents, currency);
  switch (refund.status) {
    case 'pending':
      return (
        <>
          <span className="font-semibold">Refund pending: {amount}.</span> It is being processed and can take a few days to reach your card.
        </>
      );
    case 'issued':
      return (
        <>
          <span className="font-semibold">Refund issued: {amount}</span> on {formatDate(refund.at)}.
        </>
      );
    case 'failed':
      return (
        <>
          <span className="font-semibold">Refund failed: {amount}.</span> It has not gone through yet ({refund.attempts}{' '}
          {refund.attempts === 1 ? 'attempt' : 'attempts'}).
          {refund.lastError ? ` Last error: ${refund.lastError}` : ''}
        </>
      );
  }
}

/**
 * A rejected or expired request: why, and where its refund stands (docs/API.md: one refund per paid request, tried again until it
 * succeeds, a failure visible with its last error). Shows nothing for a request that is neither.
 */
export function RefundNotice({ referral, failedNote }: { referral: Referral; failedNote?: ReactNode }) {
  if (referral.status !== 'rejected' && referral.status !== 'expired') return null;
  const { refund } = referral;
  const icon = refund ? refundIcons[refund.status] : <RotateCcw className="size-5" />;
  // an expired request was closed by the marketplace itself (issue 17): its reason is its last status step's
  const expired = referral.status === 'expired';
  const reason = expired ? referral.timeline.findLast((entry) => entry.kind === 'status' && entry.status === 'expired')?.reason : referral.rejectionReason;
  return (
    <Notice
      icon={icon}
      title={expired ? 'This request expired: no referrer took it in time.' : 'This request was rejected.'}
      label={expired ? 'Expiry and refund' : 'Rejection and refund'}
    >
      {reason && <p className="mt-1 break-words">Reason: {reason}</p>}
      <p className="mt-2">
        {refund ? (
          <RefundLine refund={refund} currency={referral.currency} />
        ) : referral.payment ? (
          'A refund will be processed.'
        ) : (
          'It was never paid, so there is nothing to refund.'
        )}
      </p>
      {refund?.status === 'failed' && failedNote}
    </Notice>
  );
}
