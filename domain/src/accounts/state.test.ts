import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { at, details, otp, registered, t0 } from './account.fixtures.ts';
import { defaultNotificationSettings } from './constants.ts';
import { accountDecider } from './decide.ts';
import type { AccountEvent } from './events.ts';
import { evolveAccount, initialAccount } from './state.ts';

// How the account folds its events (evolve): through the decisions that depend on it where there are some,
// through the folded state otherwise (the server reads it too, e.g. the account view and the stored password hash).

const given = specFor(accountDecider);
const fold = (events: AccountEvent[]) => events.reduce(evolveAccount, initialAccount());

const newAddress = 'mia.n@example.org';
const issued = (n: number, purpose: 'signUp' | 'passwordReset' | 'emailChange', seconds: number, email = details.email): AccountEvent => ({
  type: 'OtpIssued',
  data: { userId: 'u1', purpose, email, firstName: details.firstName, ...otp(n, at(seconds)), at: at(seconds) },
});

const referrer: AccountEvent = { type: 'UserRegistered', data: { userId: 'u1', ...details, userRole: 'referrer', at: t0 } };
const active: AccountEvent[] = [
  registered,
  issued(1, 'signUp', 0),
  { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-1', purpose: 'signUp', at: at(30) } },
  { type: 'PasswordSet', data: { userId: 'u1', passwordHash: 'argon-1', at: at(60) } },
];
const emailChangeRequested: AccountEvent[] = [
  { type: 'EmailChangeRequested', data: { userId: 'u1', email: newAddress, at: at(300) } },
  issued(7, 'emailChange', 300, newAddress),
];
const withResetCode: AccountEvent[] = [
  ...active,
  issued(2, 'passwordReset', 100),
  { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-2', purpose: 'passwordReset', at: at(110) } },
  { type: 'PasswordResetCodeIssued', data: { userId: 'u1', otpId: 'otp-2', resetCodeHash: 'rc', expiresAt: at(1000), at: at(110) } },
];

describe('an account nobody registered', () => {
  it('does not exist, and holds no user, an empty profile, no password and the default settings', () =>
    expect(initialAccount()).toEqual({
      exists: false,
      userId: '',
      userRole: 'jobSeeker',
      profile: { firstName: '', lastName: '', email: '', mobile: '', mobileWork: '', picture: '' },
      dateOfBirth: '',
      emailVerified: false,
      closed: false,
      pendingEmail: null,
      passwordHash: null,
      passwordChangedAt: null,
      otps: {},
      resetCode: null,
      verificationStatus: null,
      employment: null,
      notificationSettings: defaultNotificationSettings,
    }));
});

describe('verified codes', () => {
  it('only the sign-up code verifies the account: after an e-mail change is confirmed, the sign-up code can still be resent', () =>
    given([
      registered,
      issued(1, 'signUp', 0),
      ...emailChangeRequested,
      { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-7', purpose: 'emailChange', at: at(330) } },
      { type: 'EmailChanged', data: { userId: 'u1', email: newAddress, previousEmail: details.email, at: at(330) } },
    ])
      .when({ type: 'ResendOtp', purpose: 'signUp', otp: otp(8, at(400)), now: at(400) })
      .then([issued(8, 'signUp', 400, newAddress)]));

  it('a verified password-reset code marks that code used and verifies nothing else (a seeded account was never sent a sign-up code)', () => {
    const seeded: AccountEvent[] = [registered, { type: 'PasswordSet', data: { userId: 'u1', passwordHash: 'h', at: t0 } }];
    const account = fold([...seeded, issued(2, 'passwordReset', 100)]);
    const after = evolveAccount(account, { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-2', purpose: 'passwordReset', at: at(110) } });
    expect(after).toEqual({ ...account, otps: { ...account.otps, passwordReset: { ...account.otps.passwordReset, used: true } } });
  });
});

describe('passwords', () => {
  it.each([
    { type: 'PasswordSet', data: { userId: 'u1', passwordHash: 'argon-9', at: at(900) } },
    { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'argon-9', at: at(900) } },
    { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'argon-9', at: at(900) } },
  ] satisfies AccountEvent[])('$type keeps the new hash logins are checked against, and when it changed', (event) => {
    const account = evolveAccount(fold(active), event);
    expect(account.passwordHash).toBe('argon-9');
    expect(account.passwordChangedAt).toBe(at(900));
  });

  it('a password change leaves a waiting reset code as it was: only a reset uses it up', () =>
    given([...withResetCode, { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'argon-3', at: at(115) } }])
      .when({ type: 'ResetPassword', codeMatches: true, passwordHash: 'argon-4', now: at(120) })
      .then([{ type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'argon-4', at: at(120) } }]));

  it('after a reset the account goes on: a wrong password is recorded as a failed login', () =>
    given([...withResetCode, { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'argon-2', at: at(120) } }])
      .when({ type: 'LogIn', passwordMatches: false, now: at(130) })
      .then([{ type: 'LoginFailed', data: { userId: 'u1', at: at(130) } }]));
});

describe('e-mail change', () => {
  it('a cancelled change keeps the current address: the next code goes there', () =>
    given([...active, ...emailChangeRequested, { type: 'EmailChangeCancelled', data: { userId: 'u1', email: newAddress, at: at(310) } }])
      .when({ type: 'RequestPasswordReset', otp: otp(9, at(400)), now: at(400) })
      .then([{ type: 'PasswordResetRequested', data: { userId: 'u1', at: at(400) } }, issued(9, 'passwordReset', 400)]));
});

describe('referrer verification', () => {
  const by = { userId: 'admin', role: 'admin' as const };
  const approved: AccountEvent = {
    type: 'ReferrerVerificationStatusChanged',
    data: { userId: 'u1', status: 'approved', previousStatus: null, by, at: at(500) },
  };

  it('records nothing when the status is already the one asked for', () =>
    given([referrer, approved])
      .when({ type: 'ChangeVerificationStatus', status: 'approved', by, now: at(600) })
      .then([]));

  it('names the status it replaces', () =>
    given([referrer, approved])
      .when({ type: 'ChangeVerificationStatus', status: 'rejected', by, now: at(600) })
      .then([{ type: 'ReferrerVerificationStatusChanged', data: { userId: 'u1', status: 'rejected', previousStatus: 'approved', by, at: at(600) } }]));
});

describe('what the account view reads', () => {
  it('keeps the notification settings last saved, and nothing else changes', () => {
    const settings = { ...defaultNotificationSettings, jobReferralStatusUpdates: false, generalAnnouncements: true };
    const account = fold(active);
    expect(evolveAccount(account, { type: 'NotificationSettingsChanged', data: { userId: 'u1', settings, at: at(400) } })).toEqual({
      ...account,
      notificationSettings: settings,
    });
  });

  it('keeps where a referrer works, and nothing else changes', () => {
    const account = fold([referrer]);
    const employment = { companyId: 'c1', companyName: 'Atlassian', positionAtCompany: 'Engineer' };
    expect(evolveAccount(account, { type: 'EmploymentRecorded', data: { userId: 'u1', ...employment, at: at(10) } })).toEqual({ ...account, employment });
  });
});

describe('a closed registration', () => {
  it('is closed from RegistrationClosed on, and keeps everything else it held', () => {
    const waiting: AccountEvent[] = [registered, issued(1, 'signUp', 0)];
    const closed = fold([...waiting, { type: 'RegistrationClosed', data: { userId: 'u1', email: details.email, holderId: 'u2', at: at(200) } }]);
    expect(fold(waiting).closed).toBe(false);
    expect(closed).toEqual({ ...fold(waiting), closed: true });
  });
});
