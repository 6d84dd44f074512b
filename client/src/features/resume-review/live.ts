import type { QueryKey } from '@tanstack/react-query';
import type { ResumeReviewEventType } from '@referly/domain';
import type { LiveHandlers } from '../../lib/socket';
import { reviewKeys } from './api/keys';

// docs/API.md, live push: what each of a review's events changes on the screens that show it
const everything: readonly QueryKey[] = [reviewKeys.all];
/** a stage of the AI review moves the progress on the details and the admin list's AI column, no count */
const aiProgress: readonly QueryKey[] = [reviewKeys.details('seeker'), reviewKeys.details('admin'), reviewKeys.lists('admin')];

const changes = {
  ResumeReviewRequested: everything,
  ResumeReviewPaid: everything,
  ResumeReviewPaymentFailed: everything,
  ResumeReviewPaymentMismatched: everything,
  AiReviewQueued: aiProgress,
  AiReviewStageReached: aiProgress,
  AiReviewCompleted: aiProgress,
  AiReviewFailed: aiProgress,
  ConsultantReviewSaved: everything,
  ResumeReviewStatusChanged: everything,
  ResumeReviewFeedbackGiven: everything,
  CareerAdviceRequested: everything,
  CareerAdviceMeetingScheduled: everything,
  ResumeReviewOverdueReminded: everything,
} satisfies Record<ResumeReviewEventType, readonly QueryKey[]>;

/** Open lists, details and the career advice table follow the reviews, the AI review's progress included, without a reload. */
export const resumeReviewLive: LiveHandlers = { invalidates: changes };
