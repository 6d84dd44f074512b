import { useEffect, type RefObject } from 'react';
import { referralMessages, requestFileProblem } from '@referly/domain';
import type { CouponQuote } from './payments/price';
import type { PaymentOrder } from './payments/payment-types';
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

export type SeekerFileErrors = Partial<Record<keyof SeekerRequestFiles, string>>;

/** Spec 001 §5: the resume is required; a chosen file must be a PDF, Word document or JPG. */
export const seekerFileErrors = (files: SeekerRequestFiles, removed: boolean): SeekerFileErrors => ({
  // a resume never chosen is the form's 'Resume is required.'; one removed again is the widget's 'Please select a file'
  resume: files.resume ? (requestFileProblem(files.resume, true) ?? undefined) : removed ? referralMessages.fileMissing : referralMessages.resumeRequired,
  coverLetter: requestFileProblem(files.coverLetter, false) ?? undefined,
});

/** The checkout's order for a seeker's request: the price, or the quote of the coupon applied, and who pays. */
export const seekerOrder = (
  fields: { name: string; email: string },
  price: { cents: number; currency: string },
  quote: CouponQuote | null,
  summary: string,
): PaymentOrder => ({
  amountCents: quote ? quote.amountCents : price.cents,
  currency: price.currency,
  billing: { name: fields.name, email: fields.email },
  summary,
  coupon: quote ? { code: quote.code, discountPercentage: quote.discountPercentage, originalCents: quote.originalCents } : null,
});

/** After a refused submit (each one counted in `failedAttempts`) the first field in error takes the focus, so its message is read out. */
export const useFocusFirstInvalid = (formRef: RefObject<HTMLFormElement | null>, failedAttempts: number) => {
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, failedAttempts]);
};
