import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@referly/domain';
import { api } from '../../../lib/api';
import { settingsKeys } from './keys';
import type { Envelope } from './types';

/** PUT /api/user/notification-settings, shown at once and put back if the server refuses. */
export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => api.put<Envelope<NotificationSettings>>('/api/user/notification-settings', settings),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.notificationSettings });
      const previous = queryClient.getQueryData<NotificationSettings>(settingsKeys.notificationSettings);
      queryClient.setQueryData(settingsKeys.notificationSettings, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.notificationSettings, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.notificationSettings }),
  });
};
