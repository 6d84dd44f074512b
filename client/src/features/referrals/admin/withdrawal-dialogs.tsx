import { useId, useState, type FormEvent } from 'react';
import { withdrawalDecisionSchema } from '@referly/domain';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import type { Withdrawal } from '../api/types';
import { buttonClass } from '../../../ui/button';
import { creditsInDollars, formatBsb } from './withdrawal-list';

type DecisionDialogProps = {
  withdrawal: Withdrawal;
  open: boolean;
  busy: boolean;
  onClose: () => void;
};

/** Paying is done at the bank; this records that it was, so the referrer is told and the held credits are spent. */
export function PayDialog({ withdrawal, open, busy, onClose, onConfirm }: DecisionDialogProps & { onConfirm: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      size="sm"
      title="Mark as paid?"
      description={`Confirm that ${creditsInDollars(withdrawal.credits)} was transferred to ${withdrawal.accountName} (BSB ${formatBsb(withdrawal.bsb)}, account ${withdrawal.accountNumber}). This cannot be undone.`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Processing...' : 'Mark as paid'}
          </Button>
        </>
      }
    />
  );
}

/** Declining gives the credits back to the referrer, with the reason they are told. */
export function DeclineDialog({ withdrawal, open, busy, onClose, onConfirm }: DecisionDialogProps & { onConfirm: (reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const check = (text: string) => {
    const parsed = withdrawalDecisionSchema.safeParse({ action: 'declined', reason: text });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    return parsed.success && parsed.data.action === 'declined' ? parsed.data.reason : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const parsed = check(reason);
    if (parsed !== null) onConfirm(parsed);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      size="sm"
      title="Decline withdrawal"
      description={`${withdrawal.referrerName || 'The referrer'} gets their ${withdrawal.credits} credits back and is told why.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
            Reason for declining
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (tried) check(event.target.value);
            }}
            className="focus-ring block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400 aria-invalid:border-rose-500"
            placeholder="e.g. The account name does not match the referrer."
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-rose-700">
              {error}
            </p>
          )}
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <button type="submit" className={buttonClass('danger')} disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Processing...' : 'Decline'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
