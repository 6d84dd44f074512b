import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activityKeys } from './keys';
import type { ActivityFilters, ActivityPage } from './types';

/**
 * GET /api/admin/activity?kind&userId&q&from&to&before: the feed, newest first, older pages by log position. While
 * `live` is false (the feed is paused) nothing re-reads it, so what the admin is reading stays put.
 */
export const useActivityFeed = (filters: ActivityFilters, live: boolean) =>
  useInfiniteQuery({
    queryKey: activityKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => api.get<ActivityPage>('/api/admin/activity', { query: { ...filters, before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: live,
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/activity/count?after&…filters: how many entries came after the newest one shown ("12 new"), while paused. */
export const useNewActivityCount = (filters: ActivityFilters, after: number | null) =>
  useQuery({
    queryKey: activityKeys.newCount(filters, after ?? 0),
    queryFn: async ({ signal }) => (await api.get<{ count: number }>('/api/admin/activity/count', { query: { ...filters, after }, signal })).count,
    enabled: after !== null,
  });
