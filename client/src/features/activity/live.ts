import type { LiveHandlers } from '../../lib/socket';
import { activityKeys } from './api/keys';

/**
 * Admins hear of every event the feed shows (the server's admin tap): the feed re-reads its newest entries, or, while
 * it is paused, only its count of new ones. Nobody else has activity reads to refresh.
 */
export const activityLive: LiveHandlers = {
  onEvent: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: activityKeys.all }),
};
