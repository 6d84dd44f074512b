import type { ReferralAudience } from './types';

/** Where each audience reads its requests (spec 001 §7). */
export const listPath: Record<ReferralAudience, string> = {
  seeker: '/api/job-referral/job-seeker',
  referrer: '/api/job-referral/referrer',
  admin: '/api/admin/services/job-referral',
};

export const detailPath = (audience: ReferralAudience, id: string) => `${listPath[audience]}/${encodeURIComponent(id)}`;
