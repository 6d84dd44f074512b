export const OTP_LENGTH = 6;
export const OTP_RESEND_WAIT_SECONDS = 120;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_GUESSES = 5;
export const SIGN_UP_MIN_AGE = 13;
export const SIGN_UP_MAX_AGE = 120;
/** Spec 000 §9: 12 at sign-up, create-password and change; the forgot-password check says 8. Both readings are the contract. */
export const PASSWORD_MIN_LENGTH = 12;
export const RESET_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const userRoles = ['jobSeeker', 'referrer', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];
export const signUpRoles = ['jobSeeker', 'referrer'] as const;
export type SignUpRole = (typeof signUpRoles)[number];

export const verificationStatuses = ['approved', 'rejected', 'pending'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/** signUp proves the address of a new account, passwordReset the owner of one, emailChange a new address of an account */
export const otpPurposes = ['signUp', 'passwordReset', 'emailChange'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const notificationSettingKeys = [
  'jobReferralStatusUpdates',
  'newReferralOpportunities',
  'careerAdviceSessionReminders',
  'resumeReviewCompletion',
  'generalAnnouncements',
] as const;
export type NotificationSettingKey = (typeof notificationSettingKeys)[number];
export type NotificationSettings = Record<NotificationSettingKey, boolean>;
export const defaultNotificationSettings: NotificationSettings = {
  jobReferralStatusUpdates: true,
  newReferralOpportunities: true,
  careerAdviceSessionReminders: true,
  resumeReviewCompletion: true,
  generalAnnouncements: false,
};

/** Spec 000 §3: the admin view shows jobSeeker as applicant. */
export const adminRoleLabel = (role: UserRole): 'applicant' | 'referrer' | 'admin' => (role === 'jobSeeker' ? 'applicant' : role);
