import type { ResumeReviewRequestFields } from '@referly/domain';
import type { SessionUser } from '../../../lib/session';
import { seekerInitialValues, seekerRequestFormData, type SeekerRequestFiles, type SeekerRequestValues } from '../../../lib/seeker-request-form';

/** The review form's text fields as typed (spec 001 §3, plus the job ad and a coupon code). */
export type ReviewValues = SeekerRequestValues & {
  /** a listed company's id */
  desiredCompany: string;
  jobAd: string;
};

export type ReviewFiles = SeekerRequestFiles;
export type ReviewField = keyof ReviewValues | keyof ReviewFiles;

/** The form starts with who is signed in, so most seekers only add the role and the files. */
export const initialValues = (user: SessionUser | null): ReviewValues => ({ ...seekerInitialValues(user), jobAd: '' });

/** POST /api/resume-review/job-seeker's multipart body: spec 001 §3's field names, the files by their field. */
export const reviewFormData = (fields: ResumeReviewRequestFields, files: { resume: File; coverLetter: File | null }): FormData =>
  seekerRequestFormData(fields, { paymentMethod: 'CreditCard', jobAd: fields.jobAd }, files);
