import type { DisputeListQuery, ReferralAudience, ReferralListQuery } from './types';

/** The referrals feature's query keys, defined once: every read of requests starts with `referralKeys.all`. */
export const referralKeys = {
  all: ['referrals'] as const,
  lists: (audience: ReferralAudience) => [...referralKeys.all, audience, 'list'] as const,
  list: (audience: ReferralAudience, query: ReferralListQuery) => [...referralKeys.lists(audience), query] as const,
  detail: (audience: ReferralAudience, id: string) => [...referralKeys.all, audience, 'detail', id] as const,
  disputes: (query: DisputeListQuery) => [...referralKeys.all, 'admin', 'disputes', query] as const,
  dashboard: ['referrals', 'seeker', 'dashboard'] as const,
  openCompanies: ['referrals', 'seeker', 'openCompanies'] as const,
  credits: ['credits'] as const,
  withdrawals: ['credits', 'withdrawals'] as const,
};
