import type { ProjectionFeature } from '../projection.ts';
import { reputationRequestsProjection } from './reputation.projection.ts';

export const reputationProjections: ProjectionFeature = { name: 'reputation', projections: [reputationRequestsProjection] };
