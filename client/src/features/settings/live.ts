import type { LiveHandlers } from '../../lib/socket';
import { settingsKeys } from './api/keys';

/** An open settings page shows a change made elsewhere (another tab, another device, an admin) at once. */
export const settingsLive: LiveHandlers = {
  invalidates: {
    ProfileUpdated: [settingsKeys.profile],
    // the profile carries the settings too
    NotificationSettingsChanged: [settingsKeys.profile, settingsKeys.notificationSettings],
    ReferrerVerificationStatusChanged: [settingsKeys.profile],
  },
};
