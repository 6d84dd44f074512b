import { useId, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { rejectionReasonSchema } from '@referly/domain';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { buttonClass } from '../../../ui/button';

type RejectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** what the seeker paid, to say what will be refunded; null when nothing was paid */
  refundText: string | null;
  onConfirm: (reason: string) => void;
};

/** Spec 001 §4: rejecting needs a reason; the dialog warns that it cannot be reversed and that a refund follows. */
export function RejectDialog({ open, onOpenChange, busy, refundText, onConfirm }: RejectDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  const check = (text: string) => {
    const parsed = rejectionReasonSchema.safeParse(text);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    return parsed.success ? parsed.data : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const parsed = check(reason);
    if (parsed !== null) onConfirm(parsed);
  };

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setReason('');
      setError(null);
      setTried(false);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen} title="Reject Reason" size="sm" description="Tell the job seeker why this request is rejected.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            Rejection cannot be reversed.{' '}
            {refundText ? `A refund of ${refundText} will be processed to the job seeker.` : 'A refund will be processed for any payment made.'}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
            Rejection reason
          </label>
          <textarea
            id={`${id}-reason`}
            rows={4}
            maxLength={1000}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (tried) check(event.target.value);
            }}
            className="focus-ring block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-400 aria-invalid:border-rose-500"
            placeholder="e.g. The role has been filled."
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-rose-700">
              {error}
            </p>
          )}
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => changeOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <button type="submit" className={buttonClass('danger')} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
            {busy ? 'Processing...' : 'Confirm'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
