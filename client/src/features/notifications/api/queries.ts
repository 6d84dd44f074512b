import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';
import type { NotificationsPage } from './types';

export const BELL_PAGE_SIZE = 20;

/** GET /api/notifications?page=1&limit: the newest notifications and how many of all are unread. */
export const useNotifications = (limit = BELL_PAGE_SIZE) =>
  useQuery({
    queryKey: notificationKeys.list(limit),
    queryFn: async ({ signal }) => {
      const { data, unreadCount, totalPages, currentPage } = await api.get<NotificationsPage>('/api/notifications', { query: { page: 1, limit }, signal });
      return { data, unreadCount, totalPages, currentPage };
    },
  });
