import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isNotFound } from '../../../lib/failure';
import { forumKeys } from './keys';
import type { AdminListQuery, DiscussionDetail, DiscussionPage, DiscussionStats, FlaggedPage, ListQuery } from './types';

export const discussionsPath = '/api/discussions';
export const discussionPath = (id: string) => `${discussionsPath}/${encodeURIComponent(id)}`;

/**
 * GET /api/discussions, page after page (spec 000 §4: page 1 replaces the list, later pages append). A change of
 * search, sort or category is another key, so it starts again from page 1.
 */
export const useDiscussionPages = (query: Omit<ListQuery, 'page'>) =>
  useInfiniteQuery({
    queryKey: forumKeys.list({ ...query, page: 1 }),
    queryFn: ({ pageParam, signal }) => api.get<DiscussionPage>(discussionsPath, { query: { ...query, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
    placeholderData: keepPreviousData,
  });

/** One of the side panel's short lists (recently visited, burning topics, related topics). */
export const useSideList = (name: string, query: ListQuery, enabled = true) =>
  useQuery({
    queryKey: forumKeys.sideList(name, query),
    queryFn: ({ signal }) => api.get<DiscussionPage>(discussionsPath, { query, signal }),
    enabled,
  });

/** GET /api/tags: the tag names the category list is built from. */
export const useTags = () =>
  useQuery({
    queryKey: forumKeys.tags(),
    queryFn: async ({ signal }) => tagNames(await api.get<unknown>('/api/tags', { signal })),
    staleTime: 60_000,
  });

// the list may come bare or under `data`, and as names or as { name } records
const tagNames = (reply: unknown): string[] => {
  const list: unknown = Array.isArray(reply) ? reply : typeof reply === 'object' && reply !== null && 'data' in reply ? reply.data : [];
  if (!Array.isArray(list)) return [];
  return list.flatMap((tag: unknown) => {
    if (typeof tag === 'string') return [tag];
    if (typeof tag === 'object' && tag !== null && 'name' in tag && typeof tag.name === 'string') return [tag.name];
    return [];
  });
};

/** GET /api/discussions/{id}: the discussion with its answers, their replies, related topics and the reader's vote. */
export const useDiscussion = (id: string) =>
  useQuery({
    queryKey: forumKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await api.get<DiscussionDetail | { data: DiscussionDetail }>(discussionPath(id), { signal })),
    // a missing discussion stays missing: no second try
    retry: (count, error) => !isNotFound(error) && count < 2,
    refetchOnWindowFocus: false,
  });

/** GET /api/discussions?status: the admin's list, 10 a page, restricted ones included. */
export const useAdminDiscussions = (query: AdminListQuery) =>
  useQuery({
    queryKey: forumKeys.adminList(query),
    queryFn: ({ signal }) => api.get<DiscussionPage>(discussionsPath, { query: { ...query, isDashboard: true }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/discussion-stats */
export const useDiscussionStats = () =>
  useQuery({ queryKey: forumKeys.stats(), queryFn: ({ signal }) => api.get<DiscussionStats>('/api/discussion-stats', { signal }) });

/** GET /api/discussions/flagged: posts and comments waiting for an admin's decision. */
export const useFlagged = (page: number, limit: number) =>
  useQuery({
    queryKey: forumKeys.flagged(page),
    queryFn: ({ signal }) => api.get<FlaggedPage>(`${discussionsPath}/flagged`, { query: { page, limit }, signal }),
    placeholderData: keepPreviousData,
  });

const unwrap = (reply: DiscussionDetail | { data: DiscussionDetail }): DiscussionDetail => ('_id' in reply ? reply : reply.data);
