import { useId, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormError } from '../../../ui/field';

const REASON_MAX = 1000;

type RejectDialogProps = {
  open: boolean;
  reason: string;
  /** the spec's 'Rejection reason is required.' */
  error: string | null;
  /** the server's words when the last try failed */
  failure: string | null;
  busy: boolean;
  onReasonChange: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Spec 001 §2.3, §4: 'Reject Reason' with a textarea, Cancel and Confirm, and the warning that it is final and refunds the seeker. */
export function RejectDialog({ open, reason, error, failure, busy, onReasonChange, onConfirm, onCancel }: RejectDialogProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Reject Reason"
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
            {busy ? 'Rejecting...' : 'Confirm'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex gap-3 rounded-lg border border-amber-200 bg-pending-soft p-3 text-sm text-ink">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-pending" />
          <p>
            <strong className="font-semibold">This decision cannot be reversed.</strong> The job seeker is told why, and a refund of their payment will be
            processed.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
            Reason for rejection
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={4}
            maxLength={REASON_MAX}
            disabled={busy}
            onChange={(event) => onReasonChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-count`}
            placeholder="For example: the role needs five years of experience with payments systems."
            className="focus-ring block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 aria-invalid:border-rose-500 disabled:bg-slate-100"
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm text-rose-700">
              {error}
            </p>
          ) : (
            <p id={`${id}-count`} className="text-right text-xs text-slate-500 tabular-nums">
              {reason.length}/{REASON_MAX}
            </p>
          )}
        </div>
        <FormError message={failure} />
      </form>
    </Dialog>
  );
}
