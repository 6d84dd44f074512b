import type { Decider } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import type { OtpPurpose } from './constants.ts';
import type { AccountCommand, EmailClaimCommand, IssuedOtp } from './commands.ts';
import type { AccountEvent, EmailClaimEvent, UserProfile } from './events.ts';
import { messages } from './messages.ts';
import { verificationMessages } from './verification.ts';
import { assertGuessable, assertResendAllowed, secondsBeforeResend } from './otp-rules.ts';
import { evolveAccount, initialAccount, type Account } from './state.ts';

type Command<T extends AccountCommand['type']> = Extract<AccountCommand, { type: T }>;

const mustExist = (state: Account): void => {
  if (!state.exists) throw new DomainError('not_found', messages.userNotFound);
};

/** A sign-up closed because another account verified its address answers as a sign-up of a taken address does. */
const mustBeOpen = (state: Account): void => {
  if (state.closed) throw new DomainError('email_taken', messages.emailTaken);
};

/** The address a code of this purpose goes to: a new address for an e-mail change, the account's own otherwise. */
const recipientOf = (state: Account, purpose: OtpPurpose): string => (purpose === 'emailChange' ? (state.pendingEmail ?? '') : state.profile.email);

const otpIssued = (state: Account, purpose: OtpPurpose, otp: IssuedOtp, now: string): AccountEvent => ({
  type: 'OtpIssued',
  data: { userId: state.userId, purpose, email: recipientOf(state, purpose), firstName: state.profile.firstName, ...otp, at: now },
});

const registerUser = ({ userId, details, otp, now }: Command<'RegisterUser'>, state: Account): AccountEvent[] => {
  // Every sign-up is a registration of its own (a new id), so none can rewrite another's details.
  if (state.exists) throw new DomainError('conflict', messages.registrationExists);
  const registered: AccountEvent = { type: 'UserRegistered', data: { userId, ...details, at: now } };
  return [registered, otpIssued(evolveAccount(state, registered), 'signUp', otp, now)];
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
  mustBeOpen(state);
  if (purpose === 'signUp' && state.emailVerified) throw new DomainError('otp_used', messages.otpUsed);
  if (purpose === 'emailChange' && state.pendingEmail === null) throw new DomainError('validation_failed', messages.noEmailChangePending);
  assertResendAllowed(state.otps[purpose]?.issuedAt, now);
  return [otpIssued(state, purpose, otp, now)];
};

const verifyOtp = ({ purpose, otpId, codeMatches, resetCode, now }: Command<'VerifyOtp'>, state: Account): AccountEvent[] => {
  mustBeOpen(state);
  const otp = state.otps[purpose];
  // An unknown account answers like a wrong code, so ids cannot be probed.
  if (!state.exists || !otp || otp.otpId !== otpId) throw new DomainError('otp_invalid', messages.otpWrong);
  if (purpose === 'emailChange' && state.pendingEmail === null) throw new DomainError('validation_failed', messages.noEmailChangePending);
  assertGuessable(otp, now);
  const { userId } = state;
  if (!codeMatches) return [{ type: 'OtpVerificationFailed', data: { userId, otpId: otp.otpId, purpose, wrongGuesses: otp.wrongGuesses + 1, at: now } }];
  const verified: AccountEvent = { type: 'OtpVerified', data: { userId, otpId: otp.otpId, purpose, at: now } };
  if (purpose === 'signUp') return [verified];
  if (purpose === 'emailChange') {
    return [verified, { type: 'EmailChanged', data: { userId, email: state.pendingEmail ?? '', previousEmail: state.profile.email, at: now } }];
  }
  if (!resetCode) throw new DomainError('validation_failed', 'A reset code is required.');
  return [
    verified,
    { type: 'PasswordResetCodeIssued', data: { userId, otpId: otp.otpId, resetCodeHash: resetCode.hash, expiresAt: resetCode.expiresAt, at: now } },
  ];
};

const setInitialPassword = ({ otpId, passwordHash, now }: Command<'SetInitialPassword'>, state: Account): AccountEvent[] => {
  mustExist(state);
  if (state.passwordHash !== null) throw new DomainError('password_already_set', messages.passwordAlreadySet);
  if (!state.emailVerified || state.otps.signUp?.otpId !== otpId) throw new DomainError('unauthenticated', messages.sessionExpired);
  return [{ type: 'PasswordSet', data: { userId: state.userId, passwordHash, at: now } }];
};

const logIn = ({ passwordMatches, now }: Command<'LogIn'>, state: Account): AccountEvent[] => {
  if (!state.exists || state.passwordHash === null) throw new DomainError('invalid_credentials', messages.invalidCredentials);
  return passwordMatches ? [] : [{ type: 'LoginFailed', data: { userId: state.userId, at: now } }];
};

const requestPasswordReset = ({ otp, now }: Command<'RequestPasswordReset'>, state: Account): AccountEvent[] => {
  // the caller answers for an account that cannot reset with a stand-in, under the same rules
  if (!state.exists || state.passwordHash === null) throw new DomainError('not_found', messages.userNotFound);
  assertResendAllowed(state.otps.passwordReset?.issuedAt, now);
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

/** The new address waits for the code sent to it; a repeat while that code's resend wait runs asks for nothing new. */
const requestEmailChange = (email: string, otp: IssuedOtp | undefined, now: string, state: Account): AccountEvent[] => {
  const waiting = email === state.pendingEmail && secondsBeforeResend(state.otps.emailChange?.issuedAt, now) > 0;
  if (waiting) return [];
  assertResendAllowed(state.otps.emailChange?.issuedAt, now);
  if (!otp) throw new DomainError('validation_failed', 'A code for the new address is required.');
  const requested: AccountEvent = { type: 'EmailChangeRequested', data: { userId: state.userId, email, at: now } };
  return [requested, otpIssued(evolveAccount(state, requested), 'emailChange', otp, now)];
};

const updateProfile = ({ profile, otp, now }: Command<'UpdateProfile'>, state: Account): AccountEvent[] => {
  mustExist(state);
  // the e-mail changes only once a code sent to the new address is verified (VerifyOtp emailChange)
  const kept: UserProfile = { ...profile, email: state.profile.email };
  const changed = (Object.keys(kept) as (keyof UserProfile)[]).some((key) => kept[key] !== state.profile[key]);
  const events: AccountEvent[] = changed ? [{ type: 'ProfileUpdated', data: { userId: state.userId, ...kept, at: now } }] : [];
  if (profile.email !== state.profile.email) return [...events, ...requestEmailChange(profile.email, otp, now, state)];
  if (state.pendingEmail !== null) events.push({ type: 'EmailChangeCancelled', data: { userId: state.userId, email: state.pendingEmail, at: now } });
  return events;
};

/**
 * One e-mail, one account: once `holderId` verified the address, a sign-up of it still waiting for its code is closed.
 * An account that holds its address (its code verified, or made with a password), the holder's own, one of another
 * address (a stream not registered yet has none: its own sign-up finds the address taken) and one already closed are
 * left alone.
 */
const closeRegistration = ({ email, holderId, now }: Command<'CloseRegistration'>, state: Account): AccountEvent[] => {
  const holdsItsAddress = state.emailVerified || state.passwordHash !== null;
  const sameAddress = state.profile.email.toLowerCase() === email.toLowerCase();
  if (state.closed || holdsItsAddress || state.userId === holderId || !sameAddress) return [];
  return [{ type: 'RegistrationClosed', data: { userId: state.userId, email, holderId, at: now } }];
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

const submitVerification = ({ details, passport, picture, employment, now }: Command<'SubmitVerification'>, state: Account): AccountEvent[] => {
  mustExist(state);
  if (state.userRole !== 'referrer') throw new DomainError('forbidden', verificationMessages.notAReferrer);
  if (state.verificationStatus === 'approved') throw new DomainError('conflict', verificationMessages.alreadyApproved);
  if (state.verificationStatus === 'pending') throw new DomainError('conflict', verificationMessages.beingReviewed);
  const { userId } = state;
  return [
    { type: 'ReferrerVerificationSubmitted', data: { userId, details, passport, picture, at: now } },
    { type: 'EmploymentRecorded', data: { userId, ...employment, at: now } },
    {
      type: 'ReferrerVerificationStatusChanged',
      data: { userId, status: 'pending', previousStatus: state.verificationStatus, by: { userId, role: 'referrer' }, at: now },
    },
  ];
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
    case 'CloseRegistration':
      return closeRegistration(command, state);
    case 'ChangeVerificationStatus':
      return changeVerificationStatus(command, state);
    case 'SubmitVerification':
      return submitVerification(command, state);
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

/** `signUps`: the registrations started for the address, oldest first (closed once another one verifies it) */
export type EmailClaim = { owner: string | null; lastSignUpAt: string | undefined; signUps: string[] };

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaim> = {
  initialState: () => ({ owner: null, lastSignUpAt: undefined, signUps: [] }),
  evolve: (state, event) => {
    if (event.type === 'SignUpStarted') return { ...state, lastSignUpAt: event.data.at, signUps: [...state.signUps, event.data.userId] };
    return { ...state, owner: event.type === 'EmailClaimed' ? event.data.userId : null };
  },
  decide: (command, state) => {
    const { email, userId, now } = command;
    switch (command.type) {
      case 'StartSignUp':
        // one sign-up code to an address per resend wait, whoever asks: nobody can flood an inbox through us
        assertResendAllowed(state.lastSignUpAt, now);
        return [{ type: 'SignUpStarted', data: { email, userId, at: now } }];
      case 'ClaimEmail':
        if (state.owner === userId) return [];
        if (state.owner !== null) throw new DomainError('email_taken', messages.emailTaken);
        return [{ type: 'EmailClaimed', data: { email, userId, at: now } }];
      case 'ReleaseEmail':
        return state.owner === userId ? [{ type: 'EmailReleased', data: { email, userId, at: now } }] : [];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
