import {
  resumeReviewStatusLabels,
  type AiReviewOutcome,
  type AiReviewView,
  type CareerAdviceView,
  type FileRef,
  type ResumeReviewEvent,
  type ResumeReviewStatus,
  type ReviewTimelineEntry,
  type SeekerDetails,
} from '@referly/domain';
import { COUNTERS } from '../accounts/users.projection.ts';
import { documentProjection } from '../document-projection.ts';
import { paymentFailed, paymentMismatched, paymentReceived } from '../request-payment.ts';

export const RESUME_REVIEWS = 'resumeReviews';

/** The consultant's review as the log last saved it: the newest reviewed resume (kept when a save sent none) and feedback. */
export type ConsultantReviewDoc = { reviewedResume: FileRef | null; feedback: string; name: string; at: string };

export type ResumeReviewDoc = {
  _id: string;
  /** 1-based order of reviews, the spec's display ID */
  index: number;
  seekerId: string;
  seeker: SeekerDetails;
  industry: string;
  desiredPosition: string;
  companyId: string;
  companyName: string;
  currentJob: string;
  jobAd: string | null;
  resume: FileRef;
  coverLetter: FileRef | null;
  amountCents: number;
  currency: string;
  couponCode: string | null;
  discountPercentage: number | null;
  paymentIntentId: string;
  status: ResumeReviewStatus;
  paid: boolean;
  paidAt: string | null;
  lastPaymentError: string | null;
  /** the AI review as the screens show it, its history included */
  ai: AiReviewView;
  /** the newest finished AI attempt, whose numbered feedback is the review's aiReviewedFeedback */
  aiShown: AiReviewOutcome | null;
  consultant: ConsultantReviewDoc | null;
  feedback: string | null;
  careerAdvice: CareerAdviceView | null;
  timeline: ReviewTimelineEntry[];
  createdAt: string;
  updatedAt: string;
  _position: number;
};

const waitingAi = (): AiReviewView => ({
  state: 'waiting',
  attempt: 0,
  overall: null,
  subScores: [],
  keywords: null,
  jobMatch: null,
  quotes: [],
  reviewer: null,
  lastError: null,
  willRetry: false,
  completedAt: null,
  history: [],
});

/** A finished attempt: its result becomes the one shown, and the one shown before goes to the history. */
const finished = (doc: ResumeReviewDoc, outcome: AiReviewOutcome): AiReviewView => ({
  ...doc.ai,
  state: 'done',
  overall: outcome.overall,
  subScores: outcome.subScores,
  keywords: outcome.keywords,
  jobMatch: outcome.jobMatch,
  quotes: outcome.quotes,
  reviewer: outcome.reviewer,
  lastError: null,
  willRetry: false,
  completedAt: outcome.at,
  history: doc.aiShown ? [...doc.ai.history, doc.aiShown] : doc.ai.history,
});

const evolveReview = (doc: ResumeReviewDoc | null, event: ResumeReviewEvent, position: number, index: number): ResumeReviewDoc => {
  if (event.type === 'ResumeReviewRequested') {
    const { reviewId, seekerId, at, couponId: _couponId, ...request } = event.data;
    return {
      _id: reviewId,
      index,
      seekerId,
      ...request,
      status: 'pending',
      paid: false,
      paidAt: null,
      lastPaymentError: null,
      ai: waitingAi(),
      aiShown: null,
      consultant: null,
      feedback: null,
      careerAdvice: null,
      timeline: [{ kind: 'created', label: 'Review requested', by: { role: 'jobSeeker', name: request.seeker.name }, at }],
      createdAt: at,
      updatedAt: at,
      _position: position,
    };
  }
  if (!doc) throw new Error(`resume review ${event.data.reviewId} changed before it was requested`);
  const at = event.data.at;
  const next = (changes: Partial<ResumeReviewDoc>, entry: ReviewTimelineEntry | null = null): ResumeReviewDoc => ({
    ...doc,
    ...changes,
    timeline: entry ? [...doc.timeline, entry] : doc.timeline,
    updatedAt: at,
  });
  switch (event.type) {
    case 'ResumeReviewPaid':
      return next(...paymentReceived(at));
    case 'ResumeReviewPaymentFailed':
      return next(...paymentFailed(event.data.message, at));
    case 'ResumeReviewPaymentMismatched':
      return next(...paymentMismatched(doc, event.data, at));
    case 'AiReviewQueued': {
      const { attempt, by } = event.data;
      const label = by ? 'AI review reinitiated' : 'AI review queued';
      return next(
        { ai: { ...doc.ai, state: 'queued', attempt, lastError: null, willRetry: false } },
        { kind: 'aiQueued', label, by: by ? { role: 'admin', name: by.name } : null, attempt, at },
      );
    }
    case 'AiReviewStageReached':
      return next({ ai: { ...doc.ai, state: event.data.stage } });
    case 'AiReviewCompleted': {
      const { attempt, feedback, overall, subScores, keywords, jobMatch, quotes, reviewer } = event.data;
      const outcome: AiReviewOutcome = { attempt, overall, subScores, keywords, jobMatch, feedback, quotes, reviewer, at };
      return next({ ai: finished(doc, outcome), aiShown: outcome }, { kind: 'aiCompleted', label: 'AI review ready', by: null, attempt, at });
    }
    case 'AiReviewFailed': {
      const { attempt, error, willRetry } = event.data;
      return next(
        { ai: { ...doc.ai, state: willRetry ? 'queued' : 'failed', lastError: error, willRetry } },
        { kind: 'aiFailed', label: willRetry ? 'AI review attempt failed, trying again' : 'AI review failed', by: null, attempt, reason: error, at },
      );
    }
    case 'ConsultantReviewSaved': {
      const { by, reviewedResume, feedback, status } = event.data;
      const consultant: ConsultantReviewDoc = { reviewedResume: reviewedResume ?? doc.consultant?.reviewedResume ?? null, feedback, name: by.name, at };
      return next({ consultant, status }, { kind: 'consultantReview', label: 'Consultant review saved', status, by: { role: 'admin', name: by.name }, at });
    }
    case 'ResumeReviewStatusChanged': {
      const { to, by } = event.data;
      return next({ status: to }, { kind: 'status', label: resumeReviewStatusLabels[to], status: to, by: { role: 'admin', name: by.name }, at });
    }
    case 'ResumeReviewFeedbackGiven':
      return next({ feedback: event.data.feedback }, { kind: 'feedback', label: 'Feedback given', by: { role: 'jobSeeker', name: doc.seeker.name }, at });
    case 'CareerAdviceRequested':
      return next(
        { careerAdvice: { requestedAt: at, note: event.data.note, meeting: null } },
        { kind: 'careerAdviceRequested', label: 'Career advice session requested', by: { role: 'jobSeeker', name: doc.seeker.name }, at },
      );
    case 'CareerAdviceMeetingScheduled': {
      const { link, date, time, by } = event.data;
      const requested = doc.careerAdvice ?? { requestedAt: at, note: null, meeting: null };
      return next(
        { careerAdvice: { ...requested, meeting: { link, date, time, scheduledAt: at } } },
        { kind: 'meetingScheduled', label: 'Career advice meeting set', by: { role: 'admin', name: by.name }, reason: `${date} ${time}`, at },
      );
    }
    case 'ResumeReviewOverdueReminded':
      return next({}, { kind: 'reminder', label: 'Admins reminded: no consultant review yet', by: null, at });
  }
};

/** One document per review: the seeker's and the admins' lists and details, its timeline built from the events. */
export const resumeReviewsProjection = documentProjection<ResumeReviewDoc>({
  name: RESUME_REVIEWS,
  collection: RESUME_REVIEWS,
  canHandle: [
    'ResumeReviewRequested',
    'ResumeReviewPaid',
    'ResumeReviewPaymentFailed',
    'ResumeReviewPaymentMismatched',
    'AiReviewQueued',
    'AiReviewStageReached',
    'AiReviewCompleted',
    'AiReviewFailed',
    'ConsultantReviewSaved',
    'ResumeReviewStatusChanged',
    'ResumeReviewFeedbackGiven',
    'CareerAdviceRequested',
    'CareerAdviceMeetingScheduled',
    'ResumeReviewOverdueReminded',
  ] satisfies ResumeReviewEvent['type'][],
  documentId: (event) => (typeof event.data.reviewId === 'string' ? event.data.reviewId : null),
  evolve: (doc, recorded, context) => evolveReview(doc, recorded as unknown as ResumeReviewEvent, recorded.position, context.sequence),
  indexes: [{ createdAt: -1 }, { seekerId: 1, createdAt: -1 }, { status: 1, createdAt: -1 }, { 'careerAdvice.requestedAt': -1 }],
  sequence: { collection: COUNTERS, id: RESUME_REVIEWS, on: ['ResumeReviewRequested'] },
});
