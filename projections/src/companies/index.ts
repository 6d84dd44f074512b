import type { ProjectionFeature } from '../projection.ts';
import { companiesProjection } from './companies.projection.ts';

export const companiesProjections: ProjectionFeature = { name: 'companies', projections: [companiesProjection] };
