import { useState, type FormEvent } from 'react';
import { Lock, MessageSquareText } from 'lucide-react';
import { toast } from '../lib/toast';
import { Button } from './button';
import { Panel } from './panel';
import { TextAreaField } from './text-area-field';

/** The mutation that sends the seeker's feedback on a request. */
type GiveFeedback = {
  isPending: boolean;
  mutate(feedback: string, callbacks: { onSuccess: () => void; onError: () => void }): void;
};

/** The domain's feedback schema: the text checked, or its first issue's message. */
type FeedbackSchema = {
  safeParse(input: { feedback: string }): { success: true; data: { feedback: string } } | { success: false; error: { issues: readonly { message: string }[] } };
};

/** What a kind of request says and checks about its feedback. */
export type FeedbackWords = {
  schema: FeedbackSchema;
  /** when the schema gives no message of its own */
  required: string;
  updated: string;
  failed: string;
  /** why the box is locked */
  locked: string;
  placeholder: string;
  maxLength: number;
};

type FeedbackFormProps = { requestId: string; useGive: (requestId: string) => GiveFeedback; words: FeedbackWords; onDone: () => void };

function FeedbackForm({ requestId, useGive, words, onDone }: FeedbackFormProps) {
  const give = useGive(requestId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = words.schema.safeParse({ feedback: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? words.required);
      return;
    }
    give.mutate(parsed.data.feedback, {
      onSuccess: () => {
        toast.success(words.updated);
        // spec 001 §2.2: Submit sends the feedback and clears it
        setText('');
        onDone();
      },
      onError: () => void toast.error(words.failed),
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
        placeholder={words.placeholder}
        maxLength={words.maxLength}
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

type FeedbackBoxProps = {
  requestId: string;
  /** what the seeker said before, if anything */
  feedback: string | null | undefined;
  /** whether the request is far enough along for feedback */
  open: boolean;
  /** the kind's feedback mutation hook */
  useGive: (requestId: string) => GiveFeedback;
  words: FeedbackWords;
};

/** The seeker's feedback on a request: what they said, and a box to say it once the request allows it. */
export function FeedbackBox({ requestId, feedback, open, useGive, words }: FeedbackBoxProps) {
  const [writing, setWriting] = useState(true);
  return (
    <Panel title="Your feedback" icon={<MessageSquareText aria-hidden className="size-5" />}>
      {feedback && (
        <figure className="mb-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
          <figcaption className="text-xs font-medium text-muted">What you said</figcaption>
          <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-ink">{feedback}</blockquote>
        </figure>
      )}
      {!open ? (
        <p className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-muted">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {words.locked}
        </p>
      ) : writing ? (
        <FeedbackForm requestId={requestId} useGive={useGive} words={words} onDone={() => setWriting(false)} />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
          {feedback ? 'Update feedback' : 'Write feedback'}
        </Button>
      )}
    </Panel>
  );
}
