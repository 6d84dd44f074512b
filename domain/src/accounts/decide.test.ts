import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { at, details, otp, registered, t0 } from './account.fixtures.ts';
import { accountDecider, emailClaimDecider } from './decide.ts';
import type { AccountEvent } from './events.ts';
import { resetStandInDecider, resetStandInStream, type ResetStandInEvent } from './reset-stand-in.ts';
import { sessionDecider, sessionStream, type SessionEvent } from './sessions.ts';
import { messages } from './messages.ts';

const given = specFor(accountDecider);
const givenClaims = specFor(emailClaimDecider);

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

  it('never registers over an existing registration: each sign-up has its own id', () =>
    given([registered, issued(1)])
      .when({ type: 'RegisterUser', userId: 'u1', details: { ...details, firstName: 'Stranger' }, otp: otp(2, at(121)), now: at(121) })
      .thenThrows('conflict', messages.registrationExists));

  it('still reads the details a sign-up restarted on the same account wrote before registrations were separate', () =>
    given([
      registered,
      issued(1),
      {
        type: 'SignUpDetailsUpdated',
        data: { userId: 'u1', firstName: 'Mia-Rose', lastName: 'Tran', mobile: '0411', userRole: 'referrer', dateOfBirth: '1990-01-01', at: at(121) },
      },
    ])
      .when({ type: 'ResendOtp', purpose: 'signUp', otp: otp(2, at(200)), now: at(200) })
      .then([{ type: 'OtpIssued', data: { userId: 'u1', purpose: 'signUp', email: details.email, firstName: 'Mia-Rose', ...otp(2, at(200)), at: at(200) } }]));
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

  it('sends at once a code of a purpose none was sent for yet', () =>
    given(active)
      .when({ type: 'ResendOtp', purpose: 'passwordReset', otp: otp(2, at(70)), now: at(70) })
      .then([issued(2, 'passwordReset', at(70))]));
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

  it('answers a purpose no code was sent for like a wrong code', () =>
    given(active)
      .when({ type: 'VerifyOtp', purpose: 'passwordReset', otpId: 'otp-1', codeMatches: true, now: at(110) })
      .thenThrows('otp_invalid', messages.otpWrong));

  it('refuses to verify a password-reset code without the reset code to issue for it', () =>
    given([...active, issued(2, 'passwordReset', at(100))])
      .when({ type: 'VerifyOtp', purpose: 'passwordReset', otpId: 'otp-2', codeMatches: true, now: at(110) })
      .thenThrows('validation_failed', 'A reset code is required.'));

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

  it('refuses for another code than the verified sign-up code', () =>
    given([registered, issued(1), verified])
      .when({ type: 'SetInitialPassword', otpId: 'otp-2', passwordHash: 'x', now: at(60) })
      .thenThrows('unauthenticated', messages.sessionExpired));

  it('refuses a second time', () =>
    given(active)
      .when({ type: 'SetInitialPassword', otpId: 'otp-1', passwordHash: 'x', now: at(70) })
      .thenThrows('password_already_set'));
});

describe('LogIn', () => {
  it('records nothing on the account for the right password (the session has its own stream)', () =>
    given(active)
      .when({ type: 'LogIn', passwordMatches: true, now: at(90) })
      .then([]));

  it('records a failed login for a wrong password', () =>
    given(active)
      .when({ type: 'LogIn', passwordMatches: false, now: at(90) })
      .then([{ type: 'LoginFailed', data: { userId: 'u1', at: at(90) } }]));

  it('refuses an account without a password, or none at all, as bad credentials', () => {
    given([registered, issued(1)])
      .when({ type: 'LogIn', passwordMatches: true, now: at(90) })
      .thenThrows('invalid_credentials', messages.invalidCredentials);
    given([])
      .when({ type: 'LogIn', passwordMatches: true, now: at(90) })
      .thenThrows('invalid_credentials', messages.invalidCredentials);
  });

  it('ignores the logins and logouts an account stream kept before sessions had their own streams', () =>
    given([
      ...active,
      { type: 'UserLoggedIn', data: { userId: 'u1', sessionId: 's1', at: at(90) } } as unknown as AccountEvent,
      { type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1', at: at(95) } } as unknown as AccountEvent,
    ])
      .when({ type: 'ChangePassword', oldPasswordMatches: true, passwordHash: 'argon-9', now: at(99) })
      .then([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'argon-9', at: at(99) } }]));
});

describe('password reset', () => {
  it('issues a reset OTP for an active account', () =>
    given(active)
      .when({ type: 'RequestPasswordReset', otp: otp(2, at(100)), now: at(100) })
      .then([{ type: 'PasswordResetRequested', data: { userId: 'u1', at: at(100) } }, issued(2, 'passwordReset', at(100))]));

  it('refuses an account that cannot reset (the caller answers with a stand-in)', () => {
    given([registered])
      .when({ type: 'RequestPasswordReset', otp: otp(2), now: at(100) })
      .thenThrows('not_found');
    given([])
      .when({ type: 'RequestPasswordReset', otp: otp(2), now: at(100) })
      .thenThrows('not_found');
  });

  it('says how long to wait instead of claiming a mail within the resend wait, and sends again after it', () => {
    given([...active, issued(2, 'passwordReset', at(100))])
      .when({ type: 'RequestPasswordReset', otp: otp(3), now: at(150) })
      .thenThrows('otp_resend_too_soon', messages.otpResendTooSoon(70));
    given([...active, issued(2, 'passwordReset', at(100))])
      .when({ type: 'RequestPasswordReset', otp: otp(3, at(220)), now: at(220) })
      .then([{ type: 'PasswordResetRequested', data: { userId: 'u1', at: at(220) } }, issued(3, 'passwordReset', at(220))]);
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

  it('refuses a reset when no reset code was issued', () =>
    given(active)
      .when({ type: 'ResetPassword', codeMatches: true, passwordHash: 'x', now: at(130) })
      .thenThrows('otp_invalid', messages.resetCodeInvalid));

  it('takes the reset code up to the instant it expires', () =>
    given(withCode)
      .when({ type: 'ResetPassword', codeMatches: true, passwordHash: 'argon-2', now: at(1000) })
      .then([{ type: 'PasswordReset', data: { userId: 'u1', passwordHash: 'argon-2', at: at(1000) } }]));

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
      .when({ type: 'UpdateProfile', profile, otp: otp(5), now: at(300) })
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...profile, at: at(300) } }]);
    given([...active, { type: 'ProfileUpdated', data: { userId: 'u1', ...profile, at: at(300) } }])
      .when({ type: 'UpdateProfile', profile, otp: otp(5), now: at(301) })
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

describe('CreateVerifiedAccount (demo data), more', () => {
  const create = (extra: { userRole?: 'jobSeeker' | 'referrer'; mobileWork?: string; verificationStatus?: 'approved' | null } = {}) => ({
    type: 'CreateVerifiedAccount' as const,
    userId: 'r1',
    details: { ...details, userRole: extra.userRole ?? 'referrer', mobileWork: extra.mobileWork ?? '' },
    passwordHash: 'h',
    verificationStatus: extra.verificationStatus ?? null,
    now: t0,
  });

  it('records a work phone as a profile update', () =>
    given([])
      .when(create({ mobileWork: '0299990000' }))
      .then([
        { type: 'UserRegistered', data: { userId: 'r1', ...details, userRole: 'referrer', at: t0 } },
        { type: 'PasswordSet', data: { userId: 'r1', passwordHash: 'h', at: t0 } },
        {
          type: 'ProfileUpdated',
          data: {
            userId: 'r1',
            firstName: 'Mia',
            lastName: 'Nguyen',
            email: 'mia@example.com',
            mobile: '0400000000',
            mobileWork: '0299990000',
            picture: '',
            at: t0,
          },
        },
      ]));

  it('gives a verification status to referrers only', () =>
    given([])
      .when(create({ userRole: 'jobSeeker', verificationStatus: 'approved' }))
      .then([
        { type: 'UserRegistered', data: { userId: 'r1', ...details, userRole: 'jobSeeker', at: t0 } },
        { type: 'PasswordSet', data: { userId: 'r1', passwordHash: 'h', at: t0 } },
      ]));

  it('refuses an account that exists as an address already taken', () => given([registered]).when(create()).thenThrows('email_taken', messages.emailTaken));
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

describe('sign-up codes to one address', () => {
  const started = (userId: string, seconds: number) => ({ type: 'SignUpStarted' as const, data: { email: 'a@b.co', userId, at: at(seconds) } });
  it('spaces them by the resend wait, whoever asks, and keeps who holds the address apart', () => {
    givenClaims([])
      .when({ type: 'StartSignUp', email: 'a@b.co', userId: 'u1', now: at(0) })
      .then([started('u1', 0)]);
    givenClaims([started('u1', 0)])
      .when({ type: 'StartSignUp', email: 'a@b.co', userId: 'u2', now: at(30) })
      .thenThrows('otp_resend_too_soon', messages.otpResendTooSoon(90));
    givenClaims([started('u1', 0)])
      .when({ type: 'StartSignUp', email: 'a@b.co', userId: 'u2', now: at(120) })
      .then([started('u2', 120)]);
    // a sign-up started is not a claim: the address is still free to the first registration whose code is verified
    givenClaims([started('u1', 0), started('u2', 120)])
      .when({ type: 'ClaimEmail', email: 'a@b.co', userId: 'u2', now: at(130) })
      .then([{ type: 'EmailClaimed', data: { email: 'a@b.co', userId: 'u2', at: at(130) } }]);
  });

  it('releases only for its owner', () => {
    const claimed = { type: 'EmailClaimed' as const, data: { email: 'a@b.co', userId: 'u1', at: t0 } };
    givenClaims([claimed])
      .when({ type: 'ReleaseEmail', email: 'a@b.co', userId: 'u1', now: at(5) })
      .then([{ type: 'EmailReleased', data: { email: 'a@b.co', userId: 'u1', at: at(5) } }]);
    givenClaims([claimed]).when({ type: 'ReleaseEmail', email: 'a@b.co', userId: 'u2', now: t0 }).then([]);
    givenClaims([]).when({ type: 'ReleaseEmail', email: 'a@b.co', userId: 'u1', now: t0 }).then([]);
  });
});

describe('e-mail change', () => {
  const profile = { firstName: 'Mia', lastName: 'Nguyen', email: 'mia@example.com', mobile: '0400000000', mobileWork: '', picture: '' };
  const newAddress = 'mia.n@example.org';
  const requested = (n: number, seconds: number): AccountEvent[] => [
    { type: 'EmailChangeRequested', data: { userId: 'u1', email: newAddress, at: at(seconds) } },
    { type: 'OtpIssued', data: { userId: 'u1', purpose: 'emailChange', email: newAddress, firstName: 'Mia', ...otp(n, at(seconds)), at: at(seconds) } },
  ];
  const change = (seconds: number, email = newAddress, extra: Partial<typeof profile> = {}) => ({
    type: 'UpdateProfile' as const,
    profile: { ...profile, ...extra, email },
    otp: otp(7, at(seconds)),
    now: at(seconds),
  });
  const verifyChange = (codeMatches: boolean, seconds: number) => ({
    type: 'VerifyOtp' as const,
    purpose: 'emailChange' as const,
    otpId: 'otp-7',
    codeMatches,
    now: at(seconds),
  });

  it('keeps the current address and sends a code to the new one', () => given(active).when(change(300)).then(requested(7, 300)));

  it('saves the other fields at once while the address waits for its code', () =>
    given(active)
      .when(change(300, newAddress, { lastName: 'Tran' }))
      .then([{ type: 'ProfileUpdated', data: { userId: 'u1', ...profile, lastName: 'Tran', at: at(300) } }, ...requested(7, 300)]));

  it('asks for nothing new when the same address is saved again within the resend wait, and sends a new code after it', () => {
    given([...active, ...requested(7, 300)])
      .when(change(330))
      .then([]);
    given([...active, ...requested(7, 300)])
      .when({ ...change(420), otp: otp(8, at(420)) })
      .then(requested(8, 420));
  });

  it('refuses another new address within the resend wait, saying how long to wait', () =>
    given([...active, ...requested(7, 300)])
      .when(change(330, 'other@example.org'))
      .thenThrows('otp_resend_too_soon', messages.otpResendTooSoon(90)));

  it('cancels a waiting change when the current address is saved', () =>
    given([...active, ...requested(7, 300)])
      .when(change(330, profile.email))
      .then([{ type: 'EmailChangeCancelled', data: { userId: 'u1', email: newAddress, at: at(330) } }]));

  it('changes the address once the code sent to it is verified, and not for a wrong code', () => {
    given([...active, ...requested(7, 300)])
      .when(verifyChange(true, 330))
      .then([
        { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-7', purpose: 'emailChange', at: at(330) } },
        { type: 'EmailChanged', data: { userId: 'u1', email: newAddress, previousEmail: profile.email, at: at(330) } },
      ]);
    given([...active, ...requested(7, 300)])
      .when(verifyChange(false, 330))
      .then([{ type: 'OtpVerificationFailed', data: { userId: 'u1', otpId: 'otp-7', purpose: 'emailChange', wrongGuesses: 1, at: at(330) } }]);
  });

  it('takes no code for a change that was cancelled, and resends only to a waiting address', () => {
    const cancelled: AccountEvent = { type: 'EmailChangeCancelled', data: { userId: 'u1', email: newAddress, at: at(310) } };
    given([...active, ...requested(7, 300), cancelled])
      .when(verifyChange(true, 330))
      .thenThrows('validation_failed', messages.noEmailChangePending);
    given([...active, ...requested(7, 300), cancelled])
      .when({ type: 'ResendOtp', purpose: 'emailChange', otp: otp(8), now: at(500) })
      .thenThrows('validation_failed', messages.noEmailChangePending);
    given([...active, ...requested(7, 300)])
      .when({ type: 'ResendOtp', purpose: 'emailChange', otp: otp(8, at(500)), now: at(500) })
      .then([requested(8, 500)[1] as AccountEvent]);
  });

  it('leaves the new address in the account once changed', () =>
    given([
      ...active,
      ...requested(7, 300),
      { type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-7', purpose: 'emailChange', at: at(330) } },
      { type: 'EmailChanged', data: { userId: 'u1', email: newAddress, previousEmail: profile.email, at: at(330) } },
    ])
      .when({ type: 'RequestPasswordReset', otp: otp(9, at(400)), now: at(400) })
      .then([
        { type: 'PasswordResetRequested', data: { userId: 'u1', at: at(400) } },
        { type: 'OtpIssued', data: { userId: 'u1', purpose: 'passwordReset', email: newAddress, firstName: 'Mia', ...otp(9, at(400)), at: at(400) } },
      ]));
});

describe('sessions', () => {
  const givenSession = specFor(sessionDecider);
  const loggedIn: SessionEvent = { type: 'UserLoggedIn', data: { userId: 'u1', sessionId: 's1', at: at(1) } };
  const loggedOut: SessionEvent = { type: 'UserLoggedOut', data: { userId: 'u1', sessionId: 's1', at: at(2) } };
  it('starts once and ends once', () => {
    givenSession([])
      .when({ type: 'StartSession', userId: 'u1', sessionId: 's1', now: at(1) })
      .then([loggedIn]);
    givenSession([loggedIn])
      .when({ type: 'StartSession', userId: 'u1', sessionId: 's1', now: at(1) })
      .then([]);
    givenSession([loggedIn])
      .when({ type: 'EndSession', userId: 'u1', sessionId: 's1', now: at(2) })
      .then([loggedOut]);
    givenSession([loggedIn, loggedOut])
      .when({ type: 'EndSession', userId: 'u1', sessionId: 's1', now: at(3) })
      .then([]);
  });

  it('keeps each session in the stream session-{sessionId}, where the stored ones are', () => expect(sessionStream('s1')).toBe('session-s1'));

  it('ends a session whose start was recorded on the account stream, before sessions had their own', () =>
    givenSession([])
      .when({ type: 'EndSession', userId: 'u1', sessionId: 's1', now: at(2) })
      .then([loggedOut]));
});

describe('forgot-password stand-in', () => {
  const givenStandIn = specFor(resetStandInDecider);
  const issuedAt = (seconds: number): ResetStandInEvent => ({
    type: 'StandInResetCodeIssued',
    data: { standInId: 'x', expiresAt: at(seconds + 600), at: at(seconds) },
  });
  const guessed = (n: number, seconds: number): ResetStandInEvent => ({
    type: 'StandInResetCodeGuessed',
    data: { standInId: 'x', wrongGuesses: n, at: at(seconds) },
  });
  const issue = (seconds: number) => ({ type: 'IssueStandInCode' as const, standInId: 'x', expiresAt: at(seconds + 600), now: at(seconds) });
  const guess = (seconds: number) => ({ type: 'GuessStandInCode' as const, standInId: 'x', now: at(seconds) });

  it('issues a code under the resend wait of a real one', () => {
    givenStandIn([])
      .when(issue(0))
      .then([issuedAt(0)]);
    givenStandIn([issuedAt(0)])
      .when(issue(100))
      .thenThrows('otp_resend_too_soon', messages.otpResendTooSoon(20));
    givenStandIn([issuedAt(0)])
      .when(issue(120))
      .then([issuedAt(120)]);
  });

  it('takes every guess as wrong until it locks like a real code, and expires like one', () => {
    givenStandIn([issuedAt(0)])
      .when(guess(10))
      .then([guessed(1, 10)]);
    givenStandIn([issuedAt(0), guessed(1, 10), guessed(2, 11), guessed(3, 12), guessed(4, 13)])
      .when(guess(14))
      .then([guessed(5, 14)]);
    givenStandIn([issuedAt(0), guessed(1, 10), guessed(2, 11), guessed(3, 12), guessed(4, 13), guessed(5, 14)])
      .when(guess(15))
      .thenThrows('otp_locked', messages.otpLocked);
    givenStandIn([issuedAt(0)])
      .when(guess(601))
      .thenThrows('otp_expired', messages.otpExpired);
    // a new code starts the guesses again
    givenStandIn([issuedAt(0), guessed(1, 10), guessed(2, 11), guessed(3, 12), guessed(4, 13), guessed(5, 14), issuedAt(130)])
      .when(guess(140))
      .then([guessed(1, 140)]);
  });

  it('keeps each stand-in in the stream password-reset-stand-in-{standInId}, where the stored ones are', () =>
    expect(resetStandInStream('x')).toBe('password-reset-stand-in-x'));

  it('records nothing for a stand-in that was never issued', () => givenStandIn([]).when(guess(10)).then([]));
});

describe('e-mail change without a code', () => {
  it('refuses to ask for a new address when no code was drawn for it', () =>
    given(active)
      .when({
        type: 'UpdateProfile',
        profile: { firstName: 'Mia', lastName: 'Nguyen', email: 'new@example.org', mobile: '0400000000', mobileWork: '', picture: '' },
        now: at(300),
      })
      .thenThrows('validation_failed', 'A code for the new address is required.'));
});

describe('one e-mail, one account: CloseRegistration', () => {
  const close = (holderId = 'u2', email = details.email, now = at(200)) => ({ type: 'CloseRegistration' as const, email, holderId, now });
  const closed: AccountEvent = { type: 'RegistrationClosed', data: { userId: 'u1', email: details.email, holderId: 'u2', at: at(200) } };
  const waiting = [registered, issued(1)];

  it('closes a sign-up still waiting for its code once another account verified its address, whatever the case of the address', () => {
    given(waiting).when(close()).then([closed]);
    given(waiting)
      .when(close('u2', 'MIA@Example.com'))
      .then([{ type: 'RegistrationClosed', data: { userId: 'u1', email: 'MIA@Example.com', holderId: 'u2', at: at(200) } }]);
    given([{ type: 'UserRegistered', data: { userId: 'u1', ...details, email: 'Mia@Example.COM', at: t0 } }, issued(1)])
      .when(close())
      .then([closed]);
    // a wrong guess or a new code does not save it
    given([...waiting, failed(1), issued(2, 'signUp', at(121))])
      .when(close())
      .then([closed]);
  });

  it('leaves alone an account that holds its address, the holder itself, another address, one closed already and one not registered', () => {
    given([...waiting, verified])
      .when(close())
      .then([]);
    // made with a password (the demo accounts), its code never verified
    given([registered, passwordSet]).when(close()).then([]);
    given(active).when(close()).then([]);
    given(waiting).when(close('u1')).then([]);
    given(waiting).when(close('u2', 'someone@example.com')).then([]);
    given([...waiting, closed])
      .when(close('u3'))
      .then([]);
    given([]).when(close()).then([]);
  });

  it('refuses a closed sign-up’s code, right or wrong, and a new code for it, as a taken address', () => {
    const verify = (codeMatches: boolean) => ({ type: 'VerifyOtp' as const, purpose: 'signUp' as const, otpId: 'otp-1', codeMatches, now: at(210) });
    given([...waiting, closed])
      .when(verify(true))
      .thenThrows('email_taken', messages.emailTaken);
    given([...waiting, closed])
      .when(verify(false))
      .thenThrows('email_taken', messages.emailTaken);
    given([...waiting, closed])
      .when({ type: 'ResendOtp', purpose: 'signUp', otp: otp(2, at(400)), now: at(400) })
      .thenThrows('email_taken', messages.emailTaken);
    // an open one still verifies
    given(waiting)
      .when(verify(true))
      .then([{ type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-1', purpose: 'signUp', at: at(210) } }]);
    // and nothing else of a closed sign-up is decided as if it were open
    given([...waiting, closed])
      .when({ type: 'SetInitialPassword', otpId: 'otp-1', passwordHash: 'argon-1', now: at(220) })
      .thenThrows('unauthenticated', messages.sessionExpired);
  });

  it('keeps the sign-ups started for an address, oldest first, whoever holds it', () => {
    const started = (userId: string, seconds: number) => ({ type: 'SignUpStarted' as const, data: { email: 'a@b.co', userId, at: at(seconds) } });
    const claimed = { type: 'EmailClaimed' as const, data: { email: 'a@b.co', userId: 'u2', at: at(130) } };
    const fold = (events: Parameters<typeof emailClaimDecider.evolve>[1][]) => events.reduce(emailClaimDecider.evolve, emailClaimDecider.initialState());
    expect(fold([])).toEqual({ owner: null, lastSignUpAt: undefined, signUps: [] });
    expect(fold([started('u1', 0), started('u2', 120), claimed])).toEqual({ owner: 'u2', lastSignUpAt: at(120), signUps: ['u1', 'u2'] });
    expect(fold([started('u1', 0), claimed, { type: 'EmailReleased', data: { email: 'a@b.co', userId: 'u2', at: at(140) } }])).toEqual({
      owner: null,
      lastSignUpAt: at(0),
      signUps: ['u1'],
    });
  });
});
