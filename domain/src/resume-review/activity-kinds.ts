import { activityKind } from '../shared/activity-kind.ts';

/** Resume reviews' entries in the admin's activity feed. */
export const resumeReviewsActivityKind = activityKind('resumeReviews', 'Resume reviews');
