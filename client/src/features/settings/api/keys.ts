import { profileKey } from '../../../lib/profile';

/**
 * The settings feature's query keys, defined once. The profile's key lives in lib/profile.ts because the
 * session refresh reads the same cache entry.
 */
export const settingsKeys = {
  profile: profileKey,
  notificationSettings: ['notification-settings'] as const,
};
