import { useId, useState, type FormEvent } from 'react';
import { FileCheck2 } from 'lucide-react';
import {
  CONSULTANT_FEEDBACK_MAX,
  resumeReviewMessages as messages,
  resumeReviewStatusLabels,
  resumeReviewStatuses,
  reviewFileExtensions,
  reviewFileProblem,
  type ResumeReviewStatus,
} from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { reasonOr } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { inputClass } from '../../../ui/field';
import { FileInput } from '../../../ui/file-input';
import { Panel } from '../../../ui/panel';
import { TextAreaField } from '../../../ui/text-area-field';
import { useSaveConsultantReview } from '../api/mutations';
import type { Review } from '../api/types';

type Errors = Partial<Record<'resume' | 'feedback' | 'status', string>>;

/**
 * Spec 001 §2.4's Consultant-Review: upload a reviewed resume, feedback (at most 300 characters, counted), the status
 * (pending or completed), Save. Without a file or feedback, Save changes the status alone.
 */
export function ConsultantForm({ review }: { review: Review }) {
  const save = useSaveConsultantReview(review._id);
  const statusId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [feedback, setFeedback] = useState('');
  const [status, setStatus] = useState<ResumeReviewStatus>('completed');
  const [errors, setErrors] = useState<Errors>({});
  const savedBefore = review.review.consultantReviewedResume !== null;
  const paid = review.paymentStatus === 'Paid';

  const problemsOf = (): Errors => {
    const text = feedback.trim();
    if (file === null && text === '') return status === review.status ? { status: messages.sameStatus } : {};
    return {
      resume: file ? (reviewFileProblem(file, true) ?? undefined) : savedBefore ? undefined : messages.reviewedResumeRequired,
      feedback: text === '' ? messages.consultantFeedbackRequired : text.length > CONSULTANT_FEEDBACK_MAX ? messages.consultantFeedbackTooLong : undefined,
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = problemsOf();
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    const text = feedback.trim();
    const input = file === null && text === '' ? { status } : { status, feedback: text, reviewedResume: file };
    save.mutate(input, {
      onSuccess: () => {
        toast.success(messages.toastUpdated);
        setFile(null);
        setFeedback('');
        setErrors({});
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : undefined;
        if (fields && Object.keys(fields).length > 0) setErrors({ resume: fields.resume, feedback: fields.feedback, status: fields.status });
        else toast.error(reasonOr(error, messages.failUpdate));
      },
    });
  };

  return (
    <Panel
      icon={<FileCheck2 aria-hidden className="size-5" />}
      title="Consultant-Review"
      description={paid ? 'Upload the reviewed resume and your feedback. Saving tells the job seeker at once.' : 'Open once the job seeker has paid.'}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FileInput
          label="Reviewed resume"
          required={!savedBefore}
          accept={reviewFileExtensions}
          file={file}
          onChange={(next) => {
            setFile(next);
            setErrors((current) => ({ ...current, resume: next ? (reviewFileProblem(next, true) ?? undefined) : undefined }));
          }}
          error={errors.resume}
          hint={savedBefore ? 'Leave empty to keep the reviewed resume saved before.' : undefined}
        />
        <TextAreaField
          label="Feedback"
          value={feedback}
          onChange={(value) => {
            setFeedback(value);
            setErrors((current) => ({ ...current, feedback: undefined, status: undefined }));
          }}
          error={errors.feedback ?? null}
          placeholder="What you changed and what the job seeker should do next."
          maxLength={CONSULTANT_FEEDBACK_MAX}
          showCount
          disabled={!paid}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={statusId} className="text-sm font-medium text-ink">
            Status
          </label>
          <select
            id={statusId}
            value={status}
            disabled={!paid}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={errors.status ? `${statusId}-error` : undefined}
            onChange={(event) => {
              setStatus(event.target.value === 'pending' ? 'pending' : 'completed');
              setErrors((current) => ({ ...current, status: undefined }));
            }}
            className={inputClass}
          >
            {resumeReviewStatuses.map((value) => (
              <option key={value} value={value}>
                {resumeReviewStatusLabels[value]}
              </option>
            ))}
          </select>
          {errors.status && (
            <p id={`${statusId}-error`} className="text-sm text-rose-700">
              {errors.status}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full sm:w-fit" disabled={!paid || save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Panel>
  );
}
