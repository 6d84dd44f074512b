import type { ProjectionFeature } from '../projection.ts';
import { activityProjection } from './activity.projection.ts';

export const activityProjections: ProjectionFeature = { name: 'activity', projections: [activityProjection] };
