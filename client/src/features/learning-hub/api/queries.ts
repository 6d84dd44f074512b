import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isNotFound } from '../../../lib/failure';
import { learningHubKeys } from './keys';
import type { AdminListQuery, AdminPage, LearningHubItem, PublicListQuery, PublicPage } from './types';

export const learningHubPath = '/api/learning-hub';
export const postPath = (id: string) => `${learningHubPath}/${encodeURIComponent(id)}`;

/** GET /api/learning-hub?search&popularity&page&limit: the published posts, 10 a page. */
export const usePublicPosts = (query: PublicListQuery) =>
  useQuery({
    queryKey: learningHubKeys.list(query),
    queryFn: ({ signal }) => api.get<PublicPage>(learningHubPath, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/learning-hub/{id}: one post with its previous and next (reading it counts a view). */
export const usePost = (id: string) =>
  useQuery({
    queryKey: learningHubKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await api.get<LearningHubItem | { data: LearningHubItem }>(postPath(id), { signal })),
    // a missing post stays missing: no second try
    retry: (count, error) => !isNotFound(error) && count < 2,
    refetchOnWindowFocus: false,
  });

/** GET /api/learning-hub/admin?page&limit&status: every post, with each tab's count. */
export const useAdminPosts = (query: AdminListQuery) =>
  useQuery({
    queryKey: learningHubKeys.admin(query),
    queryFn: ({ signal }) => api.get<AdminPage>(`${learningHubPath}/admin`, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** One post for the admin's form and preview, drafts included; read once when the page opens. */
export const useAdminPost = (id: string) =>
  useQuery({
    queryKey: learningHubKeys.adminDetail(id),
    queryFn: async ({ signal }) => unwrap(await api.get<LearningHubItem | { data: LearningHubItem }>(postPath(id), { signal })),
    retry: (count, error) => !isNotFound(error) && count < 2,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

const unwrap = (reply: LearningHubItem | { data: LearningHubItem }): LearningHubItem => ('_id' in reply ? reply : reply.data);
