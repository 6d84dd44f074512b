import { z } from 'zod';
import {
  notificationSettingKeys,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  SIGN_UP_MAX_AGE,
  SIGN_UP_MIN_AGE,
  signUpRoles,
  verificationStatuses,
} from './constants.ts';
import { messages } from './messages.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.emailInvalid)
  .transform((value) => value.toLowerCase());

/** Whole years between a YYYY-MM-DD birth date and `today` (also YYYY-MM-DD). */
export const ageOn = (dateOfBirth: string, today: string): number => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

const isRealDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** `today` is injected (YYYY-MM-DD) so the rule is testable and the client uses the same one. */
export const dateOfBirthSchema = (today: string) =>
  z
    .string({ error: messages.dateOfBirthRequired })
    .trim()
    .min(1, messages.dateOfBirthRequired)
    .transform((value) => value.slice(0, 10))
    .superRefine((value, ctx) => {
      if (!isRealDate(value)) return void ctx.addIssue({ code: 'custom', message: messages.dateOfBirthInvalid });
      if (value > today) return void ctx.addIssue({ code: 'custom', message: messages.dateOfBirthFuture });
      const age = ageOn(value, today);
      if (age < SIGN_UP_MIN_AGE) return void ctx.addIssue({ code: 'custom', message: messages.tooYoung });
      if (age > SIGN_UP_MAX_AGE) ctx.addIssue({ code: 'custom', message: messages.tooOld });
    });

/**
 * The calendar date the server checks a date of birth against: the latest date anywhere on earth (UTC+14).
 * A visitor's own 'today', which their form checks against, is never after it, so the server never refuses
 * what the form allowed (an Australian turning 13 this morning, while it is still yesterday in UTC).
 */
export const latestCalendarDate = (now: Date): string => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

export const signUpSchema = (today: string) =>
  z.object({
    firstName: required(messages.firstNameRequired).pipe(z.string().max(100)),
    lastName: required(messages.lastNameRequired).pipe(z.string().max(100)),
    email,
    mobile: required(messages.mobileRequired).pipe(z.string().max(20)),
    userRole: z.enum(signUpRoles, { error: messages.roleRequired }),
    dateOfBirth: dateOfBirthSchema(today),
  });
export type SignUpInput = z.input<ReturnType<typeof signUpSchema>>;

/** The spec sends the OTP as 6 single-digit strings; a 6-digit string is accepted too. */
export const otpSchema = z
  .union([z.array(z.string()), z.string()], { error: messages.otpInvalidFormat })
  .transform((value) => (Array.isArray(value) ? value.join('') : value).trim())
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), messages.otpInvalidFormat));

export const userIdSchema = z
  .string({ error: messages.userIdMissing })
  .trim()
  .min(1, messages.userIdMissing)
  .regex(/^[A-Za-z0-9-]{1,64}$/, messages.otpWrong);

export const verifyOtpSchema = z.object({ userId: userIdSchema, otp: otpSchema });
/** POST /api/user/verify-email-change: the code mailed to the new address */
export const verifyEmailChangeSchema = z.object({ otp: otpSchema });
export const resendOtpSchema = z.object({ userId: userIdSchema });

const newPassword = (min: number, message: string) =>
  z.string({ error: messages.passwordRequired }).min(min, message).max(PASSWORD_MAX_LENGTH, messages.passwordTooLong);

const matching =
  <T extends { password: string; confirmPassword: string }>(message: string) =>
  (value: T, ctx: z.RefinementCtx) => {
    if (value.password !== value.confirmPassword) ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'] });
  };

export const createPasswordSchema = z
  .object({ password: newPassword(PASSWORD_MIN_LENGTH, messages.passwordMin12), confirmPassword: z.string({ error: messages.passwordsMustMatch }) })
  .superRefine(matching(messages.passwordsMustMatch));

export const loginSchema = z.object({
  email,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(PASSWORD_MAX_LENGTH),
});

export const forgotPasswordSendSchema = z.object({ email });
export const forgotPasswordVerifySchema = verifyOtpSchema;
export const forgotPasswordResetSchema = z
  .object({
    code: z.string({ error: messages.resetCodeInvalid }).min(1, messages.resetCodeInvalid).max(200),
    password: newPassword(RESET_PASSWORD_MIN_LENGTH, messages.passwordMin8),
    confirmPassword: z.string({ error: messages.passwordsMustMatch }),
  })
  .superRefine(matching(messages.passwordsMustMatch));

export const profileUpdateSchema = z.object({
  firstName: required(messages.firstNameRequired).pipe(z.string().max(100)),
  lastName: required(messages.lastNameRequired).pipe(z.string().max(100)),
  mobile: required(messages.mobileRequired).pipe(z.string().max(20)),
  email,
  mobileWork: required(messages.workPhoneRequired).pipe(z.string().max(20)),
  picture: z.string().max(500).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: messages.currentPasswordRequired }).min(1, messages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH),
    password: z
      .string({ error: messages.newPasswordRequired })
      .min(1, messages.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, messages.passwordMin12)
      .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    confirmPassword: z.string({ error: messages.confirmPasswordRequired }).min(1, messages.confirmPasswordRequired),
  })
  .superRefine(matching(messages.passwordsDoNotMatch));

export const updateVerificationStatusSchema = z.object({
  newStatus: z.enum(verificationStatuses, { error: 'Status must be approved, rejected or pending.' }),
});

export const notificationSettingsSchema = z.object(
  Object.fromEntries(notificationSettingKeys.map((key) => [key, z.boolean()])) as Record<(typeof notificationSettingKeys)[number], z.ZodBoolean>,
);

export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
