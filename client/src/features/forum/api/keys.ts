import type { AdminListQuery, ListQuery } from './types';

/** The forum's query keys, defined once: every read starts with `forumKeys.all`. */
export const forumKeys = {
  all: ['forum'] as const,
  lists: () => [...forumKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...forumKeys.lists(), query] as const,
  side: () => [...forumKeys.all, 'side'] as const,
  sideList: (name: string, query: ListQuery) => [...forumKeys.side(), name, query] as const,
  details: () => [...forumKeys.all, 'detail'] as const,
  detail: (id: string) => [...forumKeys.details(), id] as const,
  tags: () => [...forumKeys.all, 'tags'] as const,
  admin: () => [...forumKeys.all, 'admin'] as const,
  adminList: (query: AdminListQuery) => [...forumKeys.admin(), 'list', query] as const,
  stats: () => [...forumKeys.admin(), 'stats'] as const,
  flagged: (page: number) => [...forumKeys.admin(), 'flagged', page] as const,
};
