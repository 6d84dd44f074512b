import type { ProjectionFeature } from '../projection.ts';
import { notificationsProjection } from './notifications.projection.ts';

export const notificationsProjections: ProjectionFeature = { name: 'notifications', projections: [notificationsProjection] };
