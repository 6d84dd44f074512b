import { feedbackSchema, referralMessages } from '@referly/domain';
import { FeedbackBox as SeekerFeedback, type FeedbackWords } from '../../../ui/feedback-box';
import { useGiveFeedback } from '../api/mutations';
import type { Referral } from '../api/types';

const words: FeedbackWords = {
  schema: feedbackSchema,
  required: referralMessages.feedbackRequired,
  updated: referralMessages.toastFeedbackUpdated,
  failed: 'Failed to update jobseeker feedback.',
  locked: referralMessages.feedbackLocked,
  placeholder: 'How did the referral go? Did you hear back from the company?',
  maxLength: 1000,
};

/** Spec 001 §2.2: feedback is open once the request is approved (compared case-insensitively), else locked. */
export const feedbackOpen = (referral: Pick<Referral, 'status'>) => referral.status.toLowerCase() === 'approved';

/** The seeker's feedback on a request: what they said, and a box to say it once the request is approved. */
export function FeedbackBox({ referral }: { referral: Referral }) {
  return <SeekerFeedback requestId={referral._id} feedback={referral.feedback} open={feedbackOpen(referral)} useGive={useGiveFeedback} words={words} />;
}
