import { useState } from 'react';
import { Select } from 'radix-ui';
import { ChevronDown, Lock } from 'lucide-react';
import clsx from 'clsx';
import { choiceLabels, REFERRAL_CREDITS, referralMessages, statusAfter, statusLabels, type StatusChoice } from '@referly/domain';
import { money } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { StatusBadge, statusTone } from '../../../ui/status-badge';
import { useChangeStatus } from '../api/mutations';
import type { Referral } from '../api/types';
import { adminReferralMessages } from './messages';
import { withReason } from '../../../lib/failure';
import { RejectDialog } from './reject-dialog';

const dots = {
  pending: 'bg-amber-500',
  progress: 'bg-sky-500',
  approved: 'bg-emerald-500',
  rejected: 'bg-rose-500',
  brand: 'bg-brand',
  neutral: 'bg-slate-400',
};

/**
 * Spec 001 §4, the admin's status dropdown: exactly the choices the server allows now (`allowedStatuses`), locked
 * once the request is decided. Rejecting asks for a reason; approving, final too, asks to confirm.
 */
export function StatusControl({ referral }: { referral: Referral }) {
  const change = useChangeStatus('admin', referral.id);
  const [dialog, setDialog] = useState<'reject' | 'approve' | null>(null);
  const choices = referral.allowedStatuses;
  const locked = choices.length === 0;

  const send = (status: StatusChoice, reason?: string) =>
    change.mutate(reason === undefined ? { status } : { status, reason }, {
      onSuccess: () => {
        toast.success(referralMessages.toastStatusUpdatedByAdmin);
        setDialog(null);
      },
      onError: (error) => void toast.error(withReason(adminReferralMessages.failStatus, error)),
    });

  const choose = (value: string) => {
    const choice = choices.find((c) => c === value);
    if (!choice) return;
    if (choice === 'rejected') setDialog('reject');
    else if (choice === 'approved') setDialog('approve');
    else send(choice);
  };

  return (
    <section aria-labelledby="status-control-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id="status-control-title" className="text-base font-semibold text-ink">
          Status
        </h2>
        <StatusBadge status={referral.status} />
      </div>
      <div className="mt-4">
        <Select.Root value="" onValueChange={choose} disabled={locked || change.isPending}>
          <Select.Trigger
            aria-label="Change status"
            className="focus-ring inline-flex h-10 w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 data-[placeholder]:text-slate-600"
          >
            <Select.Value placeholder={locked ? `${statusLabels[referral.status]}: locked` : change.isPending ? 'Updating...' : 'Change status'} />
            {change.isPending ? (
              <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-slate-200 border-t-brand" />
            ) : (
              <Select.Icon>
                {locked ? <Lock aria-hidden className="size-4 text-slate-400" /> : <ChevronDown aria-hidden className="size-4 text-slate-500" />}
              </Select.Icon>
            )}
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={6}
              className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              <Select.Viewport>
                {choices.map((choice) => (
                  <Select.Item
                    key={choice}
                    value={choice}
                    className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-ink outline-none select-none data-[highlighted]:bg-slate-100"
                  >
                    <span aria-hidden className={clsx('size-2 rounded-full', dots[statusTone(statusAfter(choice))])} />
                    <Select.ItemText>{choiceLabels[choice]}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
        <p className="mt-2 text-xs text-muted">
          {locked
            ? 'Approved and rejected requests can no longer be changed.'
            : referral.paymentStatus === 'Unpaid'
              ? 'Not paid yet: it can only be rejected (cancelled).'
              : 'The job seeker and the referrer see the change at once.'}
        </p>
      </div>

      <RejectDialog
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        busy={change.isPending}
        refundText={referral.payment && referral.payment.amountCents > 0 ? money(referral.payment.amountCents) : null}
        onConfirm={(reason) => send('rejected', reason)}
      />
      <Dialog
        open={dialog === 'approve'}
        onOpenChange={(open) => !change.isPending && setDialog(open ? 'approve' : null)}
        size="sm"
        title="Approve this request?"
        description={`Approval is final: the status can no longer be changed. ${
          referral.referrer?.name
            ? `${referral.referrer.name} earns ${REFERRAL_CREDITS} credits for it.`
            : 'No referrer has taken it, so nobody earns credits for it.'
        }`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog(null)} disabled={change.isPending}>
              Cancel
            </Button>
            <Button onClick={() => send('approved')} disabled={change.isPending} aria-busy={change.isPending || undefined}>
              {change.isPending ? 'Processing...' : 'Approve'}
            </Button>
          </>
        }
      />
    </section>
  );
}
