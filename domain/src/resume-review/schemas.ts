import { z } from 'zod';
import { feedbackSchema, referralRequestSchema, requestFileProblem } from '../referrals/schemas.ts';
import { CAREER_ADVICE_NOTE_MAX, CONSULTANT_FEEDBACK_MAX, JOB_AD_MAX, resumeReviewStatuses, resumeReviewTabs } from './constants.ts';
import { resumeReviewMessages as messages } from './messages.ts';

/** Optional text: trimmed, and null when blank. */
const optionalNote = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/**
 * Spec 001 §3, §5: the request form's fields (multipart, so strings), with the referral form's rules and messages;
 * desiredCompany is a company id of the list (the server looks it up). The job ad may be pasted, up to 10,000
 * characters; a coupon code is read as on a referral.
 */
export const resumeReviewRequestSchema = referralRequestSchema
  .pick({ name: true, email: true, mobile: true, industry: true, desiredPosition: true, desiredCompany: true, currentJob: true, couponCode: true })
  .extend({ jobAd: optionalNote(JOB_AD_MAX, messages.jobAdTooLong) });
export type ResumeReviewRequestInput = z.input<typeof resumeReviewRequestSchema>;
export type ResumeReviewRequestFields = z.output<typeof resumeReviewRequestSchema>;

/** Spec 001 §5: the upload widget checks a chosen file as on the referral form. */
export const reviewFileProblem = requestFileProblem;

/**
 * PUT /api/admin/services/resume-review/{id}, multipart: a status alone, or a consultant review (feedback, with a
 * reviewed resume the server takes as a file) and the status it leaves the review in ('completed' when none is sent).
 */
export const reviewUpdateSchema = z.object({
  status: z.enum(resumeReviewStatuses, { error: messages.statusRequired }).optional(),
  feedback: optionalNote(CONSULTANT_FEEDBACK_MAX, messages.consultantFeedbackTooLong),
});
export type ReviewUpdateFields = z.output<typeof reviewUpdateSchema>;

/** Spec 001 §2.2: the seeker's feedback on a completed review, as on a referral. */
export const reviewFeedbackSchema = feedbackSchema;

/** A seeker's request for a career advice session, with an optional note. */
export const careerAdviceRequestSchema = z.object({ note: optionalNote(CAREER_ADVICE_NOTE_MAX, messages.careerAdviceNoteTooLong) });

/** An https link with a host name that has a dot: what a meeting is held at. */
const meetingLink = z
  .string({ error: messages.meetingLinkInvalid })
  .trim()
  .max(500, messages.meetingLinkInvalid)
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).hostname.includes('.'), messages.meetingLinkInvalid)
  .transform((value) => new URL(value).toString());

/** A calendar day, YYYY-MM-DD, that exists (no 30 February). Whether it is past is the decider's, with its clock. */
const meetingDate = z
  .string({ error: messages.meetingDateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.meetingDateInvalid)
  .refine((value) => {
    const midnight = Date.parse(`${value}T00:00:00.000Z`);
    return Number.isFinite(midnight) && new Date(midnight).toISOString().startsWith(value);
  }, messages.meetingDateInvalid);

/** A time of day, HH:mm, 00:00 to 23:59. */
const meetingTime = z
  .string({ error: messages.meetingTimeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.meetingTimeInvalid);

/** An admin's meeting for a career advice session (the career advice page's form: link, date, time). */
export const careerAdviceMeetingSchema = z.object({ link: meetingLink, date: meetingDate, time: meetingTime });

/** The lists: a page (from 1) of 1 to 100 rows (10 by default) of a tab (spec 001 §2.4: All, Completed, Pending). */
export const resumeReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  tab: z.enum(resumeReviewTabs).default('all'),
  search: z.string().trim().max(100).optional(),
});

/** The career advice table: a page of sessions, all, those waiting for a meeting, or those with one. */
export const careerAdviceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  state: z.enum(['all', 'requested', 'scheduled']).default('all'),
});
