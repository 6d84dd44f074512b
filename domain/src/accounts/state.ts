import { defaultNotificationSettings, type NotificationSettings, type OtpPurpose, type UserRole, type VerificationStatus } from './constants.ts';
import type { AccountEvent, Employment, UserProfile } from './events.ts';
import type { CodeState } from './otp-rules.ts';

export type OtpState = CodeState & { otpId: string; codeHash: string };
export type ResetCodeState = { otpId: string; hash: string; expiresAt: string; used: boolean };

export type Account = {
  exists: boolean;
  userId: string;
  userRole: UserRole;
  profile: UserProfile;
  dateOfBirth: string;
  emailVerified: boolean;
  /** a sign-up closed because another account verified its address: it can never be verified */
  closed: boolean;
  /** a new address waiting for the code sent to it */
  pendingEmail: string | null;
  passwordHash: string | null;
  passwordChangedAt: string | null;
  otps: Partial<Record<OtpPurpose, OtpState>>;
  resetCode: ResetCodeState | null;
  verificationStatus: VerificationStatus | null;
  employment: Employment | null;
  notificationSettings: NotificationSettings;
};

export const initialAccount = (): Account => ({
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
});

const withOtp = (state: Account, purpose: OtpPurpose, change: (otp: OtpState) => OtpState): Account => {
  const otp = state.otps[purpose];
  return otp ? { ...state, otps: { ...state.otps, [purpose]: change(otp) } } : state;
};

export const evolveAccount = (state: Account, event: AccountEvent): Account => {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, firstName, lastName, email, mobile, userRole, dateOfBirth } = event.data;
      return { ...state, exists: true, userId, userRole, dateOfBirth, profile: { ...state.profile, firstName, lastName, email, mobile } };
    }
    // written by sign-ups that restarted on the same account, before each sign-up became its own registration
    case 'SignUpDetailsUpdated': {
      const { firstName, lastName, mobile, userRole, dateOfBirth } = event.data;
      return { ...state, userRole, dateOfBirth, profile: { ...state.profile, firstName, lastName, mobile } };
    }
    case 'OtpIssued': {
      const { otpId, codeHash, at, expiresAt, purpose } = event.data;
      return { ...state, otps: { ...state.otps, [purpose]: { otpId, codeHash, issuedAt: at, expiresAt, wrongGuesses: 0, used: false } } };
    }
    case 'OtpVerificationFailed':
      return withOtp(state, event.data.purpose, (otp) => ({ ...otp, wrongGuesses: event.data.wrongGuesses }));
    case 'OtpVerified': {
      const verified = withOtp(state, event.data.purpose, (otp) => ({ ...otp, used: true }));
      return event.data.purpose === 'signUp' ? { ...verified, emailVerified: true } : verified;
    }
    case 'PasswordResetCodeIssued':
      return { ...state, resetCode: { otpId: event.data.otpId, hash: event.data.resetCodeHash, expiresAt: event.data.expiresAt, used: false } };
    case 'PasswordSet':
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, passwordChangedAt: event.data.at };
    case 'PasswordReset':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        passwordChangedAt: event.data.at,
        resetCode: state.resetCode ? { ...state.resetCode, used: true } : null,
      };
    case 'ProfileUpdated': {
      const { firstName, lastName, email, mobile, mobileWork, picture } = event.data;
      return { ...state, profile: { firstName, lastName, email, mobile, mobileWork, picture } };
    }
    case 'EmailChangeRequested':
      return { ...state, pendingEmail: event.data.email };
    case 'EmailChangeCancelled':
      return { ...state, pendingEmail: null };
    case 'EmailChanged':
      return { ...state, pendingEmail: null, profile: { ...state.profile, email: event.data.email } };
    case 'RegistrationClosed':
      return { ...state, closed: true };
    case 'NotificationSettingsChanged':
      return { ...state, notificationSettings: event.data.settings };
    case 'ReferrerVerificationStatusChanged':
      return { ...state, verificationStatus: event.data.status };
    case 'EmploymentRecorded': {
      const { companyId, companyName, positionAtCompany } = event.data;
      return { ...state, employment: { companyId, companyName, positionAtCompany } };
    }
    // Stryker disable next-line StringLiteral: equivalent, an event no case names falls to the default, which also returns the state unchanged
    case 'PasswordResetRequested':
    // Stryker disable next-line StringLiteral,ConditionalExpression: equivalent, as above (a case emptied of its body falls through to that default)
    case 'LoginFailed':
    // The details are the read models' to show; the status change that comes with them is what decisions read.
    // Stryker disable next-line StringLiteral,ConditionalExpression: equivalent, as above (this case too falls through to the default)
    case 'ReferrerVerificationSubmitted':
      return state;
    default: {
      // An account stream from before sessions had their own streams also holds UserLoggedIn/UserLoggedOut:
      // they change nothing the account decides on.
      const _exhaustive: never = event;
      void _exhaustive;
      return state;
    }
  }
};
