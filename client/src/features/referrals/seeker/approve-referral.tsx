import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import { referralMessages } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/decision-dialogs';
import { useApproveReferral } from '../api/mutations';
import type { Referral } from '../api/types';

const FAILED = 'Failed to update job referral status.';

/** The seeker may approve only what the server says they may (`allowedStatuses`): a request the referrer completed. */
export const canApprove = (referral: Pick<Referral, 'allowedStatuses'>) => referral.allowedStatuses.includes('approved');

/** The referrer says it is done: the seeker confirms, which makes the request approved and earns the referrer credits. */
export function ApproveReferral({ referral }: { referral: Referral }) {
  const approve = useApproveReferral(referral._id);
  const [confirming, setConfirming] = useState(false);
  if (!canApprove(referral)) return null;

  const referrer = referral.referrer?.name ?? 'Your referrer';
  const confirm = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        toast.success(referralMessages.toastStatusUpdatedByReferrer);
        setConfirming(false);
      },
      onError: () => {
        toast.error(FAILED);
        setConfirming(false);
      },
    });

  return (
    <section aria-labelledby="approve-title" className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center">
      <BadgeCheck aria-hidden className="size-6 shrink-0 text-brand" />
      <div className="min-w-0 flex-1">
        <h2 id="approve-title" className="text-base font-semibold text-brand-900">
          {referrer} has marked this referral as completed
        </h2>
        <p className="mt-1 text-sm text-brand-900/80">Approve it once you are happy you were referred. Then you can leave feedback.</p>
      </div>
      <Button onClick={() => setConfirming(true)} className="shrink-0">
        Approve referral
      </Button>
      <ConfirmDialog
        open={confirming}
        busy={approve.isPending}
        title="Approve this referral?"
        description={`This tells us ${referrer === 'Your referrer' ? 'your referrer' : referrer} referred you. It cannot be undone, and they earn their credits for it.`}
        cancel="Not yet"
        confirm="Approve referral"
        busyConfirm="Approving..."
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
