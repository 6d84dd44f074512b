import type { ProjectionFeature } from '../projection.ts';
import { resumeReviewsProjection } from './resume-reviews.projection.ts';

export const resumeReviewProjections: ProjectionFeature = {
  name: 'resume-review',
  projections: [resumeReviewsProjection],
};
