import { withdrawalDecisionSchema } from '@referly/domain';
import { CheckedReasonDialog, ConfirmDialog } from '../../../ui/decision-dialogs';
import type { Withdrawal } from '../api/types';
import { creditsWorth } from '../components/credits-worth';
import { formatBsb } from './withdrawal-list';

type DecisionDialogProps = {
  withdrawal: Withdrawal;
  open: boolean;
  busy: boolean;
  onClose: () => void;
};

/** Paying is done at the bank; this records that it was, so the referrer is told and the held credits are spent. */
export function PayDialog({ withdrawal, open, busy, onClose, onConfirm }: DecisionDialogProps & { onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title="Mark as paid?"
      description={`Confirm that ${creditsWorth(withdrawal.credits, withdrawal.currency)} was transferred to ${withdrawal.accountName} (BSB ${formatBsb(withdrawal.bsb)}, account ${withdrawal.accountNumber}). This cannot be undone.`}
      confirm="Mark as paid"
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}

const declineProblem = (reason: string) => withdrawalDecisionSchema.safeParse({ action: 'declined', reason }).error?.issues[0]?.message ?? null;

/** Declining gives the credits back to the referrer, with the reason they are told. */
export function DeclineDialog({ withdrawal, open, busy, onClose, onConfirm }: DecisionDialogProps & { onConfirm: (reason: string) => void }) {
  return (
    <CheckedReasonDialog
      open={open}
      busy={busy}
      title="Decline withdrawal"
      description={`${withdrawal.referrerName || 'The referrer'} gets their ${withdrawal.credits} credits back and is told why.`}
      label="Reason for declining"
      placeholder="e.g. The account name does not match the referrer."
      maxLength={500}
      rows={3}
      confirm="Decline"
      problemOf={declineProblem}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
