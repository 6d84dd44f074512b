import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { referralKeys } from './keys';
import { detailPath, listPath } from './paths';
import type { Credits, DisputeListQuery, DisputePage, Referral, ReferralAudience, ReferralListQuery, ReferralPage, SeekerDashboard, Withdrawal } from './types';

/** GET the audience's list (`?page&limit&tab&search`), with every tab's count. */
export const useReferralList = (audience: ReferralAudience, query: ReferralListQuery) =>
  useQuery({
    queryKey: referralKeys.list(audience, query),
    queryFn: ({ signal }) => api.get<ReferralPage>(listPath[audience], { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET one request as this audience may see it. */
export const useReferral = (audience: ReferralAudience, id: string) =>
  useQuery({
    queryKey: referralKeys.detail(audience, id),
    queryFn: async ({ signal }) => (await api.get<{ data: Referral }>(detailPath(audience, id), { signal })).data,
  });

/** GET /api/admin/disputes?status&page&limit: the admins' dispute queue, with how many are open. */
export const useDisputes = (query: DisputeListQuery) =>
  useQuery({
    queryKey: referralKeys.disputes(query),
    queryFn: ({ signal }) => api.get<DisputePage>('/api/admin/disputes', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/job-referral/job-seeker/dashboard */
export const useSeekerDashboard = () =>
  useQuery({
    queryKey: referralKeys.dashboard,
    queryFn: async ({ signal }) => (await api.get<{ data: SeekerDashboard }>('/api/job-referral/job-seeker/dashboard', { signal })).data,
  });

/** GET /api/job-referral/job-seeker/open-companies: the companies the seeker has a request open for. */
export const useOpenCompanies = () =>
  useQuery({
    queryKey: referralKeys.openCompanies,
    queryFn: async ({ signal }) => (await api.get<{ data: string[] }>('/api/job-referral/job-seeker/open-companies', { signal })).data,
  });

/** GET /api/referrer/credits */
export const useCredits = () =>
  useQuery({
    queryKey: referralKeys.credits,
    queryFn: async ({ signal }) => (await api.get<{ data: Credits }>('/api/referrer/credits', { signal })).data,
  });

/** GET /api/admin/withdrawals */
export const useWithdrawals = () =>
  useQuery({
    queryKey: referralKeys.withdrawals,
    queryFn: async ({ signal }): Promise<Withdrawal[]> => {
      const answer = await api.get<{ data: Omit<Withdrawal, 'currency'>[]; currency: string }>('/api/admin/withdrawals', { signal });
      return answer.data.map((withdrawal) => ({ ...withdrawal, currency: answer.currency }));
    },
  });
