import type { Event } from '../shared/event.ts';
import type { FileRef } from '../shared/files.ts';
import type { SeekerDetails } from '../referrals/events.ts';
import type { AiReviewStage, PersonRef, ResumeReviewStatus } from './constants.ts';

/** The review as the seeker asked for it; the company is one of the list's, by id, with its name at that moment. */
export type ResumeReviewRequestDetails = {
  seeker: SeekerDetails;
  industry: string;
  desiredPosition: string;
  companyId: string;
  companyName: string;
  currentJob: string;
  /** the job ad the seeker pasted, when they did (beyond the spec): the AI review then scores the match */
  jobAd: string | null;
  resume: FileRef;
  coverLetter: FileRef | null;
};

/** The charge, computed on the server: the price (resumeReviewAmount), less a coupon's discount. */
export type ResumeReviewCharge = {
  amountCents: number;
  currency: string;
  paymentIntentId: string;
  couponId: string | null;
  couponCode: string | null;
  discountPercentage: number | null;
};

/** A part of the AI review with its score out of 100 and why. */
export type AiSubScore = { key: string; label: string; score: number; explanation: string };
export type AiKeywords = { found: string[]; missing: string[] };
export type AiJobMatch = { score: number; found: string[]; missing: string[] };

/** A finished AI review, as the log keeps it. */
export type AiReviewResult = {
  /** spec 001 §3's aiReviewedFeedback: numbered lines 'N. Heading: advice' */
  feedback: string;
  /** out of 100 */
  overall: number;
  subScores: AiSubScore[];
  keywords: AiKeywords;
  /** the match with the pasted job ad; null when there was none */
  jobMatch: AiJobMatch | null;
  /** the words of the seeker's files the review cites, each found in them */
  quotes: string[];
  /** the quotes a reviewer made up, left out */
  droppedQuotes: number;
  /** 'builtin' or 'openai:{model}' */
  reviewer: string;
};

/** The ids every event of a review carries, so pushes and read models route it without a lookup. */
type Ids = { reviewId: string; seekerId: string };

/** A seeker's career advice session and when it is held. */
export type CareerAdviceMeeting = { link: string; date: string; time: string };

/** Events of one review's stream, `resume-review-{reviewId}`. */
export type ResumeReviewEvent =
  | Event<'ResumeReviewRequested', Ids & ResumeReviewRequestDetails & ResumeReviewCharge & { at: string }>
  | Event<'ResumeReviewPaid', Ids & { paymentIntentId: string; amountCents: number; currency: string; at: string }>
  | Event<'ResumeReviewPaymentFailed', Ids & { paymentIntentId: string; message: string; at: string }>
  /** the provider reported a success that is not what the review asked for (intent, amount or currency): it stays unpaid */
  | Event<
      'ResumeReviewPaymentMismatched',
      Ids & { paymentIntentId: string; amountCents: number; currency: string; expectedAmountCents: number; expectedCurrency: string; at: string }
    >
  /** an AI review attempt waits for the worker: attempt 1 once paid, the next one when an admin reinitiates it */
  | Event<'AiReviewQueued', Ids & { attempt: number; reason: 'paid' | 'reinitiated'; by: PersonRef | null; at: string }>
  | Event<'AiReviewStageReached', Ids & { attempt: number; stage: AiReviewStage; at: string }>
  | Event<'AiReviewCompleted', Ids & { attempt: number } & AiReviewResult & { at: string }>
  /** one try of an attempt failed; `willRetry` while the worker tries it again, false when the attempt has failed for good */
  | Event<'AiReviewFailed', Ids & { attempt: number; error: string; willRetry: boolean; at: string }>
  /** an admin's consultant review: a reviewed resume (or the one saved before: null) and feedback; it sets the status too */
  | Event<
      'ConsultantReviewSaved',
      Ids & { by: PersonRef; reviewedResume: FileRef | null; feedback: string; from: ResumeReviewStatus; status: ResumeReviewStatus; at: string }
    >
  | Event<'ResumeReviewStatusChanged', Ids & { from: ResumeReviewStatus; to: ResumeReviewStatus; by: PersonRef; at: string }>
  /** the seeker's feedback on a completed review (each one replaces the last) */
  | Event<'ResumeReviewFeedbackGiven', Ids & { feedback: string; at: string }>
  /** the seeker asks for a career advice session on a paid review */
  | Event<'CareerAdviceRequested', Ids & { note: string | null; at: string }>
  /** an admin sets (or moves) the session: an https link, a day (YYYY-MM-DD) and a time (HH:mm) */
  | Event<'CareerAdviceMeetingScheduled', Ids & CareerAdviceMeeting & { by: PersonRef; at: string }>
  /**
   * issue 17: a paid review still without the consultant's review `afterHours` after `waitingSince` (its payment, the
   * last reminder, or its return to pending): the admins are reminded, the seeker told; the next period counts from here
   */
  | Event<'ResumeReviewOverdueReminded', Ids & { waitingSince: string; afterHours: number; at: string }>;

export type ResumeReviewEventType = ResumeReviewEvent['type'];

export const resumeReviewStream = (reviewId: string) => `resume-review-${reviewId}`;
