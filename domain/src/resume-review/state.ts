import type { AiReviewStage, ResumeReviewStatus } from './constants.ts';
import type { CareerAdviceMeeting, ResumeReviewEvent } from './events.ts';

/** Where the newest AI attempt is: none before payment, queued (again after a failed try), a stage, done or failed. */
export type AiAttemptStage = 'none' | 'queued' | AiReviewStage | 'done' | 'failed';

export type AiAttempt = {
  /** 0 before the first attempt */
  attempt: number;
  stage: AiAttemptStage;
  /** the last failed try's error, while the attempt is tried again or after it failed for good */
  lastError: string | null;
};

/** What the decider knows of one review. */
export type ResumeReview = {
  exists: boolean;
  reviewId: string;
  seekerId: string;
  status: ResumeReviewStatus;
  paid: boolean;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** the intents whose reported success did not match what was asked for, each recorded once */
  mismatchedPaymentIntentIds: string[];
  ai: AiAttempt;
  /** the file id of the newest reviewed resume an admin uploaded */
  reviewedResumeId: string | null;
  consultantFeedback: string | null;
  feedback: string | null;
  /** the newest career advice session asked for, and its meeting once set */
  careerAdvice: { meeting: CareerAdviceMeeting | null } | null;
  /** issue 17: paid and pending since (its payment, the last reminder, its return to pending); null once completed */
  waitingSince: string | null;
};

export const initialResumeReview = (): ResumeReview => ({
  exists: false,
  reviewId: '',
  seekerId: '',
  status: 'pending',
  paid: false,
  paymentIntentId: '',
  amountCents: 0,
  currency: '',
  mismatchedPaymentIntentIds: [],
  ai: { attempt: 0, stage: 'none', lastError: null },
  reviewedResumeId: null,
  consultantFeedback: null,
  feedback: null,
  careerAdvice: null,
  waitingSince: null,
});

/** A paid review left pending waits from this moment on (the team did something on it); a completed one waits no more. */
const waitingAfter = (state: ResumeReview, status: ResumeReviewStatus, at: string): string | null => (state.paid && status === 'pending' ? at : null);

export const evolveResumeReview = (state: ResumeReview, event: ResumeReviewEvent): ResumeReview => {
  switch (event.type) {
    case 'ResumeReviewRequested': {
      const { reviewId, seekerId, paymentIntentId, amountCents, currency } = event.data;
      return { ...initialResumeReview(), exists: true, reviewId, seekerId, paymentIntentId, amountCents, currency };
    }
    case 'ResumeReviewPaid':
      return { ...state, paid: true, waitingSince: state.status === 'pending' ? event.data.at : null };
    case 'ResumeReviewPaymentMismatched':
      return { ...state, mismatchedPaymentIntentIds: [...state.mismatchedPaymentIntentIds, event.data.paymentIntentId] };
    case 'AiReviewQueued':
      return { ...state, ai: { attempt: event.data.attempt, stage: 'queued', lastError: null } };
    case 'AiReviewStageReached':
      return { ...state, ai: { ...state.ai, stage: event.data.stage } };
    case 'AiReviewCompleted':
      return { ...state, ai: { ...state.ai, stage: 'done', lastError: null } };
    case 'AiReviewFailed':
      return { ...state, ai: { ...state.ai, stage: event.data.willRetry ? 'queued' : 'failed', lastError: event.data.error } };
    case 'ConsultantReviewSaved':
      return {
        ...state,
        status: event.data.status,
        reviewedResumeId: event.data.reviewedResume?.fileId ?? state.reviewedResumeId,
        consultantFeedback: event.data.feedback,
        waitingSince: waitingAfter(state, event.data.status, event.data.at),
      };
    case 'ResumeReviewStatusChanged':
      return { ...state, status: event.data.to, waitingSince: waitingAfter(state, event.data.to, event.data.at) };
    case 'ResumeReviewOverdueReminded':
      return { ...state, waitingSince: event.data.at };
    case 'ResumeReviewFeedbackGiven':
      return { ...state, feedback: event.data.feedback };
    case 'CareerAdviceRequested':
      return { ...state, careerAdvice: { meeting: null } };
    case 'CareerAdviceMeetingScheduled': {
      const { link, date, time } = event.data;
      return { ...state, careerAdvice: { meeting: { link, date, time } } };
    }
    // a declined card changes nothing the decisions read
    case 'ResumeReviewPaymentFailed':
      return state;
  }
};
