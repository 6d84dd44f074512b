import type { ReactNode } from 'react';
import { CircleCheck, RotateCcw, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { money, paymentDate } from '../../../lib/format';
import type { Referral, Refund } from '../api/types';

type Look = 'pending' | 'approved' | 'rejected' | 'neutral';
const looks: Record<Look, string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  approved: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  rejected: 'border-rose-200 bg-rose-50 text-rose-900',
  neutral: 'border-slate-200 bg-slate-50 text-ink',
};

function Notice({ look, icon, title, children }: { look: Look; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section aria-label="Rejection and refund" className={clsx('flex gap-3 rounded-xl border p-4 text-sm', looks[look])}>
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

const refundLooks: Record<Refund['status'], { look: Look; icon: ReactNode }> = {
  pending: { look: 'pending', icon: <RotateCcw className="size-5" /> },
  issued: { look: 'approved', icon: <CircleCheck className="size-5" /> },
  failed: { look: 'rejected', icon: <TriangleAlert className="size-5" /> },
};

/** Where a refund stands, in a line. */
function RefundLine({ refund }: { refund: Refund }) {
  const amount = `${money(refund.amountCents)} USD`;
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
          <span className="font-semibold">Refund issued: {amount}</span> on {paymentDate(refund.at)}.
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
 * A rejected request: why, and where its refund stands (docs/API.md: one refund per paid request, tried again until it
 * succeeds, a failure visible with its last error). Shows nothing for a request that is not rejected.
 */
export function RefundNotice({ referral, failedNote }: { referral: Referral; failedNote?: ReactNode }) {
  if (referral.status !== 'rejected') return null;
  const { refund } = referral;
  const { look, icon } = refund ? refundLooks[refund.status] : { look: 'neutral' as const, icon: <RotateCcw className="size-5 text-slate-500" /> };
  return (
    <Notice look={look} icon={icon} title="This request was rejected.">
      {referral.rejectionReason && <p className="mt-1 break-words">Reason: {referral.rejectionReason}</p>}
      <p className="mt-2">
        {refund ? <RefundLine refund={refund} /> : referral.payment ? 'A refund will be processed.' : 'It was never paid, so there is nothing to refund.'}
      </p>
      {refund?.status === 'failed' && failedNote}
    </Notice>
  );
}
