import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import type { IssuedOtp, SignUpDetails } from './commands.ts';
import { accountDecider, emailClaimDecider } from './decide.ts';
import type { AccountEvent } from './events.ts';
import { messages } from './messages.ts';

const given = specFor(accountDecider);
const givenClaims = specFor(emailClaimDecider);

const t0 = '2026-11-22T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();
const details: SignUpDetails = {
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: 'mia@example.com',
  mobile: '0400000000',
  userRole: 'jobSeeker',
  dateOfBirth: '1995-04-02',
};
const otp = (n: number, issuedAt = t0): IssuedOtp => ({
  otpId: `otp-${n}`,
  codeHash: `hash-${n}`,
  sealedCode: `sealed-${n}`,
  expiresAt: new Date(Date.parse(issuedAt) + 600_000).toISOString(),
});

const registered: AccountEvent = { type: 'UserRegistered', data: { userId: 'u1', ...details, at: t0 } };
const issued = (n: number, purpose: 'signUp' | 'passwordReset' = 'signUp', issuedAt = t0): AccountEvent => ({
  type: 'OtpIssued',
  data: { userId: 'u1', purpose, email: details.email, firstName: details.firstName, ...otp(n, issuedAt), at: issuedAt },
});
const verified: AccountEvent = { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-1', purpose: 'signUp', at: at(30) } };
const passwordSet: AccountEvent = { type: 'PasswordSet', data: { userId: 'u1', passwordHash: 'argon-1', at: at(60) } };
const active = [registered, issued(1), verified, passwordSet];
const failed = (n: number): AccountEvent => ({
  type: 'OtpVerificationFailed',
  data: { userId: 'u1', otpId: 'otp-1', purpose: 'signUp', wrongGuesses: n, at: at(n) },
});

describe('RegisterUser', () => {
  it('registers the user and issues a sign-up OTP', () =>
    given([])
      .when({ type: 'RegisterUser', userId: 'u1', details, otp: otp(1), now: t0 })
      .then([registered, issued(1)]));

  it('refuses an e-mail whose account already has a password', () =>
    given(active)
      .when({ type: 'RegisterUser', userId: 'u2', details, otp: otp(2), now: at(500) })
      .thenThrows('email_taken', messages.emailTaken));

  it('lets an abandoned sign-up start again after the resend wait, keeping the account', () =>
    given([registered, issued(1)])
      .when({ type: 'RegisterUser', userId: 'u2', details: { ...details, firstName: 'Mia-Rose' }, otp: otp(2, at(121)), now: at(121) })
      .then([
        {
          type: 'SignUpDetailsUpdated',
          data: {
            userId: 'u1',
            firstName: 'Mia-Rose',
            lastName: 'Nguyen',
            mobile: '0400000000',
            userRole: 'jobSeeker',
            dateOfBirth: '1995-04-02',
            at: at(121),
          },
        },
        { type: 'OtpIssued', data: { userId: 'u1', purpose: 'signUp', email: details.email, firstName: 'Mia-Rose', ...otp(2, at(121)), at: at(121) } },
      ]));

  it('refuses to restart a sign-up within 120 s', () =>
    given([registered, issued(1)])
      .when({ type: 'RegisterUser', userId: 'u2', details, otp: otp(2), now: at(30) })
      .thenThrows('otp_resend_too_soon', messages.otpResendTooSoon(90)));
});

describe('ResendOtp', () => {
  it('refuses a resend within 120 s and says how long to wait', () =>
    given([registered, issued(1)])
      .when({ type: 'ResendOtp', purpose: 'signUp', otp: otp(2), now: at(100) })
      .thenThrows('otp_resend_too_soon', messages.otpResendTooSoon(20)));

  it('issues a new OTP after 120 s', () =>
    given([registered, issued(1)])
      .when({ type: 'ResendOtp', purpose: 'signUp', otp: otp(2, at(120)), now: at(120) })
      .then([issued(2, 'signUp', at(120))]));

  it('refuses an unknown account', () =>
    given([])
      .when({ type: 'ResendOtp', purpose: 'signUp', otp: otp(2), now: t0 })
      .thenThrows('not_found'));

  it('refuses once the e-mail is verified', () =>
    given([registered, issued(1), verified])
      .when({ type: 'ResendOtp', purpose: 'signUp', otp: otp(2), now: at(500) })
      .thenThrows('otp_used'));
});

describe('VerifyOtp', () => {
  const verify = (codeMatches: boolean, now = at(30), otpId: string | null = 'otp-1') => ({
    type: 'VerifyOtp' as const,
    purpose: 'signUp' as const,
    otpId,
    codeMatches,
    now,
  });

  it('verifies a matching code', () =>
    given([registered, issued(1)])
      .when(verify(true))
      .then([verified]));

  it('records a wrong guess', () =>
    given([registered, issued(1)])
      .when(verify(false, at(1)))
      .then([failed(1)]));

  it('locks the code after 5 wrong guesses, even for the right code', () =>
    given([registered, issued(1), failed(1), failed(2), failed(3), failed(4), failed(5)])
      .when(verify(true))
      .thenThrows('otp_locked', messages.otpLocked));

  it('refuses a used code', () =>
    given([registered, issued(1), verified])
      .when(verify(true, at(40)))
      .thenThrows('otp_used', messages.otpUsed));

  it('refuses an expired code', () =>
    given([registered, issued(1)])
      .when(verify(true, at(601)))
      .thenThrows('otp_expired', messages.otpExpired));

  it('refuses a code of the other purpose', () =>
    given([...active, issued(2, 'passwordReset', at(100))])
      .when({ type: 'VerifyOtp', purpose: 'signUp', otpId: 'otp-2', codeMatches: true, now: at(110) })
      .thenThrows('otp_invalid'));

  it('answers an unknown account like a wrong code', () =>
    given([])
      .when(verify(true, t0, null))
      .thenThrows('otp_invalid', messages.otpWrong));

  it('issues a reset code when a password-reset OTP is verified', () =>
    given([...active, issued(2, 'passwordReset', at(100))])
      .when({ type: 'VerifyOtp', purpose: 'passwordReset', otpId: 'otp-2', codeMatches: true, resetCode: { hash: 'rc', expiresAt: at(1000) }, now: at(110) })
      .then([
        { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-2', purpose: 'passwordReset', at: at(110) } },
        { type: 'PasswordResetCodeIssued', data: { userId: 'u1', otpId: 'otp-2', resetCodeHash: 'rc', expiresAt: at(1000), at: at(110) } },
      ]));
});

describe('SetInitialPassword', () => {
  it('sets the password once the e-mail is verified', () =>
    given([registered, issued(1), verified])
      .when({ type: 'SetInitialPassword', otpId: 'otp-1', passwordHash: 'argon-1', now: at(60) })
      .then([passwordSet]));

  it('refuses before verification', () =>
    given([registered, issued(1)])
      .when({ type: 'SetInitialPassword', otpId: 'otp-1', passwordHash: 'x', now: at(60) })
      .thenThrows('unauthenticated'));

  it('refuses a second time', () =>
    given(active)
      .when({ type: 'SetInitialPassword', otpId: 'otp-1', passwordHash: 'x', now: at(70) })
      .thenThrows('password_already_set'));
});

describe('LogIn and LogOut', () => {
  it('starts a session for the right password', () =>
    given(active)
      .when({ type: 'LogIn', sessionId: 's1', passwordMatches: true, now: at(90) })
      .then([{ type: 'UserLoggedIn', data: { userId: 'u1', sessionId: 's1', at: at(90) } }]));

  it('records a failed login for a wrong password', () =>
    given(active)
      .when({ type: 'LogIn', sessionId: 's1', passwordMatches: false, now: at(90) })
      .then([{ type: 'LoginFailed', data: { userId: 'u1', at: at(90) } }]));

  it('refuses an account without a password as bad credentials', () =>
    given([registered, issued(1)])
      .when({ type: 'LogIn', sessionId: 's1', passwordMatches: false, now: at(90) })
      .thenThrows('invalid_credentials', messages.invalidCredentials));

  it('ends a session once', () =>
    given([...active, { type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1', at: at(95) } }])
      .when({ type: 'LogOut', sessionId: 's1', now: at(99) })
      .then([]));
});

describe('password reset', () => {
  it('issues a reset OTP for an active account', () =>
    given(active)
      .when({ type: 'RequestPasswordReset', otp: otp(2, at(100)), now: at(100) })
      .then([{ type: 'PasswordResetRequested', data: { userId: 'u1', at: at(100) } }, issued(2, 'passwordReset', at(100))]));

  it('stays silent for an account without a password and within the resend wait', () => {
    given([registered])
      .when({ type: 'RequestPasswordReset', otp: otp(2), now: at(100) })
      .then([]);
    given([...active, issued(2, 'passwordReset', at(100))])
      .when({ type: 'RequestPasswordReset', otp: otp(3), now: at(150) })
      .then([]);
  });

  const withCode: AccountEvent[] = [
    ...active,
    issued(2, 'passwordReset', at(100)),
    { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-2', purpose: 'passwordReset', at: at(110) } },
    { type: 'PasswordResetCodeIssued', data: { userId: 'u1', otpId: 'otp-2', resetCodeHash: 'rc', expiresAt: at(1000), at: at(110) } },
  ];

  it('resets with a matching, unused, fresh code', () =>
    given(withCode)
      .when({ type: 'ResetPassword', codeMatches: true, passwordHash: 'argon-2', now: at(120) })
      .then([{ type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'argon-2', at: at(120) } }]));

  it('refuses a reused, wrong or expired code', () => {
    const used: AccountEvent = { type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'argon-2', at: at(120) } };
    given([...withCode, used])
      .when({ type: 'ResetPassword', codeMatches: true, passwordHash: 'x', now: at(130) })
      .thenThrows('otp_invalid', messages.resetCodeInvalid);
    given(withCode)
      .when({ type: 'ResetPassword', codeMatches: false, passwordHash: 'x', now: at(130) })
      .thenThrows('otp_invalid');
    given(withCode)
      .when({ type: 'ResetPassword', codeMatches: true, passwordHash: 'x', now: at(1001) })
      .thenThrows('otp_invalid');
  });
});

describe('profile, password change, settings and verification', () => {
  it('changes the password only with the current one', () => {
    given(active)
      .when({ type: 'ChangePassword', oldPasswordMatches: true, passwordHash: 'argon-3', now: at(200) })
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'argon-3', at: at(200) } }]);
    given(active)
      .when({ type: 'ChangePassword', oldPasswordMatches: false, passwordHash: 'argon-3', now: at(200) })
      .thenThrows('wrong_password', messages.wrongCurrentPassword);
  });

  const profile = { firstName: 'Mia', lastName: 'Nguyen', email: 'mia@example.com', mobile: '0400000000', mobileWork: '0299990000', picture: '' };
  it('updates the profile, and records nothing when nothing changed', () => {
    given(active)
      .when({ type: 'UpdateProfile', profile, now: at(300) })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...profile, at: at(300) } }]);
    given([...active, { type: 'ProfileUpdated', data: { userId: 'u1', ...profile, at: at(300) } }])
      .when({ type: 'UpdateProfile', profile, now: at(301) })
      .then([]);
  });

  it('saves notification settings', () => {
    const settings = {
      jobReferralStatusUpdates: false,
      newReferralOpportunities: true,
      careerAdviceSessionReminders: false,
      resumeReviewCompletion: true,
      generalAnnouncements: true,
    };
    given(active)
      .when({ type: 'ChangeNotificationSettings', settings, now: at(400) })
      .then([{ type: 'NotificationSettingsChanged', data: { userId: 'u1', settings, at: at(400) } }]);
  });

  it('changes verification status only for referrers', () => {
    const by = { userId: 'admin', role: 'admin' as const };
    given(active)
      .when({ type: 'ChangeVerificationStatus', status: 'approved', by, now: at(500) })
      .thenThrows('not_a_referrer', messages.notAReferrer);
    const referrer: AccountEvent = { type: 'UserRegistered', data: { userId: 'u1', ...details, userRole: 'referrer', at: t0 } };
    given([referrer])
      .when({ type: 'ChangeVerificationStatus', status: 'approved', by, now: at(500) })
      .then([{ type: 'ReferrerVerificationStatusChanged', data: { userId: 'u1', status: 'approved', previousStatus: null, by, at: at(500) } }]);
  });
});

describe('CreateVerifiedAccount (demo data)', () => {
  it('creates an active referrer with a verification status', () =>
    given([])
      .when({
        type: 'CreateVerifiedAccount',
        userId: 'r1',
        details: { ...details, userRole: 'referrer', mobileWork: '' },
        passwordHash: 'h',
        verificationStatus: 'pending',
        now: t0,
      })
      .then([
        { type: 'UserRegistered', data: { userId: 'r1', ...details, userRole: 'referrer', at: t0 } },
        { type: 'PasswordSet', data: { userId: 'r1', passwordHash: 'h', at: t0 } },
        { type: 'ReferrerVerificationStatusChanged', data: { userId: 'r1', status: 'pending', previousStatus: null, by: { system: 'seed' }, at: t0 } },
      ]));
});

describe('CreateVerifiedAccount with an employer', () => {
  it('records where a referrer works', () =>
    given([])
      .when({
        type: 'CreateVerifiedAccount',
        userId: 'r1',
        details: { ...details, userRole: 'referrer', mobileWork: '' },
        passwordHash: 'h',
        verificationStatus: null,
        employment: { companyId: 'c1', companyName: 'Atlassian', positionAtCompany: 'Engineer' },
        now: t0,
      })
      .then([
        { type: 'UserRegistered', data: { userId: 'r1', ...details, userRole: 'referrer', at: t0 } },
        { type: 'PasswordSet', data: { userId: 'r1', passwordHash: 'h', at: t0 } },
        { type: 'EmploymentRecorded', data: { userId: 'r1', companyId: 'c1', companyName: 'Atlassian', positionAtCompany: 'Engineer', at: t0 } },
      ]));
});

describe('email claims', () => {
  const claimed = { type: 'EmailClaimed' as const, data: { email: 'a@b.co', userId: 'u1', at: t0 } };
  it('claims a free address, again for its owner, never for another', () => {
    givenClaims([]).when({ type: 'ClaimEmail', email: 'a@b.co', userId: 'u1', now: t0 }).then([claimed]);
    givenClaims([claimed]).when({ type: 'ClaimEmail', email: 'a@b.co', userId: 'u1', now: t0 }).then([]);
    givenClaims([claimed]).when({ type: 'ClaimEmail', email: 'a@b.co', userId: 'u2', now: t0 }).thenThrows('email_taken');
  });
  it('frees an address its owner releases', () =>
    givenClaims([claimed, { type: 'EmailReleased', data: { email: 'a@b.co', userId: 'u1', at: t0 } }])
      .when({ type: 'ClaimEmail', email: 'a@b.co', userId: 'u2', now: t0 })
      .then([{ type: 'EmailClaimed', data: { email: 'a@b.co', userId: 'u2', at: t0 } }]));
});
