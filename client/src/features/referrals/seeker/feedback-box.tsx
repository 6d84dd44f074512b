import { useState, type FormEvent } from 'react';
import { Lock, MessageSquareText } from 'lucide-react';
import { feedbackSchema, referralMessages } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { TextAreaField } from '../../../ui/text-area-field';
import { useGiveFeedback } from '../api/mutations';
import type { Referral } from '../api/types';

const FAILED = 'Failed to update jobseeker feedback.';

/** Spec 001 §2.2: feedback is open once the request is approved (compared case-insensitively), else locked. */
export const feedbackOpen = (referral: Pick<Referral, 'status'>) => referral.status.toLowerCase() === 'approved';

function FeedbackForm({ referralId, onDone }: { referralId: string; onDone: () => void }) {
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
      <TextAreaField
        label="Feedback"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
        placeholder="How did the referral go? Did you hear back from the company?"
        maxLength={1000}
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

/** The seeker's feedback on a request: what they said, and a box to say it once the request is approved. */
export function FeedbackBox({ referral }: { referral: Referral }) {
  const open = feedbackOpen(referral);
  const [writing, setWriting] = useState(true);
  return (
    <Panel title="Your feedback" icon={<MessageSquareText aria-hidden className="size-5" />}>
      {referral.feedback && (
        <figure className="mb-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <figcaption className="text-xs font-medium text-muted">What you said</figcaption>
          <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-ink">{referral.feedback}</blockquote>
        </figure>
      )}
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
    </Panel>
  );
}
