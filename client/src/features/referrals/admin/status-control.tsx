import { useState } from 'react';
import { choiceLabels, REFERRAL_CREDITS, referralMessages, rejectionReasonSchema, statusAfter, statusLabels, type StatusChoice } from '@referly/domain';
import { withReason } from '../../../lib/failure';
import { money } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { CheckedReasonDialog, ConfirmDialog } from '../../../ui/decision-dialogs';
import { Panel } from '../../../ui/panel';
import { StatusBadge, statusTone } from '../../../ui/status-badge';
import { StatusSelect } from '../../../ui/status-select';
import { useChangeStatus } from '../api/mutations';
import type { Referral } from '../api/types';
import { adminReferralMessages } from './messages';

const rejectionProblem = (reason: string) => rejectionReasonSchema.safeParse(reason).error?.issues[0]?.message ?? null;

/**
 * Spec 001 §4, the admin's status dropdown: exactly the choices the server allows now (`allowedStatuses`), locked
 * once the request is decided. Rejecting asks for a reason; approving, final too, asks to confirm.
 */
export function StatusControl({ referral }: { referral: Referral }) {
  const change = useChangeStatus('admin', referral.id);
  const [dialog, setDialog] = useState<'reject' | 'approve' | null>(null);
  const choices = referral.allowedStatuses;
  const locked = choices.length === 0;
  const busy = change.isPending;

  const send = (status: StatusChoice, reason?: string) =>
    change.mutate(reason === undefined ? { status } : { status, reason }, {
      onSuccess: () => {
        toast.success(referralMessages.toastStatusUpdatedByAdmin);
        setDialog(null);
      },
      onError: (error) => void toast.error(withReason(adminReferralMessages.failStatus, error)),
    });

  const choose = (choice: StatusChoice) => {
    if (choice === 'rejected') setDialog('reject');
    else if (choice === 'approved') setDialog('approve');
    else send(choice);
  };

  const paid = referral.payment && referral.payment.amountCents > 0 ? money(referral.payment.amountCents, referral.payment.currency) : null;
  return (
    <Panel title="Status" aside={<StatusBadge status={referral.status} />}>
      <StatusSelect
        label="Change status"
        options={choices.map((choice) => ({ value: choice, label: choiceLabels[choice], tone: statusTone(statusAfter(choice)) }))}
        value={null}
        placeholder={locked ? `${statusLabels[referral.status]}: locked` : busy ? 'Updating...' : 'Change status'}
        locked={locked}
        busy={busy}
        onChange={choose}
      />
      <p className="mt-2 text-xs text-muted">
        {referral.dispute?.status === 'open'
          ? 'Held by the open dispute: settle it in the Dispute panel.'
          : locked
            ? 'Approved and rejected requests can no longer be changed.'
            : referral.paymentStatus === 'Unpaid'
              ? 'Not paid yet: it can only be rejected (cancelled).'
              : 'The job seeker and the referrer see the change at once.'}
      </p>

      <CheckedReasonDialog
        open={dialog === 'reject'}
        busy={busy}
        title="Reject Reason"
        description="Tell the job seeker why this request is rejected."
        warning={`Rejection cannot be reversed. ${paid ? `A refund of ${paid} will be processed to the job seeker.` : 'A refund will be processed for any payment made.'}`}
        label="Rejection reason"
        placeholder="e.g. The role has been filled."
        maxLength={1000}
        confirm="Confirm"
        problemOf={rejectionProblem}
        onConfirm={(reason) => send('rejected', reason)}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'approve'}
        busy={busy}
        title="Approve this request?"
        description={`Approval is final: the status can no longer be changed. ${
          referral.referrer?.name
            ? `${referral.referrer.name} earns ${REFERRAL_CREDITS} credits for it.`
            : 'No referrer has taken it, so nobody earns credits for it.'
        }`}
        confirm="Approve"
        onConfirm={() => send('approved')}
        onCancel={() => setDialog(null)}
      />
    </Panel>
  );
}
