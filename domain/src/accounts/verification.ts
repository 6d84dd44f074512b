import { z } from 'zod';
import { hasExtension } from '../shared/files.ts';

/** Spec 001 §5, the referrer verification form: every message as it reads there. */
export const verificationMessages = {
  phoneTyping: 'Only numeric values up to 15 digits are allowed.',
  textTyping: 'Only letters and spaces (up to 200 characters) are allowed.',
  mobileInvalid: 'Phone number must be numeric and up to 15 digits only.',
  mobileOfficeInvalid: 'Office phone number must be numeric and up to 15 digits only.',
  companyContactInvalid: 'Company contact number must be numeric and up to 15 digits only.',
  nameInvalid: 'Name should only contain letters and spaces (up to 200 characters).',
  companyNameInvalid: 'Company name should only contain letters and spaces (up to 200 characters).',
  positionInvalid: "Referrer's Current Position should only contain letters and spaces (up to 200 characters).",
  emailInvalid: 'Invalid email address.',
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  mobileRequired: 'Phone number is required.',
  mobileOfficeRequired: 'Office phone number is required.',
  companyNameRequired: 'Company name is required.',
  companyAddressRequired: 'Company address is required.',
  websiteRequired: 'Website is required.',
  companyContactRequired: 'Company contact number is required.',
  positionRequired: "Referrer's Current Position is required.",
  passportRequired: 'Passport upload is required.',
  pictureRequired: 'User image upload is required.',
  fileKind: 'Only jpeg, jpg, png & pdf files are supported!',
  // the timeline page, spec 001 §2.3
  approved: 'Congratulations! Your profile has been successfully verified. You can now start referring candidates.',
  pending: 'The verification process may take up to 14 days. Please wait patiently.',
  rejected: 'Your verification was not approved. Please review the feedback, adjust your details and resubmit.',
  // server answers
  toastSubmitted: 'Verification request submitted successfully!',
  alreadyApproved: 'Your verification is already approved.',
  beingReviewed: 'Your verification is being reviewed.',
  notAReferrer: 'Only referrers can ask to be verified.',
} as const;

export const verificationFileExtensions = ['jpeg', 'jpg', 'png', 'pdf'] as const;

/** Digits only, at most 15: what a phone field takes while typing (spec 001 §5). */
export const PHONE_TYPING = /^\d{0,15}$/;
/** Letters (any script) and spaces, at most 200: what a name field takes while typing. */
export const TEXT_TYPING = /^[\p{L} ]{0,200}$/u;

const phone = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,15}$/, invalid);
const text = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^[\p{L} ]{1,200}$/u, invalid);
const plain = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${required.replace(' is required.', '')} must be at most ${max} characters.`);

/** Spec 001 §5: the verification form's fields (all text), checked on submit; the files are checked apart. */
export const referrerVerificationSchema = z
  .object({
    name: text(verificationMessages.nameRequired, verificationMessages.nameInvalid),
    email: z
      .string({ error: verificationMessages.emailRequired })
      .trim()
      .min(1, verificationMessages.emailRequired)
      .max(254, verificationMessages.emailInvalid)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, verificationMessages.emailInvalid)
      .transform((value) => value.toLowerCase()),
    mobile: phone(verificationMessages.mobileRequired, verificationMessages.mobileInvalid),
    mobileOffice: phone(verificationMessages.mobileOfficeRequired, verificationMessages.mobileOfficeInvalid),
    companyName: text(verificationMessages.companyNameRequired, verificationMessages.companyNameInvalid),
    companyAddress: plain(verificationMessages.companyAddressRequired, 500),
    companyWebsite: plain(verificationMessages.websiteRequired, 200),
    companyContactNumber: phone(verificationMessages.companyContactRequired, verificationMessages.companyContactInvalid),
    positionAtCompany: text(verificationMessages.positionRequired, verificationMessages.positionInvalid),
  })
  .transform((form) => ({ ...form, ...splitName(form.name) }));
export type ReferrerVerificationInput = z.input<typeof referrerVerificationSchema>;
export type ReferrerVerificationDetails = z.output<typeof referrerVerificationSchema>;

/** Spec 001 §5: the name is split at the first space into first and last name. */
export const splitName = (name: string): { firstName: string; lastName: string } => {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
};

/** A verification upload's check by its name: required, and one of jpeg, jpg, png or pdf (the server reads its bytes too). */
export const verificationFileProblem = (file: { name: string } | null | undefined, requiredMessage: string): string | null => {
  if (!file) return requiredMessage;
  return hasExtension(file.name, verificationFileExtensions) ? null : verificationMessages.fileKind;
};
