import { PHONE_TYPING, TEXT_TYPING, verificationMessages } from '@referly/domain';
import type { HTMLAttributes } from 'react';
import type { SessionUser } from '../../lib/session';
import type { VerificationDetails } from './api/types';

/** Spec 001 §3's verification form fields (all text inputs); firstName and lastName come from `name` on submit. */
export type VerificationValues = VerificationDetails;
export type VerificationKey = keyof VerificationValues;

type FieldSpec = {
  key: VerificationKey;
  label: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** takes the whole row of the grid */
  wide?: boolean;
};

export const personalFields: FieldSpec[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name', wide: true },
  { key: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email', wide: true },
  { key: 'mobile', label: 'Phone number', autoComplete: 'tel', inputMode: 'numeric', placeholder: '0412345678' },
  { key: 'mobileOffice', label: 'Office phone number', autoComplete: 'tel', inputMode: 'numeric', placeholder: '0291234567' },
];

export const companyFields: FieldSpec[] = [
  { key: 'companyName', label: 'Company name', autoComplete: 'organization' },
  { key: 'positionAtCompany', label: "Referrer's Current Position", autoComplete: 'organization-title' },
  { key: 'companyAddress', label: 'Company address', autoComplete: 'street-address', wide: true },
  { key: 'companyWebsite', label: 'Company website', autoComplete: 'url', inputMode: 'url', placeholder: 'https://' },
  { key: 'companyContactNumber', label: 'Company contact number', inputMode: 'numeric', placeholder: '0290000000' },
];

const phone = { pattern: PHONE_TYPING, message: verificationMessages.phoneTyping };
const text = { pattern: TEXT_TYPING, message: verificationMessages.textTyping };

/** Spec 001 §5, while typing: what a field refuses to take (it keeps its value and says why). */
export const typingRules: Partial<Record<VerificationKey, { pattern: RegExp; message: string }>> = {
  mobile: phone,
  mobileOffice: phone,
  companyContactNumber: phone,
  name: text,
  companyName: text,
  positionAtCompany: text,
};

export const emptyValues: VerificationValues = {
  name: '',
  email: '',
  mobile: '',
  mobileOffice: '',
  companyName: '',
  companyAddress: '',
  companyWebsite: '',
  companyContactNumber: '',
  positionAtCompany: '',
};

/**
 * A start from stored values must be one the field's typing rule accepts, or the person could not edit it key by key.
 * A phone stored with spaces ('0400 000 000') keeps its digits; a name the rule refuses (an apostrophe) is left for them
 * to type rather than changed behind their back.
 */
const typeable = (key: VerificationKey, value: string | null | undefined): string => {
  const rule = typingRules[key];
  const plain = value ?? '';
  if (!rule) return plain;
  const candidate = rule === phone ? plain.replace(/[\s()-]/g, '') : plain;
  return rule.pattern.test(candidate) ? candidate : '';
};

/** A first application starts from what the account already knows (its phone is stored as '0400 000 000'). */
export const valuesFromSession = (user: SessionUser | null): VerificationValues => ({
  ...emptyValues,
  name: typeable('name', user ? `${user.personalInfo.firstName} ${user.personalInfo.lastName}`.trim() : ''),
  email: user?.email ?? '',
  mobile: typeable('mobile', user?.mobile),
  companyName: typeable('companyName', user?.careerInfo?.companyName),
  positionAtCompany: typeable('positionAtCompany', user?.careerInfo?.positionAtCompany),
});

/** A resubmission starts from what was given before (GET /api/referrer/verification). */
export const valuesFromDetails = (details: VerificationDetails): VerificationValues => {
  const values = { ...emptyValues };
  for (const key of Object.keys(emptyValues) as VerificationKey[]) values[key] = typeable(key, details[key]);
  return values;
};
