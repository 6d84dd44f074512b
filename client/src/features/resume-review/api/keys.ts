import type { CareerAdviceListQuery, ReviewAudience, ReviewListQuery } from './types';

/** The resume-review feature's query keys, defined once: every read of reviews starts with `reviewKeys.all`. */
export const reviewKeys = {
  all: ['resumeReviews'] as const,
  lists: (audience: ReviewAudience) => [...reviewKeys.all, audience, 'list'] as const,
  list: (audience: ReviewAudience, query: ReviewListQuery) => [...reviewKeys.lists(audience), query] as const,
  details: (audience: ReviewAudience) => [...reviewKeys.all, audience, 'detail'] as const,
  detail: (audience: ReviewAudience, id: string) => [...reviewKeys.details(audience), id] as const,
  careerAdvice: ['resumeReviews', 'careerAdvice'] as const,
  /** the request form's desired companies (outside `all`: a review's change leaves them be) */
  companies: ['resumeReviewForm', 'companies'] as const,
  careerAdviceList: (query: CareerAdviceListQuery) => [...reviewKeys.careerAdvice, 'list', query] as const,
  careerAdviceDetail: (reviewId: string) => [...reviewKeys.careerAdvice, 'detail', reviewId] as const,
};
