import type { SessionUser } from './session';

/** The text fields every seeker's request form has (spec 001 §3, plus a coupon code). */
export type SeekerRequestValues = {
  name: string;
  email: string;
  mobile: string;
  industry: string;
  desiredPosition: string;
  desiredCompany: string;
  currentJob: string;
  couponCode: string;
};

export type SeekerRequestFiles = { resume: File | null; coverLetter: File | null };

/** The form starts with who is signed in; the rest starts empty. */
export const seekerInitialValues = (user: SessionUser | null): SeekerRequestValues => ({
  name: user ? `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim() : '',
  email: user?.email ?? '',
  mobile: user?.mobile ?? '',
  industry: '',
  desiredPosition: '',
  desiredCompany: '',
  currentJob: '',
  couponCode: '',
});

type SeekerRequestFields = Omit<SeekerRequestValues, 'couponCode'> & { couponCode?: string | null | undefined };

/**
 * A seeker's request as a multipart body: spec 001 §3's field names, then the kind's own `extra` fields (an empty one
 * left out), the coupon code if any, and the files by their field.
 */
export const seekerRequestFormData = (
  fields: SeekerRequestFields,
  extra: Record<string, string | null | undefined>,
  files: { resume: File; coverLetter: File | null },
): FormData => {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('email', fields.email);
  form.append('mobile', fields.mobile);
  form.append('industry', fields.industry);
  form.append('desiredPosition', fields.desiredPosition);
  form.append('desiredCompany', fields.desiredCompany);
  form.append('currentJob', fields.currentJob);
  for (const [name, value] of Object.entries(extra)) if (value) form.append(name, value);
  if (fields.couponCode) form.append('couponCode', fields.couponCode);
  form.append('resume', files.resume, files.resume.name);
  if (files.coverLetter) form.append('coverLetter', files.coverLetter, files.coverLetter.name);
  return form;
};
