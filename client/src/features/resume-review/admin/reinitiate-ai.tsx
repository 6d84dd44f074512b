import { useState } from 'react';
import { RotateCw } from 'lucide-react';
import { resumeReviewMessages as messages } from '@referly/domain';
import { reasonOr } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/decision-dialogs';
import { useReinitiateAiReview } from '../api/mutations';
import type { Review } from '../api/types';

/** Spec 001 §2.4's 'Reinitiate AI Review', wired: confirmed first, and not offered while an attempt runs or before payment. */
export function ReinitiateAi({ review }: { review: Review }) {
  const reinitiate = useReinitiateAiReview(review._id);
  const [asking, setAsking] = useState(false);
  const running = review.ai.state === 'queued' || review.ai.state === 'reading' || review.ai.state === 'reviewing';
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setAsking(true)}
        disabled={!review.canReinitiateAi || reinitiate.isPending}
        title={running ? 'An AI review is running' : review.paymentStatus === 'Unpaid' ? 'The review is not paid yet' : undefined}
      >
        <RotateCw aria-hidden className="size-4" /> Reinitiate AI Review
      </Button>
      <ConfirmDialog
        open={asking}
        title="Reinitiate AI Review"
        description="The AI reviews the resume and cover letter again. The current result stays in the review's history, and the job seeker sees the new one live."
        confirm="Reinitiate"
        busy={reinitiate.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          reinitiate.mutate(undefined, {
            onSuccess: () => {
              toast.success(messages.toastReinitiated);
              setAsking(false);
            },
            onError: (error) => {
              toast.error(reasonOr(error, messages.failUpdate));
              setAsking(false);
            },
          })
        }
      />
    </>
  );
}
