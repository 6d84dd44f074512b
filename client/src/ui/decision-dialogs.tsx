import { useState, type FormEvent, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button, buttonClass } from './button';
import { Dialog } from './dialog';
import { FormError } from './field';
import { TextAreaField } from './text-area-field';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  /** the confirm button, and what it says while the decision is sent ('Processing...' unless said) */
  confirm: string;
  busyConfirm?: string;
  cancel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A decision to confirm before it is sent; it cannot be dismissed while it is on its way. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirm,
  busyConfirm = 'Processing...',
  cancel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      dismissible={!busy}
      size="sm"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? busyConfirm : confirm}
          </Button>
        </>
      }
    />
  );
}

type Wording = {
  title: string;
  description?: string;
  /** what cannot be undone, in an amber box above the field */
  warning?: ReactNode;
  label: string;
  placeholder: string;
  /** the confirm button, and what it says while the decision is sent ('Processing...' unless said) */
  confirm: string;
  busyConfirm?: string;
};

type ReasonDialogProps = Wording & {
  open: boolean;
  reason: string;
  /** the spec's message for a reason that will not do */
  error: string | null;
  /** the server's words when the last try failed */
  failure?: string | null;
  busy: boolean;
  maxLength: number;
  rows?: number;
  showCount?: boolean;
  onReasonChange: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A decision that needs a reason (reject, decline): the reason with its rules, Cancel, and a confirm that cannot be undone. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, busy, warning, reason, error, failure = null, onConfirm, onCancel } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()} dismissible={!busy} size="sm" title={props.title} description={props.description}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {warning && (
          <div className="flex gap-2.5 rounded-lg border border-amber-200 bg-pending-soft px-3 py-2.5 text-sm text-ink">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-pending" />
            <p>{warning}</p>
          </div>
        )}
        <TextAreaField
          label={props.label}
          value={reason}
          onChange={props.onReasonChange}
          error={error}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          rows={props.rows}
          disabled={busy}
          showCount={props.showCount}
        />
        <FormError message={failure} />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <button type="submit" className={buttonClass('danger')} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
            {busy ? (props.busyConfirm ?? 'Processing...') : props.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type CheckedReasonDialogProps = Wording & {
  open: boolean;
  busy: boolean;
  maxLength: number;
  rows?: number;
  /** the spec's message for a reason that will not do, else null; a reason that does is sent trimmed */
  problemOf: (reason: string) => string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/**
 * A reason dialog that checks the reason itself: once a confirm was refused, again at each keystroke. It starts empty
 * each time it opens.
 */
export function CheckedReasonDialog({ problemOf, onConfirm, ...props }: CheckedReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    setReason('');
    setError(null);
    setTried(false);
  }

  const change = (text: string) => {
    setReason(text);
    if (tried) setError(problemOf(text));
  };
  const confirm = () => {
    setTried(true);
    const problem = problemOf(reason);
    setError(problem);
    if (problem === null) onConfirm(reason.trim());
  };
  return <ReasonDialog {...props} reason={reason} error={error} onReasonChange={change} onConfirm={confirm} />;
}
