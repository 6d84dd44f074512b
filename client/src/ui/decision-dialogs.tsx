import { useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { Button, buttonClass, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { FormError } from './field';
import { TextAreaField } from './text-area-field';

/**
 * A dialog form's foot: Cancel, and the submit button saying what it does, with a spinner and its busy words while the
 * decision is on its way (both disabled then).
 */
export function DialogFormActions({
  busy,
  confirm,
  busyConfirm = 'Processing...',
  variant = 'primary',
  onCancel,
}: {
  busy: boolean;
  confirm: string;
  busyConfirm?: string;
  variant?: ButtonVariant;
  onCancel: () => void;
}) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <button type="submit" className={buttonClass(variant)} disabled={busy} aria-busy={busy || undefined}>
        {busy && <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
        {busy ? busyConfirm : confirm}
      </button>
    </div>
  );
}

/** What a decision will do, in a box above its form: amber with a warning for what cannot be undone, green for a good outcome. */
export function DialogNotice({ tone, children }: { tone: 'warning' | 'approved'; children: ReactNode }) {
  const Icon = tone === 'warning' ? TriangleAlert : CircleCheck;
  return (
    <div
      className={clsx(
        'flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm text-ink',
        tone === 'warning' ? 'border-amber-200 bg-pending-soft' : 'border-emerald-200 bg-approved-soft',
      )}
    >
      <Icon aria-hidden className={clsx('mt-0.5 size-4 shrink-0', tone === 'warning' ? 'text-pending' : 'text-approved')} />
      <p>{children}</p>
    </div>
  );
}

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
        {warning && <DialogNotice tone="warning">{warning}</DialogNotice>}
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
        <DialogFormActions busy={busy} confirm={props.confirm} busyConfirm={props.busyConfirm} variant="danger" onCancel={onCancel} />
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
