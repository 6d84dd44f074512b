import type { ReferralRequestFields } from '@referly/domain';
import type { SessionUser } from '../../../lib/session';

/** The referral form's text fields as typed (spec 001 §3, plus the job ad and a coupon code, docs/API.md). */
export type RequestValues = {
  name: string;
  email: string;
  mobile: string;
  industry: string;
  desiredPosition: string;
  /** a listed company's id, or the name typed */
  desiredCompany: string;
  currentJob: string;
  jobUrl: string;
  couponCode: string;
};

export type RequestFiles = { resume: File | null; coverLetter: File | null };
export type RequestField = keyof RequestValues | keyof RequestFiles;

/** The form starts with who is signed in, so most seekers only add the job. */
export const initialValues = (user: SessionUser | null): RequestValues => ({
  name: user ? `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim() : '',
  email: user?.email ?? '',
  mobile: user?.mobile ?? '',
  industry: '',
  desiredPosition: '',
  desiredCompany: '',
  currentJob: '',
  jobUrl: '',
  couponCode: '',
});

/** POST /api/job-referral/job-seeker's multipart body: spec 001 §3's field names, the files by their field. */
export const requestFormData = (fields: ReferralRequestFields, files: { resume: File; coverLetter: File | null }): FormData => {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('mobile', fields.mobile);
  form.append('industry', fields.industry);
  form.append('desiredPosition', fields.desiredPosition);
  form.append('desiredCompany', fields.desiredCompany);
  form.append('currentJob', fields.currentJob);
  if (fields.jobUrl) form.append('jobUrl', fields.jobUrl);
  if (fields.couponCode) form.append('couponCode', fields.couponCode);
  form.append('resume', files.resume, files.resume.name);
  if (files.coverLetter) form.append('coverLetter', files.coverLetter, files.coverLetter.name);
  return form;
};
