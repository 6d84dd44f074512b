import { REVIEW_FEEDBACK_MAX, resumeReviewMessages as messages, reviewFeedbackSchema } from '@referly/domain';
import { FeedbackBox, type FeedbackWords } from '../../../ui/feedback-box';
import { useGiveReviewFeedback } from '../api/mutations';
import type { Review } from '../api/types';

const words: FeedbackWords = {
  schema: reviewFeedbackSchema,
  required: messages.feedbackRequired,
  updated: messages.toastFeedbackUpdated,
  failed: messages.failFeedback,
  locked: messages.feedbackLocked,
  placeholder: 'Was the review useful? What would you like more of?',
  maxLength: REVIEW_FEEDBACK_MAX,
};

/** The seeker's feedback on a review: what they said, and a box to say it once the review is completed. */
export function ReviewFeedbackBox({ review }: { review: Review }) {
  return (
    <FeedbackBox
      requestId={review._id}
      feedback={review.feedback}
      open={review.status.toLowerCase() === 'completed'}
      useGive={useGiveReviewFeedback}
      words={words}
    />
  );
}
