import type { AdminListQuery, PublicListQuery } from './types';

/** The learning hub's query keys, defined once: every read starts with `learningHubKeys.all`. */
export const learningHubKeys = {
  all: ['learning-hub'] as const,
  list: (query: PublicListQuery) => [...learningHubKeys.all, 'list', query] as const,
  detail: (id: string) => [...learningHubKeys.all, 'detail', id] as const,
  admin: (query: AdminListQuery) => [...learningHubKeys.all, 'admin', query] as const,
  adminDetail: (id: string) => [...learningHubKeys.all, 'admin-detail', id] as const,
};
