import type { SeekerDetails } from '../referrals/events.ts';
import type { FileView, PaymentView, RefundView } from '../referrals/views.ts';
import type { AiReviewState, ResumeReviewActorRole, ResumeReviewStatus } from './constants.ts';
import type { AiJobMatch, AiKeywords, AiSubScore, CareerAdviceMeeting } from './events.ts';

// The shapes the read models keep and the API answers (docs/API.md, Resume reviews): one definition for the
// projections and server that build them and the client that reads them.

/** A review's stored file and its payment are shaped as a referral's. */
export type ReviewFileView = FileView;
export type ReviewPaymentView = PaymentView;

/** A line of a review's timeline: who did what and when. */
export type ReviewTimelineEntry = {
  kind:
    | 'created'
    | 'paid'
    | 'paymentFailed'
    | 'paymentMismatch'
    | 'aiQueued'
    | 'aiCompleted'
    | 'aiFailed'
    | 'consultantReview'
    | 'status'
    | 'feedback'
    | 'careerAdviceRequested'
    | 'meetingScheduled'
    // issue 17: the admins reminded of a review still without its consultant review
    | 'reminder';
  label: string;
  status?: ResumeReviewStatus;
  /** null for what the system did (a payment, the AI reviewer) */
  by: { role: ResumeReviewActorRole; name: string } | null;
  /** the AI attempt an `ai…` entry is about */
  attempt?: number;
  /** a failure's short error, a meeting's day and time */
  reason?: string;
  at: string;
};

/** What one finished AI attempt said. */
export type AiReviewOutcome = {
  attempt: number;
  overall: number;
  subScores: AiSubScore[];
  keywords: AiKeywords;
  jobMatch: AiJobMatch | null;
  feedback: string;
  quotes: string[];
  reviewer: string;
  at: string;
};

/**
 * Where the AI review stands: 'waiting' until the review is paid, then the current attempt's stage. The scores are the
 * newest finished attempt's (kept while a reinitiated one runs); `history` holds the earlier attempts' results.
 */
export type AiReviewView = {
  state: AiReviewState;
  /** the current attempt, from 1; 0 before the first is queued */
  attempt: number;
  overall: number | null;
  subScores: AiSubScore[];
  keywords: AiKeywords | null;
  jobMatch: AiJobMatch | null;
  quotes: string[];
  reviewer: string | null;
  /** the last failure of the current attempt, short; null once it completed */
  lastError: string | null;
  /** whether the worker will try the current attempt again after `lastError` */
  willRetry: boolean;
  completedAt: string | null;
  history: AiReviewOutcome[];
};

/** Spec 001 §3's review block: the AI's numbered feedback and the consultant's review. */
export type ReviewBlockView = {
  aiReviewedFeedback: string | null;
  consultantReviewedResume: ReviewFileView | null;
  consultantFeedback: string | null;
  consultant: { name: string } | null;
  consultantReviewedAt: string | null;
};

/** The seeker's career advice session: asked for, and set by an admin (null until then). */
export type CareerAdviceView = { requestedAt: string; note: string | null; meeting: (CareerAdviceMeeting & { scheduledAt: string }) | null };

/** Spec 001 §3's resume review, as the seeker and the admins see it. */
export type ResumeReviewView = {
  _id: string;
  id: string;
  index: number;
  seekerId: string;
  /** the list row's name and current job, beside the details (spec 001 §3) */
  name: string;
  currentJob: string;
  jobSeekerDetails: SeekerDetails;
  industryDetails: { industry: string; desiredPosition: string; desiredCompany: string; desiredCompanyId: string; currentJob: string };
  jobAd: string | null;
  submissionDate: string;
  currentStatus: ResumeReviewStatus;
  status: ResumeReviewStatus;
  paymentStatus: 'Paid' | 'Unpaid';
  payment: ReviewPaymentView | null;
  /** cents still to pay (0 once paid) */
  amountDue: number;
  currency: string;
  lastPaymentError: string | null;
  resume: ReviewFileView;
  coverLetter: ReviewFileView | null;
  review: ReviewBlockView;
  ai: AiReviewView;
  timeline: ReviewTimelineEntry[];
  careerAdvice: CareerAdviceView | null;
  /** the seeker's feedback, once the review is completed */
  feedback: string | null;
  /** no review is refunded today; kept beside the payment as on a referral */
  refund: RefundView | null;
  /** what the person looking may set the status to now (an admin's pending or completed; nothing for the seeker) */
  allowedStatuses: ResumeReviewStatus[];
  /** whether an admin may reinitiate the AI review now */
  canReinitiateAi: boolean;
  /** whether the seeker may ask for a career advice session now */
  canRequestCareerAdvice: boolean;
  updatedAt: string;
};

/** The seeker's list row (spec 001 §3: index, id, name, currentJob, submissionDate, currentStatus) with the payment label. */
export type ResumeReviewSeekerRow = {
  _id: string;
  id: string;
  index: number;
  name: string;
  currentJob: string;
  submissionDate: string;
  currentStatus: ResumeReviewStatus;
  status: ResumeReviewStatus;
  paymentStatus: 'Paid' | 'Unpaid';
};

/** The admin's list row (spec 001 §2.4: ID, User Name, Current Job, Submission Date, Status, Payment Status). */
export type ResumeReviewAdminRow = ResumeReviewSeekerRow & { userName: string; aiState: AiReviewState };

export type ResumeReviewTabCounts = { all: number; completed: number; pending: number };
export type ResumeReviewPage<Row> = { data: Row[]; totalPages: number; currentPage: number; totalCount: number; counts: ResumeReviewTabCounts };

/** A row of /admin_dashboard/career_advice_table: a seeker's session request and its meeting. */
export type CareerAdviceRow = {
  /** the review the session was asked on */
  _id: string;
  reviewId: string;
  index: number;
  userName: string;
  email: string;
  mobile: string;
  desiredPosition: string;
  desiredCompany: string;
  note: string | null;
  requestedAt: string;
  meeting: CareerAdviceMeeting | null;
  /** 'requested' until an admin sets the meeting */
  state: 'requested' | 'scheduled';
};
