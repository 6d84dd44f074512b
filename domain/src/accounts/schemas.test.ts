import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  ageOn,
  changePasswordSchema,
  createPasswordSchema,
  forgotPasswordResetSchema,
  forgotPasswordSendSchema,
  forgotPasswordVerifySchema,
  latestCalendarDate,
  loginSchema,
  notificationSettingsSchema,
  otpSchema,
  paginationSchema,
  profileUpdateSchema,
  resendOtpSchema,
  signUpSchema,
  updateVerificationStatusSchema,
  userIdSchema,
  verifyEmailChangeSchema,
  verifyOtpSchema,
} from './schemas.ts';

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

type Parsed = { success: boolean; data?: unknown; error?: { issues: { code: string; path: PropertyKey[]; message: string }[] } };
/**
 * The issues a refusal reports as the server turns them into field errors (server/src/http/parse.ts): where, and
 * what the user reads, the first issue of each field only.
 */
const issues = (result: Parsed) =>
  result.error?.issues
    .filter((issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index)
    .map(({ path, message }) => ({ path, message }));
const long = (length: number) => 'x'.repeat(length);

describe('signUpSchema, field by field', () => {
  const parse = (changes: Record<string, unknown>) => signUpSchema(today).safeParse({ ...base, ...changes });

  it('trims the names and the phone, and keeps the date part of a date of birth', () =>
    expect(
      signUpSchema(today).parse({ ...base, firstName: '  Mia ', lastName: ' Nguyen  ', mobile: ' 0400000000 ', dateOfBirth: '1995-04-02T00:00:00Z' }),
    ).toEqual({
      firstName: 'Mia',
      lastName: 'Nguyen',
      email: 'mia@example.com',
      mobile: '0400000000',
      userRole: 'jobSeeker',
      dateOfBirth: '1995-04-02',
    }));

  it.each([
    ['firstName', messages.firstNameRequired],
    ['lastName', messages.lastNameRequired],
    ['email', messages.emailRequired],
    ['mobile', messages.mobileRequired],
    ['userRole', messages.roleRequired],
    ['dateOfBirth', messages.dateOfBirthRequired],
  ])('says %s is required when it is missing or blank', (field, message) => {
    expect(issues(parse({ [field]: undefined }))).toEqual([{ path: [field], message }]);
    if (field !== 'userRole') expect(issues(parse({ [field]: '   ' }))).toEqual([{ path: [field], message }]);
  });

  it('takes a referrer, and no role but the two', () => {
    expect(parse({ userRole: 'referrer' }).success).toBe(true);
    expect(issues(parse({ userRole: 'admin' }))).toEqual([{ path: ['userRole'], message: messages.roleRequired }]);
  });

  it('takes names of up to 100 characters and phones of up to 20', () => {
    expect(parse({ firstName: long(100), lastName: long(100), mobile: long(20) }).success).toBe(true);
    expect(issues(parse({ firstName: long(101) }))?.[0]?.path).toEqual(['firstName']);
    expect(issues(parse({ lastName: long(101) }))?.[0]?.path).toEqual(['lastName']);
    expect(issues(parse({ mobile: long(21) }))?.[0]?.path).toEqual(['mobile']);
  });

  it.each([
    'mia',
    'mia@example',
    'mia@@example.com',
    'mi a@example.com',
    'mia@exa mple.com',
    'mia@example.com x',
    'x mia@example.com',
    '@example.com',
    'mia@.com',
    'mia@example.',
    `${long(243)}@example.com`,
  ])('refuses the address %s as invalid', (email) => expect(issues(parse({ email }))).toEqual([{ path: ['email'], message: messages.emailInvalid }]));

  it('takes an address of 254 characters, trimmed and in lower case', () => {
    expect(parse({ email: `${long(242)}@example.com` }).success).toBe(true);
    expect(signUpSchema(today).parse({ ...base, email: '  MIA@Example.COM  ' }).email).toBe('mia@example.com');
  });

  it('reports a date of birth as a custom rule on its own field', () =>
    expect(parse({ dateOfBirth: '2026-11-23' }).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['dateOfBirth'], message: messages.dateOfBirthFuture }),
    ]));

  it.each([
    ['2026-11-22', messages.tooYoung],
    ['2013-12-01', messages.tooYoung],
    ['+010000-01', messages.dateOfBirthInvalid],
    ['1995-4-2', messages.dateOfBirthInvalid],
    ['1905-11-22', messages.tooOld],
  ])('refuses the date of birth %s: %s', (dateOfBirth, message) =>
    expect(parse({ dateOfBirth }).error?.issues).toEqual([expect.objectContaining({ code: 'custom', path: ['dateOfBirth'], message })]),
  );

  it('counts a birthday later in the year, or later in the month, as not yet had', () => {
    expect(parse({ dateOfBirth: '2013-10-25' }).success).toBe(true);
    expect(parse({ dateOfBirth: '2013-11-21' }).success).toBe(true);
  });
});

describe('ageOn and latestCalendarDate', () => {
  it('counts whole years, a year less before the birthday', () => {
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-05-20')).toBe(25);
    expect(ageOn('2000-06-15', '2026-07-01')).toBe(26);
    expect(ageOn('2000-06-15', '2026-06-16')).toBe(26);
  });

  it('gives the date it already is somewhere on earth: 14 hours ahead of UTC', () => {
    expect(latestCalendarDate(new Date('2026-11-22T09:59:59Z'))).toBe('2026-11-22');
    expect(latestCalendarDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-23');
  });
});

describe('one-time codes and user ids', () => {
  it('refuses what is neither digits in a list nor a string, and trims the code', () => {
    expect(issues(otpSchema.safeParse(123456))).toEqual([{ path: [], message: messages.otpInvalidFormat }]);
    expect(issues(otpSchema.safeParse(undefined))).toEqual([{ path: [], message: messages.otpInvalidFormat }]);
    expect(otpSchema.parse(' 123456 ')).toBe('123456');
    expect(otpSchema.safeParse('1234567').success).toBe(false);
  });

  it('takes an id of letters, digits and dashes, up to 64, trimmed', () => {
    expect(userIdSchema.parse(' u-1 ')).toBe('u-1');
    expect(userIdSchema.parse('AZaz09')).toBe('AZaz09');
    expect(userIdSchema.parse(long(64))).toBe(long(64));
  });

  it('says the id is missing when there is none, and answers a malformed one like a wrong code', () => {
    expect(issues(userIdSchema.safeParse(undefined))).toEqual([{ path: [], message: messages.userIdMissing }]);
    expect(issues(userIdSchema.safeParse('  '))).toEqual([{ path: [], message: messages.userIdMissing }]);
    for (const id of ['a/b', 'a b', '/ab', 'ab/', long(65)]) expect(issues(userIdSchema.safeParse(id))).toEqual([{ path: [], message: messages.otpWrong }]);
  });

  it('reads a verification, a resend and an e-mail change confirmation', () => {
    const digits = ['1', '2', '3', '4', '5', '6'];
    expect(verifyOtpSchema.parse({ userId: 'u1', otp: digits })).toEqual({ userId: 'u1', otp: '123456' });
    expect(forgotPasswordVerifySchema.parse({ userId: 'u1', otp: '123456' })).toEqual({ userId: 'u1', otp: '123456' });
    expect(issues(verifyOtpSchema.safeParse({ otp: digits }))).toEqual([{ path: ['userId'], message: messages.userIdMissing }]);
    expect(verifyEmailChangeSchema.parse({ otp: digits })).toEqual({ otp: '123456' });
    expect(issues(verifyEmailChangeSchema.safeParse({}))).toEqual([{ path: ['otp'], message: messages.otpInvalidFormat }]);
    expect(resendOtpSchema.parse({ userId: 'u1' })).toEqual({ userId: 'u1' });
    expect(issues(resendOtpSchema.safeParse({}))).toEqual([{ path: ['userId'], message: messages.userIdMissing }]);
  });
});

describe('passwords', () => {
  const twelve = long(12);

  it('creates a password of 12 to 256 characters, confirmed', () => {
    expect(createPasswordSchema.parse({ password: twelve, confirmPassword: twelve })).toEqual({ password: twelve, confirmPassword: twelve });
    expect(createPasswordSchema.safeParse({ password: long(256), confirmPassword: long(256) }).success).toBe(true);
    expect(issues(createPasswordSchema.safeParse({ password: long(257), confirmPassword: long(257) }))).toEqual([
      { path: ['password'], message: messages.passwordTooLong },
    ]);
    expect(issues(createPasswordSchema.safeParse({ confirmPassword: twelve }))).toEqual([{ path: ['password'], message: messages.passwordRequired }]);
  });

  it('puts a confirmation that differs, or is missing, on the confirmation field', () => {
    expect(createPasswordSchema.safeParse({ password: twelve, confirmPassword: long(13) }).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['confirmPassword'], message: messages.passwordsMustMatch }),
    ]);
    expect(issues(createPasswordSchema.safeParse({ password: twelve }))).toEqual([{ path: ['confirmPassword'], message: messages.passwordsMustMatch }]);
  });

  it('logs in with the address and any password up to 256 characters', () => {
    expect(loginSchema.parse({ email: ' Mia@Example.com ', password: 'p' })).toEqual({ email: 'mia@example.com', password: 'p' });
    expect(loginSchema.safeParse({ email: 'a@b.co', password: long(256) }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: long(257) }).success).toBe(false);
    expect(issues(loginSchema.safeParse({ email: 'a@b.co' }))).toEqual([{ path: ['password'], message: messages.passwordRequired }]);
    expect(issues(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([{ path: ['password'], message: messages.passwordRequired }]);
    expect(issues(loginSchema.safeParse({ password: 'p' }))).toEqual([{ path: ['email'], message: messages.emailRequired }]);
  });

  it('sends a reset code to a trimmed, lower-case address', () => {
    expect(forgotPasswordSendSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(issues(forgotPasswordSendSchema.safeParse({}))).toEqual([{ path: ['email'], message: messages.emailRequired }]);
  });

  it('resets with a code of up to 200 characters and a confirmed password of 8 or more', () => {
    const ok = { code: long(200), password: 'eight-ch', confirmPassword: 'eight-ch' };
    expect(forgotPasswordResetSchema.parse(ok)).toEqual(ok);
    expect(forgotPasswordResetSchema.safeParse({ ...ok, code: long(201) }).success).toBe(false);
    expect(issues(forgotPasswordResetSchema.safeParse({ ...ok, code: undefined }))).toEqual([{ path: ['code'], message: messages.resetCodeInvalid }]);
    expect(issues(forgotPasswordResetSchema.safeParse({ ...ok, code: '' }))).toEqual([{ path: ['code'], message: messages.resetCodeInvalid }]);
    expect(issues(forgotPasswordResetSchema.safeParse({ ...ok, confirmPassword: undefined }))).toEqual([
      { path: ['confirmPassword'], message: messages.passwordsMustMatch },
    ]);
    expect(issues(forgotPasswordResetSchema.safeParse({ ...ok, confirmPassword: 'eight-cx' }))).toEqual([
      { path: ['confirmPassword'], message: messages.passwordsMustMatch },
    ]);
  });

  it('changes a password with the current one, a new one of 12 to 256 characters, and its confirmation', () => {
    const ok = { oldPassword: 'old', password: twelve, confirmPassword: twelve };
    expect(changePasswordSchema.parse(ok)).toEqual(ok);
    expect(changePasswordSchema.safeParse({ ...ok, oldPassword: long(257) }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ ...ok, oldPassword: long(256) }).success).toBe(true);
    expect(issues(changePasswordSchema.safeParse({ ...ok, oldPassword: undefined }))).toEqual([
      { path: ['oldPassword'], message: messages.currentPasswordRequired },
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...ok, password: undefined }))?.[0]).toEqual({ path: ['password'], message: messages.newPasswordRequired });
    expect(issues(changePasswordSchema.safeParse({ ...ok, password: '' }))?.[0]).toEqual({ path: ['password'], message: messages.newPasswordRequired });
    expect(issues(changePasswordSchema.safeParse({ ...ok, password: long(11), confirmPassword: long(11) }))).toEqual([
      { path: ['password'], message: messages.passwordMin12 },
    ]);
    expect(changePasswordSchema.safeParse({ ...ok, password: long(256), confirmPassword: long(256) }).success).toBe(true);
    expect(issues(changePasswordSchema.safeParse({ ...ok, password: long(257), confirmPassword: long(257) }))).toEqual([
      { path: ['password'], message: messages.passwordTooLong },
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...ok, confirmPassword: undefined }))).toEqual([
      { path: ['confirmPassword'], message: messages.confirmPasswordRequired },
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...ok, confirmPassword: '' }))?.[0]).toEqual({
      path: ['confirmPassword'],
      message: messages.confirmPasswordRequired,
    });
    expect(issues(changePasswordSchema.safeParse({ ...ok, confirmPassword: long(13) }))).toEqual([
      { path: ['confirmPassword'], message: messages.passwordsDoNotMatch },
    ]);
  });
});

describe('profile, settings, verification status and paging', () => {
  const profile = { firstName: 'Mia', lastName: 'Nguyen', mobile: '0400000000', email: 'Mia@Example.com', mobileWork: '0299990000' };

  it('takes a profile trimmed, with the address in lower case and an optional picture of up to 500 characters', () => {
    expect(profileUpdateSchema.parse({ ...profile, firstName: ' Mia ', mobileWork: ' 0299990000 ' })).toEqual({ ...profile, email: 'mia@example.com' });
    expect(profileUpdateSchema.parse({ ...profile, picture: long(500) }).picture).toBe(long(500));
    expect(issues(profileUpdateSchema.safeParse({ ...profile, picture: long(501) }))?.[0]?.path).toEqual(['picture']);
  });

  it.each([
    ['firstName', messages.firstNameRequired],
    ['lastName', messages.lastNameRequired],
    ['mobile', messages.mobileRequired],
    ['email', messages.emailRequired],
    ['mobileWork', messages.workPhoneRequired],
  ])('says %s is required when it is missing or blank', (field, message) => {
    expect(issues(profileUpdateSchema.safeParse({ ...profile, [field]: undefined }))).toEqual([{ path: [field], message }]);
    expect(issues(profileUpdateSchema.safeParse({ ...profile, [field]: ' ' }))).toEqual([{ path: [field], message }]);
  });

  it('takes names of up to 100 characters and phones of up to 20', () => {
    expect(profileUpdateSchema.safeParse({ ...profile, firstName: long(100), lastName: long(100), mobile: long(20), mobileWork: long(20) }).success).toBe(true);
    for (const [field, length] of [
      ['firstName', 101],
      ['lastName', 101],
      ['mobile', 21],
      ['mobileWork', 21],
    ] as const) {
      expect(issues(profileUpdateSchema.safeParse({ ...profile, [field]: long(length) }))?.[0]?.path).toEqual([field]);
    }
  });

  it('takes each notification setting as a yes or no', () => {
    const settings = {
      jobReferralStatusUpdates: true,
      newReferralOpportunities: false,
      careerAdviceSessionReminders: true,
      resumeReviewCompletion: false,
      generalAnnouncements: true,
    };
    expect(notificationSettingsSchema.parse(settings)).toEqual(settings);
    expect(notificationSettingsSchema.safeParse({ ...settings, generalAnnouncements: 'yes' }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ ...settings, resumeReviewCompletion: undefined }).success).toBe(false);
  });

  it('takes the three verification statuses and names them when refusing another', () => {
    for (const newStatus of ['approved', 'rejected', 'pending']) expect(updateVerificationStatusSchema.parse({ newStatus })).toEqual({ newStatus });
    expect(issues(updateVerificationStatusSchema.safeParse({ newStatus: 'verified' }))).toEqual([
      { path: ['newStatus'], message: 'Status must be approved, rejected or pending.' },
    ]);
  });

  it('pages from 1, 10 at a time by default, up to 100 a page', () => {
    expect(paginationSchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(paginationSchema.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
    expect(paginationSchema.parse({ page: '1', limit: '1' })).toEqual({ page: 1, limit: 1 });
    for (const query of [{ page: '0' }, { page: '1.5' }, { limit: '0' }, { limit: '101' }]) expect(paginationSchema.safeParse(query).success).toBe(false);
  });
});
