import type { NotificationSettings, UserRole, VerificationStatus } from '@referly/domain';

export type Envelope<T> = { statusCode?: number; message?: string; data: T };

/** docs/API.md `Profile`. */
export type Profile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  mobileWork: string;
  picture?: string | null;
  userRole: UserRole;
  referrerVerificationStatus?: VerificationStatus | null;
  notificationSettings?: NotificationSettings;
};

export const profileKey = ['profile'] as const;
export const notificationSettingsKey = ['notification-settings'] as const;
