import { useState, type FormEvent } from 'react';
import { Lock, MessageSquareText } from 'lucide-react';
import { REVIEW_FEEDBACK_MAX, resumeReviewMessages as messages, reviewFeedbackSchema } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { TextAreaField } from '../../../ui/text-area-field';
import { useGiveReviewFeedback } from '../api/mutations';
import type { Review } from '../api/types';

function FeedbackForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const give = useGiveReviewFeedback(reviewId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewFeedbackSchema.safeParse({ feedback: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.feedbackRequired);
      return;
    }
    give.mutate(parsed.data.feedback, {
      onSuccess: () => {
        toast.success(messages.toastFeedbackUpdated);
        // spec 001 §2.2: Submit sends the feedback and clears it
        setText('');
        onDone();
      },
      onError: () => void toast.error(messages.failFeedback),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label="Feedback"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        placeholder="Was the review useful? What would you like more of?"
        maxLength={REVIEW_FEEDBACK_MAX}
      />
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

/** The seeker's feedback on a review: what they said, and a box to say it once the review is completed. */
export function ReviewFeedbackBox({ review }: { review: Review }) {
  const open = review.status.toLowerCase() === 'completed';
  const [writing, setWriting] = useState(true);
  return (
    <Panel title="Your feedback" icon={<MessageSquareText aria-hidden className="size-5" />}>
      {review.feedback && (
        <figure className="mb-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <figcaption className="text-xs font-medium text-muted">What you said</figcaption>
          <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-ink">{review.feedback}</blockquote>
        </figure>
      )}
      {!open ? (
        <p className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-muted">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {messages.feedbackLocked}
        </p>
      ) : writing ? (
        <FeedbackForm reviewId={review._id} onDone={() => setWriting(false)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
          {review.feedback ? 'Update feedback' : 'Write feedback'}
        </Button>
      )}
    </Panel>
  );
}
