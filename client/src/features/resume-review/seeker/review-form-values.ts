import type { ResumeReviewRequestFields } from '@referly/domain';
import type { SessionUser } from '../../../lib/session';

/** The review form's text fields as typed (spec 001 §3, plus the job ad and a coupon code). */
export type ReviewValues = {
  name: string;
  email: string;
  mobile: string;
  industry: string;
  desiredPosition: string;
  /** a listed company's id */
  desiredCompany: string;
  currentJob: string;
  jobAd: string;
  couponCode: string;
};

export type ReviewFiles = { resume: File | null; coverLetter: File | null };
export type ReviewField = keyof ReviewValues | keyof ReviewFiles;

/** The form starts with who is signed in, so most seekers only add the role and the files. */
export const initialValues = (user: SessionUser | null): ReviewValues => ({
  name: user ? `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim() : '',
  email: user?.email ?? '',
  mobile: user?.mobile ?? '',
  industry: '',
  desiredPosition: '',
  desiredCompany: '',
  currentJob: '',
  jobAd: '',
  couponCode: '',
});

/** POST /api/resume-review/job-seeker's multipart body: spec 001 §3's field names, the files by their field. */
export const reviewFormData = (fields: ResumeReviewRequestFields, files: { resume: File; coverLetter: File | null }): FormData => {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('mobile', fields.mobile);
  form.append('industry', fields.industry);
  form.append('desiredPosition', fields.desiredPosition);
  form.append('desiredCompany', fields.desiredCompany);
  form.append('currentJob', fields.currentJob);
  form.append('paymentMethod', 'CreditCard');
  if (fields.jobAd) form.append('jobAd', fields.jobAd);
  if (fields.couponCode) form.append('couponCode', fields.couponCode);
  form.append('resume', files.resume, files.resume.name);
  if (files.coverLetter) form.append('coverLetter', files.coverLetter, files.coverLetter.name);
  return form;
};
