import { requestFileExtensions } from '../referrals/constants.ts';

/** Spec 001 §4: an admin sets a resume review pending or completed. */
export const resumeReviewStatuses = ['pending', 'completed'] as const;
export type ResumeReviewStatus = (typeof resumeReviewStatuses)[number];

/** Spec 001 §2.4's tabs of the admin's list (the seeker's screen names 'completed' Approved). */
export const resumeReviewTabs = ['all', 'completed', 'pending'] as const;
export type ResumeReviewTab = (typeof resumeReviewTabs)[number];

/** Who acts on a review: its seeker or an admin (the AI reviewer and the payment provider act through the system). */
export type ResumeReviewActorRole = 'jobSeeker' | 'admin';
export type ResumeReviewActor = { userId: string; role: ResumeReviewActorRole; name: string };
/** A person named on an event: the role is implied by the event (an admin's change, a seeker's request). */
export type PersonRef = { userId: string; name: string };

/** Where one AI review attempt is: queued until the worker reads the files, then reviewing, then done or failed. */
export const aiReviewStages = ['reading', 'reviewing'] as const;
export type AiReviewStage = (typeof aiReviewStages)[number];
export type AiReviewState = 'waiting' | 'queued' | AiReviewStage | 'done' | 'failed';

/** Spec 001 §5, §9: the request form's uploads are the referral form's. */
export const reviewFileExtensions = requestFileExtensions;

/** Spec 001 §5, §9: the consultant's feedback is at most 300 characters. */
export const CONSULTANT_FEEDBACK_MAX = 300;
/** A pasted job ad (beyond the spec, optional): enough for a long ad, not a book. */
export const JOB_AD_MAX = 10_000;
/** The seeker's note with a career advice request. */
export const CAREER_ADVICE_NOTE_MAX = 1000;
/** The seeker's feedback on a completed review, as long as a referral's. */
export const REVIEW_FEEDBACK_MAX = 1000;
/** An AI failure as the log keeps it: one short line, no stack. */
export const AI_ERROR_MAX = 200;
