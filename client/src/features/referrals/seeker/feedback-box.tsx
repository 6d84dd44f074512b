import { useId, useState, type FormEvent } from 'react';
import { Lock, MessageSquareText } from 'lucide-react';
import clsx from 'clsx';
import { feedbackSchema, referralMessages } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { useGiveFeedback } from '../api/mutations';
import type { Referral } from '../api/types';

const FAILED = 'Failed to update jobseeker feedback.';

/** Spec 001 §2.2: feedback is open once the request is approved (compared case-insensitively), else locked. */
export const feedbackOpen = (referral: Pick<Referral, 'status'>) => referral.status.toLowerCase() === 'approved';

function FeedbackForm({ referralId, onDone }: { referralId: string; onDone: () => void }) {
  const id = useId();
  const give = useGiveFeedback(referralId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse({ feedback: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? referralMessages.feedbackRequired);
      return;
    }
    give.mutate(parsed.data.feedback, {
      onSuccess: () => {
        toast.success(referralMessages.toastFeedbackUpdated);
        // spec 001 §2.2: Submit sends the feedback and clears it
        setText('');
        onDone();
      },
      onError: () => void toast.error(FAILED),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Feedback
        </label>
        <textarea
          id={id}
          rows={4}
          value={text}
          maxLength={1000}
          placeholder="How did the referral go? Did you hear back from the company?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          className={clsx(
            'focus-ring block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400',
            error && 'border-rose-500',
          )}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-rose-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            // spec 001 §2.2: Cancel hides the box and clears the text
            setText('');
            onDone();
          }}
          disabled={give.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={give.isPending} aria-busy={give.isPending || undefined}>
          {give.isPending ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}

/** The seeker's feedback on a request: what they said, and a box to say it once the request is approved. */
export function FeedbackBox({ referral }: { referral: Referral }) {
  const open = feedbackOpen(referral);
  const [writing, setWriting] = useState(true);
  return (
    <section aria-labelledby="feedback-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="feedback-title" className="flex items-center gap-2 text-base font-semibold text-ink">
        <MessageSquareText aria-hidden className="size-4 text-brand" /> Your feedback
      </h2>
      {referral.feedback && (
        <figure className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <figcaption className="text-xs font-medium text-muted">What you said</figcaption>
          <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-ink">{referral.feedback}</blockquote>
        </figure>
      )}
      <div className="mt-3">
        {!open ? (
          <p className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-muted">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            {referralMessages.feedbackLocked}
          </p>
        ) : writing ? (
          <FeedbackForm referralId={referral._id} onDone={() => setWriting(false)} />
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
            {referral.feedback ? 'Update feedback' : 'Write feedback'}
          </Button>
        )}
      </div>
    </section>
  );
}
