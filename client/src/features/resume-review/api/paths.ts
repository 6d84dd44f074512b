import type { ReviewAudience } from './types';

/** Where each audience reads its reviews (spec 001 §7). */
export const listPath: Record<ReviewAudience, string> = {
  seeker: '/api/resume-review/job-seeker',
  admin: '/api/admin/services/resume-review',
};

export const detailPath = (audience: ReviewAudience, id: string) => `${listPath[audience]}/${encodeURIComponent(id)}`;

export const careerAdvicePath = '/api/admin/services/career-advice';
