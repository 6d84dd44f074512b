import { resumeReviewStatuses, type AiReviewState, type ResumeReviewActorRole, type ResumeReviewStatus, type ResumeReviewTab } from './constants.ts';
import type { AiAttemptStage, ResumeReview } from './state.ts';

// Who may do what to a review, one rule for the server's decider and the screens that offer it.

/** Whether an AI attempt is under way: queued, reading or reviewing. */
export const isAiRunning = (stage: AiAttemptStage): boolean => stage === 'queued' || stage === 'reading' || stage === 'reviewing';

/** The AI review's progress as the screens show it: 'waiting' until the review is paid and its first attempt queued. */
export const aiStateOf = (stage: AiAttemptStage): AiReviewState => (stage === 'none' ? 'waiting' : stage);

/** An admin sets a paid review's status to the other one (spec 001 §4); the seeker sets none. */
export const allowedReviewStatuses = (role: ResumeReviewActorRole, facts: Pick<ResumeReview, 'paid' | 'status'>): ResumeReviewStatus[] =>
  role === 'admin' && facts.paid ? resumeReviewStatuses.filter((status) => status !== facts.status) : [];

/** An admin may reinitiate the AI review of a paid review once no attempt is under way. */
export const canReinitiateAi = (facts: Pick<ResumeReview, 'paid'> & { ai: { stage: AiAttemptStage } }): boolean => facts.paid && !isAiRunning(facts.ai.stage);

/** A session asked for is open until the day of its meeting has passed. */
export const careerAdviceOpen = (careerAdvice: ResumeReview['careerAdvice'], today: string): boolean =>
  careerAdvice !== null && (careerAdvice.meeting === null || careerAdvice.meeting.date >= today);

/** The seeker may ask for a career advice session on a paid review, one at a time. */
export const canRequestCareerAdvice = (facts: Pick<ResumeReview, 'paid' | 'careerAdvice'>, today: string): boolean =>
  facts.paid && !careerAdviceOpen(facts.careerAdvice, today);

/** The statuses a list tab shows; null for all. */
export const statusesOfReviewTab = (tab: ResumeReviewTab): readonly ResumeReviewStatus[] | null => (tab === 'all' ? null : [tab]);
