import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './keys';
import type { NotificationsPage } from './types';

/** PUT /api/notifications/read `{ ids }` or `{ all: true }`: the entries and the count change at once, then are read again. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string[] | 'all') =>
      api.put<{ data: { unreadCount: number } }>('/api/notifications/read', which === 'all' ? { all: true } : { ids: which }),
    onMutate: (which) => {
      queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.all }, (page) => {
        if (!page) return page;
        const marked = (id: string) => which === 'all' || which.includes(id);
        const data = page.data.map((item) => (marked(item._id) ? { ...item, read: true } : item));
        const newlyRead = page.data.filter((item) => !item.read && marked(item._id)).length;
        return { ...page, data, unreadCount: which === 'all' ? 0 : Math.max(0, page.unreadCount - newlyRead) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};

/** POST /api/admin/announcements `{ title, body }` */
export const useSendAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcement: { title: string; body: string }) => api.post<{ message: string }>('/api/admin/announcements', announcement),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
