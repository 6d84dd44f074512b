import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reviewKeys } from './keys';
import { careerAdvicePath, detailPath, listPath } from './paths';
import type { CareerAdviceRow } from '@referly/domain';
import type { AdminPage, CareerAdviceListQuery, CareerAdvicePage, Review, ReviewListQuery, SeekerPage } from './types';

/** GET the seeker's own reviews (`?page&limit&tab`), with every tab's count. */
export const useSeekerReviewList = (query: ReviewListQuery) =>
  useQuery({
    queryKey: reviewKeys.list('seeker', query),
    queryFn: ({ signal }) => api.get<SeekerPage>(listPath.seeker, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET every review (admin), with every tab's count. */
export const useAdminReviewList = (query: ReviewListQuery) =>
  useQuery({
    queryKey: reviewKeys.list('admin', query),
    queryFn: ({ signal }) => api.get<AdminPage>(listPath.admin, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET one review as this audience may see it. */
export const useReview = (audience: 'seeker' | 'admin', id: string) =>
  useQuery({
    queryKey: reviewKeys.detail(audience, id),
    queryFn: async ({ signal }) => (await api.get<{ data: Review }>(detailPath(audience, id), { signal })).data,
  });

/** GET /api/admin/services/career-advice: the seekers' career advice sessions. */
export const useCareerAdviceList = (query: CareerAdviceListQuery) =>
  useQuery({
    queryKey: reviewKeys.careerAdviceList(query),
    queryFn: ({ signal }) => api.get<CareerAdvicePage>(careerAdvicePath, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/services/career-advice/{reviewId}: one seeker's session request and its meeting. */
export const useCareerAdvice = (reviewId: string) =>
  useQuery({
    queryKey: reviewKeys.careerAdviceDetail(reviewId),
    queryFn: async ({ signal }) => (await api.get<{ data: CareerAdviceRow }>(`${careerAdvicePath}/${encodeURIComponent(reviewId)}`, { signal })).data,
  });
