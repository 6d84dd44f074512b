import type { ProjectionFeature } from '../projection.ts';
import { learningHubPostsProjection } from './posts.projection.ts';

export const learningHubProjections: ProjectionFeature = { name: 'learning-hub', projections: [learningHubPostsProjection] };
