import type { FileRef } from '../shared/files.ts';
import type { AiReviewStage, ResumeReviewActor, ResumeReviewStatus } from './constants.ts';
import type { AiReviewResult, CareerAdviceMeeting, ResumeReviewCharge, ResumeReviewRequestDetails } from './events.ts';

/**
 * Commands on one review's stream. The seeker's and the admins' carry who acts; the payment's and the AI worker's are
 * the system's. `today` is the day of the command's clock reading, YYYY-MM-DD, where the product runs.
 */
export type ResumeReviewCommand =
  | { type: 'RequestResumeReview'; reviewId: string; seekerId: string; details: ResumeReviewRequestDetails; charge: ResumeReviewCharge; now: string }
  | { type: 'MarkPaid'; paymentIntentId: string; amountCents: number; currency: string; now: string }
  | { type: 'RecordPaymentFailure'; paymentIntentId: string; message: string; now: string }
  | { type: 'RecordAiStage'; attempt: number; stage: AiReviewStage; now: string }
  | { type: 'CompleteAiReview'; attempt: number; result: AiReviewResult; now: string }
  | { type: 'FailAiReview'; attempt: number; error: string; willRetry: boolean; now: string }
  | { type: 'ReinitiateAiReview'; actor: ResumeReviewActor; now: string }
  /** `status` null: saving the review completes the request */
  | { type: 'SaveConsultantReview'; actor: ResumeReviewActor; reviewedResume: FileRef | null; feedback: string; status: ResumeReviewStatus | null; now: string }
  | { type: 'ChangeStatus'; actor: ResumeReviewActor; status: ResumeReviewStatus; now: string }
  | { type: 'GiveFeedback'; actor: ResumeReviewActor; feedback: string; now: string }
  | { type: 'RequestCareerAdvice'; actor: ResumeReviewActor; note: string | null; today: string; now: string }
  | { type: 'ScheduleCareerAdviceMeeting'; actor: ResumeReviewActor; meeting: CareerAdviceMeeting; today: string; now: string }
  /** issue 17: the overdue timer's reminder, for the wait that began at `waitingSince` (moot once it moved on) */
  | { type: 'RemindOverdueReview'; waitingSince: string; afterHours: number; now: string };
