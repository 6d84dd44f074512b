import { useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@referly/domain';
import { api } from '../../../lib/api';
import { settingsKeys } from './keys';
import type { Envelope } from './types';

/** GET /api/user/notification-settings */
export const useNotificationSettings = () =>
  useQuery({
    queryKey: settingsKeys.notificationSettings,
    queryFn: async ({ signal }) => (await api.get<Envelope<NotificationSettings>>('/api/user/notification-settings', { signal })).data,
  });
