import type { ActivityFilters } from './types';

/** The activity feature's query keys, defined once: every read starts with `activityKeys.all`. */
export const activityKeys = {
  all: ['activity'] as const,
  feed: (filters: ActivityFilters) => [...activityKeys.all, 'feed', filters] as const,
  newCount: (filters: ActivityFilters, after: number) => [...activityKeys.all, 'count', filters, after] as const,
};
