import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { changePasswordSchema, createPasswordSchema, forgotPasswordResetSchema, otpSchema, profileUpdateSchema, signUpSchema } from './schemas.ts';

const today = '2026-11-22';
const base = { firstName: 'Mia', lastName: 'Nguyen', email: 'Mia@Example.com', mobile: '0400000000', userRole: 'jobSeeker', dateOfBirth: '1995-04-02' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('signUpSchema', () => {
  it('accepts a valid sign-up and lower-cases the e-mail', () => {
    expect(signUpSchema(today).parse(base).email).toBe('mia@example.com');
  });
  it.each([
    ['', messages.dateOfBirthRequired],
    ['2001-02-30', messages.dateOfBirthInvalid],
    ['not a date', messages.dateOfBirthInvalid],
    ['2026-11-23', messages.dateOfBirthFuture],
    ['2013-11-23', messages.tooYoung],
    ['1905-11-21', messages.tooOld],
  ])('date of birth %s -> %s', (dateOfBirth, message) => {
    expect(firstMessage(signUpSchema(today).safeParse({ ...base, dateOfBirth }))).toBe(message);
  });
  it('accepts exactly 13 and exactly 120 years', () => {
    expect(signUpSchema(today).safeParse({ ...base, dateOfBirth: '2013-11-22' }).success).toBe(true);
    expect(signUpSchema(today).safeParse({ ...base, dateOfBirth: '1906-11-22' }).success).toBe(true);
  });
  it('requires every field and allows only jobSeeker or referrer', () => {
    expect(firstMessage(signUpSchema(today).safeParse({ ...base, firstName: ' ' }))).toBe(messages.firstNameRequired);
    expect(firstMessage(signUpSchema(today).safeParse({ ...base, mobile: undefined }))).toBe(messages.mobileRequired);
    expect(signUpSchema(today).safeParse({ ...base, userRole: 'admin' }).success).toBe(false);
  });
});

describe('passwords and OTP', () => {
  it('accepts 6 digits as an array or a string, nothing else', () => {
    expect(otpSchema.parse(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(otpSchema.parse('654321')).toBe('654321');
    expect(firstMessage(otpSchema.safeParse('12345'))).toBe(messages.otpInvalidFormat);
    expect(firstMessage(otpSchema.safeParse(['1', '2', '3', '4', '5', 'x']))).toBe(messages.otpInvalidFormat);
  });
  it('needs 12 characters at sign-up and change, 8 in the reset check', () => {
    expect(firstMessage(createPasswordSchema.safeParse({ password: 'short-pass1', confirmPassword: 'short-pass1' }))).toBe(messages.passwordMin12);
    expect(firstMessage(createPasswordSchema.safeParse({ password: 'long-enough-pass', confirmPassword: 'other' }))).toBe(messages.passwordsMustMatch);
    expect(forgotPasswordResetSchema.safeParse({ code: 'c', password: 'eight-ch', confirmPassword: 'eight-ch' }).success).toBe(true);
    expect(firstMessage(forgotPasswordResetSchema.safeParse({ code: 'c', password: 'seven-c', confirmPassword: 'seven-c' }))).toBe(messages.passwordMin8);
    expect(firstMessage(changePasswordSchema.safeParse({ oldPassword: '', password: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) }))).toBe(
      messages.currentPasswordRequired,
    );
    expect(firstMessage(changePasswordSchema.safeParse({ oldPassword: 'a', password: 'x'.repeat(12), confirmPassword: 'y'.repeat(12) }))).toBe(
      messages.passwordsDoNotMatch,
    );
  });
  it('requires every profile field with the spec messages', () => {
    const profile = { firstName: 'a', lastName: 'b', mobile: '1', email: 'a@b.co', mobileWork: '2' };
    expect(firstMessage(profileUpdateSchema.safeParse({ ...profile, email: '' }))).toBe(messages.emailRequired);
    expect(firstMessage(profileUpdateSchema.safeParse({ ...profile, mobileWork: '' }))).toBe(messages.workPhoneRequired);
  });
});
