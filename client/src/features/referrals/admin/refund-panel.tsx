import { CircleCheck, Hourglass, RotateCcw, TriangleAlert, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { withReason } from '../../../lib/failure';
import { formatDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Badge, type Tone } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { useRetryRefund } from '../api/mutations';
import type { Refund } from '../api/types';
import { adminReferralMessages } from './messages';

const looks: Record<Refund['status'], { tone: Tone; label: string; icon: LucideIcon; iconClass: string }> = {
  pending: { tone: 'pending', label: 'Pending', icon: Hourglass, iconClass: 'text-pending' },
  issued: { tone: 'rejected', label: 'Refunded', icon: CircleCheck, iconClass: 'text-rejected' },
  failed: { tone: 'rejected', label: 'Failed', icon: TriangleAlert, iconClass: 'text-rejected' },
};

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'} so far`;

/** A rejected paid request's refund: waiting (with its attempts), issued, or failed with a way to try again. */
export function RefundPanel({ referralId, refund, currency }: { referralId: string; refund: Refund; currency: string }) {
  const retry = useRetryRefund(referralId);
  const tryAgain = () =>
    retry.mutate(undefined, {
      onSuccess: (reply) => void toast.success(reply.message),
      onError: (error) => void toast.error(withReason(adminReferralMessages.failRetryRefund, error)),
    });
  const look = looks[refund.status];
  const amount = <span className="font-semibold tabular-nums">{money(refund.amountCents, currency)}</span>;

  return (
    <Panel title="Refund" aside={<Badge tone={look.tone}>{look.label}</Badge>}>
      <div className="flex gap-3 text-sm">
        <look.icon aria-hidden className={clsx('mt-0.5 size-5 shrink-0', look.iconClass)} />
        <div className="min-w-0 text-ink">
          {refund.status === 'issued' && (
            <p>
              {amount} refunded to the job seeker on <span className="tabular-nums">{formatDate(refund.at)}</span>.
            </p>
          )}
          {refund.status === 'failed' && (
            <>
              <p>
                The refund of {amount} failed after {attemptsText(refund.attempts)}.
              </p>
              {refund.lastError && <p className="mt-1 rounded-lg bg-rose-50 px-3 py-2 break-words text-rose-800">{refund.lastError}</p>}
            </>
          )}
          {refund.status === 'pending' && (
            <>
              <p>
                Refunding {amount}: {attemptsText(refund.attempts)}.
              </p>
              {refund.lastError && <p className="mt-1 text-muted">Last attempt: {refund.lastError}. It is tried again automatically.</p>}
            </>
          )}
        </div>
      </div>
      {refund.status === 'failed' && (
        <Button variant="secondary" size="sm" className="mt-4 w-full" onClick={tryAgain} disabled={retry.isPending} aria-busy={retry.isPending || undefined}>
          <RotateCcw aria-hidden className={retry.isPending ? 'size-4 animate-spin' : 'size-4'} />
          {retry.isPending ? 'Processing...' : 'Try the refund again'}
        </Button>
      )}
    </Panel>
  );
}
