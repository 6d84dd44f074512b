import type { Event } from '../shared/event.ts';
import type { FileRef } from '../shared/files.ts';
import type { NotificationSettings, OtpPurpose, SignUpRole, UserRole, VerificationStatus } from './constants.ts';

export type ActorRef = { userId: string; role: UserRole } | { system: string };

/** What a referrer gave to be verified (spec 001 §3, the verification form). */
export type VerificationDetails = {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  mobileOffice: string;
  companyName: string;
  companyAddress: string;
  companyWebsite: string;
  companyContactNumber: string;
  positionAtCompany: string;
};

/** Where a referrer works. */
export type Employment = { companyId: string; companyName: string; positionAtCompany: string };

export type UserProfile = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  mobileWork: string;
  picture: string;
};

/** Events of one account's stream, `user-{userId}`. */
export type AccountEvent =
  | Event<
      'UserRegistered',
      { userId: string; firstName: string; lastName: string; email: string; mobile: string; userRole: UserRole; dateOfBirth: string; at: string }
    >
  | Event<
      'SignUpDetailsUpdated',
      { userId: string; firstName: string; lastName: string; mobile: string; userRole: SignUpRole; dateOfBirth: string; at: string }
    >
  /** codeHash verifies a guess; sealedCode lets the e-mail worker deliver the code. Neither is the code itself. */
  | Event<
      'OtpIssued',
      {
        userId: string;
        otpId: string;
        purpose: OtpPurpose;
        email: string;
        firstName: string;
        codeHash: string;
        sealedCode: string;
        expiresAt: string;
        at: string;
      }
    >
  | Event<'OtpVerificationFailed', { userId: string; otpId: string; purpose: OtpPurpose; wrongGuesses: number; at: string }>
  | Event<'OtpVerified', { userId: string; otpId: string; purpose: OtpPurpose; at: string }>
  | Event<'PasswordResetRequested', { userId: string; at: string }>
  | Event<'PasswordResetCodeIssued', { userId: string; otpId: string; resetCodeHash: string; expiresAt: string; at: string }>
  | Event<'PasswordSet', { userId: string; passwordHash: string; at: string }>
  | Event<'PasswordReset', { userId: string; passwordHash: string; at: string }>
  | Event<'PasswordChanged', { userId: string; passwordHash: string; at: string }>
  | Event<'LoginFailed', { userId: string; at: string }>
  | Event<'ProfileUpdated', { userId: string } & UserProfile & { at: string }>
  /** a new address waits for the code sent to it; the account keeps its current one until then */
  | Event<'EmailChangeRequested', { userId: string; email: string; at: string }>
  | Event<'EmailChangeCancelled', { userId: string; email: string; at: string }>
  | Event<'EmailChanged', { userId: string; email: string; previousEmail: string; at: string }>
  /** a sign-up still waiting for its code, closed because another account (`holderId`) verified its address */
  | Event<'RegistrationClosed', { userId: string; email: string; holderId: string; at: string }>
  | Event<'NotificationSettingsChanged', { userId: string; settings: NotificationSettings; at: string }>
  | Event<'EmploymentRecorded', { userId: string } & Employment & { at: string }>
  | Event<'ReferrerVerificationSubmitted', { userId: string; details: VerificationDetails; passport: FileRef; picture: FileRef; at: string }>
  | Event<
      'ReferrerVerificationStatusChanged',
      { userId: string; status: VerificationStatus; previousStatus: VerificationStatus | null; by: ActorRef; at: string }
    >;

/**
 * Events of an e-mail address's stream, `email-address-{email}`: it makes e-mail addresses unique (an account
 * claims its address once a code sent there is verified) and spaces out the sign-up codes mailed to it.
 */
export type EmailClaimEvent =
  | Event<'EmailClaimed', { email: string; userId: string; at: string }>
  | Event<'EmailReleased', { email: string; userId: string; at: string }>
  | Event<'SignUpStarted', { email: string; userId: string; at: string }>;

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (email: string) => `email-address-${email.toLowerCase()}`;
