import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { CAREER_ADVICE_NOTE_MAX, careerAdviceRequestSchema, resumeReviewMessages as messages } from '@referly/domain';
import { formatDate } from '../../../lib/dates';
import { serverMessage } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Panel } from '../../../ui/panel';
import { TextAreaField } from '../../../ui/text-area-field';
import { useRequestCareerAdvice } from '../api/mutations';
import type { Review } from '../api/types';
import { MeetingCard } from '../components/meeting';

const BOOK = 'Book a career advice session';

/** Career advice on a review: ask for a session (with a note), then see when and where it is once our team sets it. */
export function CareerAdviceBox({ review }: { review: Review }) {
  const request = useRequestCareerAdvice(review._id);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const advice = review.careerAdvice;

  const send = () => {
    const parsed = careerAdviceRequestSchema.safeParse({ note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.careerAdviceNoteTooLong);
      return;
    }
    request.mutate(parsed.data.note, {
      onSuccess: () => {
        toast.success(messages.toastCareerAdviceRequested);
        setOpen(false);
        setNote('');
      },
      onError: (failure) => setError(serverMessage(failure) ?? messages.failUpdate),
    });
  };

  const description = advice?.meeting
    ? 'Your session with a career consultant is set.'
    : advice
      ? `You asked on ${formatDate(advice.requestedAt)}. We will set a time and send you the link here and by e-mail.`
      : 'Talk your next move through with a career consultant, one to one.';

  return (
    <Panel title="Career Advice" icon={<CalendarPlus aria-hidden className="size-5" />} description={description}>
      <div className="flex flex-col gap-3">
        {advice?.meeting && <MeetingCard meeting={advice.meeting} />}
        {advice?.note && <p className="text-sm break-words text-muted">Your note: “{advice.note}”</p>}
        {review.canRequestCareerAdvice && (
          <Button variant={advice ? 'secondary' : 'primary'} size="sm" className="w-fit" onClick={() => setOpen(true)}>
            <CalendarPlus aria-hidden className="size-4" /> {BOOK}
          </Button>
        )}
        {!advice && !review.canRequestCareerAdvice && review.paymentStatus === 'Unpaid' && (
          <p className="text-sm text-muted">You can book a session once the review is paid.</p>
        )}
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => !request.isPending && setOpen(next)}
        title={BOOK}
        description="Tell us what you would like to talk about, if you like. We will set a time and send you the link."
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={request.isPending}>
              Cancel
            </Button>
            <Button onClick={send} disabled={request.isPending} aria-busy={request.isPending || undefined}>
              {request.isPending ? 'Processing...' : 'Request session'}
            </Button>
          </>
        }
      >
        <TextAreaField
          label="Note (optional)"
          value={note}
          onChange={(value) => {
            setNote(value);
            setError(null);
          }}
          error={error}
          placeholder="e.g. Moving from retail into project management"
          maxLength={CAREER_ADVICE_NOTE_MAX}
        />
      </Dialog>
    </Panel>
  );
}
