import { CircleCheck, Hourglass, RotateCcw, TriangleAlert } from 'lucide-react';
import { paymentDate, money } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { useRetryRefund } from '../api/mutations';
import type { Refund } from '../api/types';
import { adminReferralMessages } from './messages';
import { withReason } from '../../../lib/failure';

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} so far`;

/** A rejected paid request's refund: waiting (with its attempts), issued, or failed with a way to try again. */
export function RefundPanel({ referralId, refund }: { referralId: string; refund: Refund }) {
  const retry = useRetryRefund(referralId);
  const tryAgain = () =>
    retry.mutate(undefined, {
      onSuccess: (reply) => void toast.success(reply.message),
      onError: (error) => void toast.error(withReason(adminReferralMessages.failRetryRefund, error)),
    });

  return (
    <section aria-labelledby="refund-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="refund-title" className="text-base font-semibold text-ink">
          Refund
        </h2>
        {refund.status === 'issued' ? (
          <Badge tone="approved">Issued</Badge>
        ) : refund.status === 'failed' ? (
          <Badge tone="rejected">Failed</Badge>
        ) : (
          <Badge tone="pending">Pending</Badge>
        )}
      </div>
      <div className="mt-3 flex gap-3 text-sm">
        {refund.status === 'issued' ? (
          <>
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-approved" />
            <p className="text-ink">
              <span className="font-semibold tabular-nums">{money(refund.amountCents)}</span> refunded to the job seeker on{' '}
              <span className="tabular-nums">{paymentDate(refund.at)}</span>.
            </p>
          </>
        ) : refund.status === 'failed' ? (
          <>
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-rejected" />
            <div className="min-w-0">
              <p className="text-ink">
                The refund of <span className="font-semibold tabular-nums">{money(refund.amountCents)}</span> failed after {attemptsText(refund.attempts)}.
              </p>
              {refund.lastError && <p className="mt-1 rounded-lg bg-rose-50 px-3 py-2 break-words text-rose-800">{refund.lastError}</p>}
            </div>
          </>
        ) : (
          <>
            <Hourglass aria-hidden className="mt-0.5 size-5 shrink-0 text-pending" />
            <div className="min-w-0">
              <p className="text-ink">
                Refunding <span className="font-semibold tabular-nums">{money(refund.amountCents)}</span>: {attemptsText(refund.attempts)}.
              </p>
              {refund.lastError && <p className="mt-1 text-muted">Last attempt: {refund.lastError}. It is tried again automatically.</p>}
            </div>
          </>
        )}
      </div>
      {refund.status === 'failed' && (
        <Button variant="secondary" size="sm" className="mt-4 w-full" onClick={tryAgain} disabled={retry.isPending} aria-busy={retry.isPending || undefined}>
          <RotateCcw aria-hidden className={retry.isPending ? 'size-4 animate-spin' : 'size-4'} />
          {retry.isPending ? 'Processing...' : 'Try the refund again'}
        </Button>
      )}
    </section>
  );
}
