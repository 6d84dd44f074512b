import type { ProjectionFeature } from '../projection.ts';
import { appConfigProjection } from './app-config.projection.ts';
import { couponsProjection } from './coupons.projection.ts';

export const paymentsProjections: ProjectionFeature = { name: 'payments', projections: [appConfigProjection, couponsProjection] };
