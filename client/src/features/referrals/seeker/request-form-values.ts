import type { ReferralRequestFields } from '@referly/domain';
import type { SessionUser } from '../../../lib/session';
import { seekerInitialValues, seekerRequestFormData, type SeekerRequestFiles, type SeekerRequestValues } from '../../../lib/seeker-request-form';

/** The referral form's text fields as typed (spec 001 §3, plus the job ad and a coupon code, docs/API.md). */
export type RequestValues = SeekerRequestValues & {
  /** a listed company's id, or the name typed */
  desiredCompany: string;
  jobUrl: string;
};

export type RequestFiles = SeekerRequestFiles;
export type RequestField = keyof RequestValues | keyof RequestFiles;

/** The form starts with who is signed in, so most seekers only add the job. */
export const initialValues = (user: SessionUser | null): RequestValues => ({ ...seekerInitialValues(user), jobUrl: '' });

/** POST /api/job-referral/job-seeker's multipart body: spec 001 §3's field names, the files by their field. */
export const requestFormData = (fields: ReferralRequestFields, files: { resume: File; coverLetter: File | null }): FormData =>
  seekerRequestFormData(fields, { jobUrl: fields.jobUrl }, files);
