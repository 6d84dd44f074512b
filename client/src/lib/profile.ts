import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings, UserRole, VerificationStatus } from '@referly/domain';
import { api } from './api.ts';

/** docs/API.md `Profile`: the `data` of GET /api/user/profile. */
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
  careerInfo?: { positionAtCompany?: string; companyId?: string | null; companyName?: string | null } | null;
  notificationSettings?: NotificationSettings;
  /** the new address an e-mail change waits to confirm with its code, else null */
  pendingEmail?: string | null;
};

export const profileKey = ['profile'] as const;

/**
 * GET /api/user/profile, shared by the settings page and the session refresh on (re)connect:
 * both read one cache entry, so an open settings page and the refresh share one request.
 */
export const profileQuery = queryOptions({
  queryKey: profileKey,
  queryFn: async ({ signal }) => (await api.get<{ data: Profile }>('/api/user/profile', { signal })).data,
});
