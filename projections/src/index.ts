import { projectionFeatures } from './features.ts';
import type { Projection } from './projection.ts';

export * from './runner.ts';
export * from './checkpoint-waiter.ts';
export * from './accounts/users.projection.ts';
export * from './accounts/queries.ts';
export * from './accounts/ended-sessions.projection.ts';
export * from './companies/companies.projection.ts';
export * from './companies/queries.ts';
export * from './site/newsletter-subscribers.projection.ts';
export { CHECKPOINTS, SET_ASIDE, type Checkpoint, type ProjectionFeature, type SetAsideDoc } from './projection.ts';
export { projectionFeatures };

/** every read model of the product, in registry order */
export const allProjections: Projection[] = projectionFeatures.flatMap((feature) => feature.projections);
