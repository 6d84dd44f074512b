import { useId, useRef, useState, type FormEvent } from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { DISPUTE_FILES_MAX, DISPUTE_TEXT_MAX, disputeFileExtensions, hasExtension, referralMessages } from '@referly/domain';
import { formatDate } from '../../../lib/dates';
import { failureReason } from '../../../lib/failure';
import { megabytes } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { DialogFormActions } from '../../../ui/decision-dialogs';
import { Dialog } from '../../../ui/dialog';
import { DropZone } from '../../../ui/drop-zone';
import { FormError } from '../../../ui/field';
import { TextAreaField } from '../../../ui/text-area-field';
import { useOpenDispute } from '../api/mutations';
import type { Referral } from '../api/types';
import { DisputeNotice } from '../components/dispute-notice';

/** the server's limit on each of a dispute's files (docs/API.md) */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** The same rules as the server's (its bytes are checked there too): at most three PDF, Word, JPG or PNG files of 5 MB. */
const filesProblem = (files: File[]): string | null =>
  files.length > DISPUTE_FILES_MAX || files.some((file) => !hasExtension(file.name, disputeFileExtensions) || file.size > MAX_FILE_BYTES)
    ? referralMessages.disputeFiles
    : null;

/** Up to three files to back the dispute: pick or drop them, see each one's name and size, remove any. */
function EvidenceFiles({ files, onChange, error, disabled }: { files: File[]; onChange: (files: File[]) => void; error: string | null; disabled: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const add = (more: FileList | null) => {
    if (more) onChange([...files, ...Array.from(more)]);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Files <span className="font-normal text-muted">(optional)</span>
      </label>
      <DropZone onFiles={add} error={Boolean(error)}>
        <p className="flex flex-1 items-center gap-3 text-sm text-muted">
          <UploadCloud aria-hidden className="size-5 shrink-0 text-slate-400" />
          Screenshots or documents: up to {DISPUTE_FILES_MAX} PDF, Word, JPG or PNG files, 5 MB each
        </p>
        <button
          type="button"
          disabled={disabled || files.length >= DISPUTE_FILES_MAX}
          onClick={() => input.current?.click()}
          className="focus-ring shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50 disabled:opacity-50"
        >
          Choose files
        </button>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          className="sr-only"
          accept={disputeFileExtensions.map((extension) => `.${extension}`).join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => add(event.target.files)}
        />
      </DropZone>
      {files.length > 0 && (
        <ul aria-label="Files to send" className="flex flex-col gap-2">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex min-w-0 items-center gap-3 rounded-lg border border-slate-200 px-3 py-2">
              <FileText aria-hidden className="size-5 shrink-0 text-brand" />
              <span className="min-w-0 flex-1 truncate text-sm text-ink">
                {file.name} <span className="text-muted tabular-nums">· {megabytes(file.size)}</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                className="focus-ring grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
                aria-label={`Remove ${file.name}`}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The seeker tells us what went wrong, with files if they have them; the server's refusal is shown where it belongs. */
function DisputeDialog({ referral, open, onClose }: { referral: Referral; open: boolean; onClose: () => void }) {
  const openDispute = useOpenDispute(referral._id);
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ reason: string | null; files: string | null; failure: string | null }>({ reason: null, files: null, failure: null });
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setReason('');
    setFiles([]);
    setErrors({ reason: null, files: null, failure: null });
  }
  const busy = openDispute.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = { reason: reason.trim() === '' ? referralMessages.disputeReasonRequired : null, files: filesProblem(files), failure: null };
    setErrors(checked);
    if (checked.reason || checked.files) return;
    const form = new FormData();
    form.append('reason', reason.trim());
    files.forEach((file, i) => form.append(`file${i + 1}`, file));
    openDispute.mutate(form, {
      onSuccess: (answer) => {
        toast.success(answer.message || referralMessages.toastDisputeOpened);
        onClose();
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : undefined;
        if (fields?.reason) setErrors({ reason: fields.reason, files: null, failure: null });
        else if (error instanceof ApiError && error.status === 415) setErrors({ reason: null, files: error.message, failure: null });
        else setErrors({ reason: null, files: null, failure: failureReason(error) });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      dismissible={!busy}
      title="Open a dispute"
      description="Tell our team what went wrong. They may ask you or your referrer in the chat, then refund you or approve the referral. While the dispute is open, the request is not approved automatically."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          label="What went wrong?"
          value={reason}
          onChange={(value) => {
            setReason(value);
            if (errors.reason) setErrors({ ...errors, reason: value.trim() === '' ? referralMessages.disputeReasonRequired : null });
          }}
          error={errors.reason}
          placeholder="For example: I was told I was referred, but the company has no record of it."
          maxLength={DISPUTE_TEXT_MAX}
          rows={5}
          disabled={busy}
          showCount
        />
        <EvidenceFiles
          files={files}
          disabled={busy}
          error={errors.files}
          onChange={(next) => {
            setFiles(next);
            setErrors({ ...errors, files: filesProblem(next) });
          }}
        />
        <FormError message={errors.failure} />
        <DialogFormActions busy={busy} confirm="Open dispute" busyConfirm="Sending..." onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/**
 * Issue 17: a completed or approved request may be disputed within app config's window (the server says until when);
 * once disputed, where the dispute stands. Shows nothing for any other request.
 */
export function DisputeReferral({ referral }: { referral: Referral }) {
  const [opening, setOpening] = useState(false);
  if (referral.dispute) return <DisputeNotice dispute={referral.dispute} viewer="seeker" />;
  if (!referral.disputeUntil) return null;
  return (
    <section aria-labelledby="dispute-offer" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="dispute-offer" className="font-semibold text-ink">
          Something went wrong?
        </h2>
        <p className="mt-1 text-muted">
          If you were not referred as promised, open a dispute by {formatDate(referral.disputeUntil)} and our team will look into it.
        </p>
      </div>
      <Button variant="secondary" onClick={() => setOpening(true)} className="shrink-0">
        Open a dispute
      </Button>
      <DisputeDialog referral={referral} open={opening} onClose={() => setOpening(false)} />
    </section>
  );
}
