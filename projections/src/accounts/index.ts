import type { ProjectionFeature } from '../projection.ts';
import { endedSessionsProjection } from './ended-sessions.projection.ts';
import { usersProjection } from './users.projection.ts';

export const accountsProjections: ProjectionFeature = { name: 'accounts', projections: [usersProjection, endedSessionsProjection] };
