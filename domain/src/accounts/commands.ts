import type { NotificationSettings, OtpPurpose, SignUpRole, UserRole, VerificationStatus } from './constants.ts';
import type { FileRef } from '../shared/files.ts';
import type { ActorRef, Employment, UserProfile, VerificationDetails } from './events.ts';

/** A freshly drawn one-time code, already hashed and sealed by the caller (the domain holds no secrets). */
export type IssuedOtp = { otpId: string; codeHash: string; sealedCode: string; expiresAt: string };

export type SignUpDetails = { firstName: string; lastName: string; email: string; mobile: string; userRole: SignUpRole; dateOfBirth: string };

export type AccountCommand =
  | { type: 'RegisterUser'; userId: string; details: SignUpDetails; otp: IssuedOtp; now: string }
  | {
      type: 'CreateVerifiedAccount';
      userId: string;
      details: Omit<SignUpDetails, 'userRole'> & { userRole: UserRole; mobileWork: string };
      passwordHash: string;
      verificationStatus: VerificationStatus | null;
      employment?: Employment;
      now: string;
    }
  | { type: 'ResendOtp'; purpose: OtpPurpose; otp: IssuedOtp; now: string }
  /** codeMatches is computed by the caller against the OTP it read (otpId) */
  | { type: 'VerifyOtp'; purpose: OtpPurpose; otpId: string | null; codeMatches: boolean; resetCode?: { hash: string; expiresAt: string }; now: string }
  | { type: 'SetInitialPassword'; otpId: string; passwordHash: string; now: string }
  /** passwordMatches is computed by the caller against the stored hash; a match starts a session in its own stream */
  | { type: 'LogIn'; passwordMatches: boolean; now: string }
  | { type: 'RequestPasswordReset'; otp: IssuedOtp; now: string }
  | { type: 'ResetPassword'; codeMatches: boolean; passwordHash: string; now: string }
  | { type: 'ChangePassword'; oldPasswordMatches: boolean; passwordHash: string; now: string }
  /** `profile.email` different from the account's asks for a change, confirmed by a code sent to it (`otp`, drawn only then) */
  | { type: 'UpdateProfile'; profile: UserProfile; otp?: IssuedOtp; now: string }
  | { type: 'ChangeNotificationSettings'; settings: NotificationSettings; now: string }
  /** `holderId`'s account verified `email`: a sign-up of that address still waiting for its code is closed */
  | { type: 'CloseRegistration'; email: string; holderId: string; now: string }
  | { type: 'ChangeVerificationStatus'; status: VerificationStatus; by: ActorRef; now: string }
  /** the referrer's own request to be verified; `employment` is the company their `companyName` resolved to */
  | { type: 'SubmitVerification'; details: VerificationDetails; passport: FileRef; picture: FileRef; employment: Employment; now: string };

export type EmailClaimCommand =
  | { type: 'StartSignUp'; email: string; userId: string; now: string }
  | { type: 'ClaimEmail'; email: string; userId: string; now: string }
  | { type: 'ReleaseEmail'; email: string; userId: string; now: string };
