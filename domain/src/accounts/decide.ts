import type { Decider } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import { OTP_MAX_WRONG_GUESSES, OTP_RESEND_WAIT_SECONDS, type OtpPurpose } from './constants.ts';
import type { AccountCommand, EmailClaimCommand, IssuedOtp } from './commands.ts';
import type { AccountEvent, EmailClaimEvent } from './events.ts';
import { messages } from './messages.ts';
import { evolveAccount, initialAccount, type Account } from './state.ts';

type Command<T extends AccountCommand['type']> = Extract<AccountCommand, { type: T }>;

const mustExist = (state: Account): void => {
  if (!state.exists) throw new DomainError('not_found', messages.userNotFound);
};

const secondsLeftBeforeResend = (state: Account, purpose: OtpPurpose, now: string): number => {
  const issuedAt = state.otps[purpose]?.issuedAt;
  if (!issuedAt) return 0;
  const elapsed = (Date.parse(now) - Date.parse(issuedAt)) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_WAIT_SECONDS - elapsed));
};

const otpIssued = (state: Account, purpose: OtpPurpose, otp: IssuedOtp, now: string): AccountEvent => ({
  type: 'OtpIssued',
  data: { userId: state.userId, purpose, email: state.profile.email, firstName: state.profile.firstName, ...otp, at: now },
});

const registerUser = ({ userId, details, otp, now }: Command<'RegisterUser'>, state: Account): AccountEvent[] => {
  if (state.exists && state.passwordHash !== null) throw new DomainError('email_taken', messages.emailTaken);
  if (!state.exists) {
    const registered: AccountEvent = { type: 'UserRegistered', data: { userId, ...details, at: now } };
    return [registered, otpIssued(evolveAccount(state, registered), 'signUp', otp, now)];
  }
  // An abandoned sign-up may start again, but not faster than a resend.
  const wait = secondsLeftBeforeResend(state, 'signUp', now);
  if (wait > 0) throw new DomainError('otp_resend_too_soon', messages.otpResendTooSoon(wait), { retryAfterSeconds: wait });
  const { email: _email, ...rest } = details;
  const updated: AccountEvent = { type: 'SignUpDetailsUpdated', data: { userId: state.userId, ...rest, at: now } };
  return [updated, otpIssued(evolveAccount(state, updated), 'signUp', otp, now)];
};

const createVerifiedAccount = (command: Command<'CreateVerifiedAccount'>, state: Account): AccountEvent[] => {
  if (state.exists) throw new DomainError('email_taken', messages.emailTaken);
  const { userId, details, passwordHash, verificationStatus, now } = command;
  const { mobileWork, ...registered } = details;
  const events: AccountEvent[] = [
    { type: 'UserRegistered', data: { userId, ...registered, at: now } },
    { type: 'PasswordSet', data: { userId, passwordHash, at: now } },
  ];
  if (mobileWork) {
    const { firstName, lastName, email, mobile } = details;
    events.push({ type: 'ProfileUpdated', data: { userId, firstName, lastName, email, mobile, mobileWork, picture: '', at: now } });
  }
  if (command.employment) events.push({ type: 'EmploymentRecorded', data: { userId, ...command.employment, at: now } });
  if (verificationStatus && details.userRole === 'referrer') {
    events.push({
      type: 'ReferrerVerificationStatusChanged',
      data: { userId, status: verificationStatus, previousStatus: null, by: { system: 'seed' }, at: now },
    });
  }
  return events;
};

const resendOtp = ({ purpose, otp, now }: Command<'ResendOtp'>, state: Account): AccountEvent[] => {
  mustExist(state);
  if (purpose === 'signUp' && state.emailVerified) throw new DomainError('otp_used', messages.otpUsed);
  const wait = secondsLeftBeforeResend(state, purpose, now);
  if (wait > 0) throw new DomainError('otp_resend_too_soon', messages.otpResendTooSoon(wait), { retryAfterSeconds: wait });
  return [otpIssued(state, purpose, otp, now)];
};

const verifyOtp = ({ purpose, otpId, codeMatches, resetCode, now }: Command<'VerifyOtp'>, state: Account): AccountEvent[] => {
  const otp = state.otps[purpose];
  // An unknown account answers like a wrong code, so ids cannot be probed.
  if (!state.exists || !otp || otp.otpId !== otpId) throw new DomainError('otp_invalid', messages.otpWrong);
  if (otp.used) throw new DomainError('otp_used', messages.otpUsed);
  if (otp.wrongGuesses >= OTP_MAX_WRONG_GUESSES) throw new DomainError('otp_locked', messages.otpLocked);
  if (Date.parse(now) > Date.parse(otp.expiresAt)) throw new DomainError('otp_expired', messages.otpExpired);
  if (!codeMatches) {
    return [{ type: 'OtpVerificationFailed', data: { userId: state.userId, otpId: otp.otpId, purpose, wrongGuesses: otp.wrongGuesses + 1, at: now } }];
  }
  const verified: AccountEvent = { type: 'OtpVerified', data: { userId: state.userId, otpId: otp.otpId, purpose, at: now } };
  if (purpose === 'signUp') return [verified];
  if (!resetCode) throw new DomainError('validation_failed', 'A reset code is required.');
  return [
    verified,
    {
      type: 'PasswordResetCodeIssued',
      data: { userId: state.userId, otpId: otp.otpId, resetCodeHash: resetCode.hash, expiresAt: resetCode.expiresAt, at: now },
    },
  ];
};

const setInitialPassword = ({ otpId, passwordHash, now }: Command<'SetInitialPassword'>, state: Account): AccountEvent[] => {
  mustExist(state);
  if (state.passwordHash !== null) throw new DomainError('password_already_set', messages.passwordAlreadySet);
  if (!state.emailVerified || state.otps.signUp?.otpId !== otpId) throw new DomainError('unauthenticated', messages.sessionExpired);
  return [{ type: 'PasswordSet', data: { userId: state.userId, passwordHash, at: now } }];
};

const logIn = ({ sessionId, passwordMatches, now }: Command<'LogIn'>, state: Account): AccountEvent[] => {
  if (!state.exists || state.passwordHash === null) throw new DomainError('invalid_credentials', messages.invalidCredentials);
  if (!passwordMatches) return [{ type: 'LoginFailed', data: { userId: state.userId, at: now } }];
  return [{ type: 'UserLoggedIn', data: { userId: state.userId, sessionId, at: now } }];
};

const logOut = ({ sessionId, now }: Command<'LogOut'>, state: Account): AccountEvent[] => {
  mustExist(state);
  if (state.endedSessions.includes(sessionId)) return [];
  return [{ type: 'UserLoggedOut', data: { userId: state.userId, sessionId, at: now } }];
};

const requestPasswordReset = ({ otp, now }: Command<'RequestPasswordReset'>, state: Account): AccountEvent[] => {
  // The caller answers the same whatever happens here, so nothing reveals whether the account exists.
  if (!state.exists || state.passwordHash === null) return [];
  if (secondsLeftBeforeResend(state, 'passwordReset', now) > 0) return [];
  return [{ type: 'PasswordResetRequested', data: { userId: state.userId, at: now } }, otpIssued(state, 'passwordReset', otp, now)];
};

const resetPassword = ({ codeMatches, passwordHash, now }: Command<'ResetPassword'>, state: Account): AccountEvent[] => {
  const code = state.resetCode;
  if (!state.exists || !code || code.used || !codeMatches || Date.parse(now) > Date.parse(code.expiresAt)) {
    throw new DomainError('otp_invalid', messages.resetCodeInvalid);
  }
  return [{ type: 'PasswordReset', data: { userId: state.userId, passwordHash, at: now } }];
};

const changePassword = ({ oldPasswordMatches, passwordHash, now }: Command<'ChangePassword'>, state: Account): AccountEvent[] => {
  mustExist(state);
  if (!oldPasswordMatches) throw new DomainError('wrong_password', messages.wrongCurrentPassword);
  return [{ type: 'PasswordChanged', data: { userId: state.userId, passwordHash, at: now } }];
};

const updateProfile = ({ profile, now }: Command<'UpdateProfile'>, state: Account): AccountEvent[] => {
  mustExist(state);
  const unchanged = (Object.keys(profile) as (keyof typeof profile)[]).every((key) => profile[key] === state.profile[key]);
  return unchanged ? [] : [{ type: 'ProfileUpdated', data: { userId: state.userId, ...profile, at: now } }];
};

const changeNotificationSettings = ({ settings, now }: Command<'ChangeNotificationSettings'>, state: Account): AccountEvent[] => {
  mustExist(state);
  return [{ type: 'NotificationSettingsChanged', data: { userId: state.userId, settings, at: now } }];
};

const changeVerificationStatus = ({ status, by, now }: Command<'ChangeVerificationStatus'>, state: Account): AccountEvent[] => {
  mustExist(state);
  if (state.userRole !== 'referrer') throw new DomainError('not_a_referrer', messages.notAReferrer);
  if (state.verificationStatus === status) return [];
  return [{ type: 'ReferrerVerificationStatusChanged', data: { userId: state.userId, status, previousStatus: state.verificationStatus, by, at: now } }];
};

export const decideAccount = (command: AccountCommand, state: Account): AccountEvent[] => {
  switch (command.type) {
    case 'RegisterUser':
      return registerUser(command, state);
    case 'CreateVerifiedAccount':
      return createVerifiedAccount(command, state);
    case 'ResendOtp':
      return resendOtp(command, state);
    case 'VerifyOtp':
      return verifyOtp(command, state);
    case 'SetInitialPassword':
      return setInitialPassword(command, state);
    case 'LogIn':
      return logIn(command, state);
    case 'LogOut':
      return logOut(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state);
    case 'ChangePassword':
      return changePassword(command, state);
    case 'UpdateProfile':
      return updateProfile(command, state);
    case 'ChangeNotificationSettings':
      return changeNotificationSettings(command, state);
    case 'ChangeVerificationStatus':
      return changeVerificationStatus(command, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};

export const accountDecider: Decider<AccountCommand, AccountEvent, Account> = {
  initialState: initialAccount,
  evolve: evolveAccount,
  decide: decideAccount,
};

export type EmailClaim = { owner: string | null };

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaim> = {
  initialState: () => ({ owner: null }),
  evolve: (_state, event) => ({ owner: event.type === 'EmailClaimed' ? event.data.userId : null }),
  decide: (command, state) => {
    const { email, userId, now } = command;
    if (command.type === 'ClaimEmail') {
      if (state.owner === userId) return [];
      if (state.owner !== null) throw new DomainError('email_taken', messages.emailTaken);
      return [{ type: 'EmailClaimed', data: { email, userId, at: now } }];
    }
    return state.owner === userId ? [{ type: 'EmailReleased', data: { email, userId, at: now } }] : [];
  },
};
