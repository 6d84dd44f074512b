import type { Projection } from './projection.ts';
import { usersProjection } from './accounts/users.projection.ts';
import { companiesProjection } from './companies/companies.projection.ts';
import { newsletterSubscribersProjection } from './site/newsletter-subscribers.projection.ts';

export * from './runner.ts';
export * from './accounts/users.projection.ts';
export * from './accounts/queries.ts';
export * from './companies/companies.projection.ts';
export * from './site/newsletter-subscribers.projection.ts';
export { CHECKPOINTS, type Checkpoint } from './projection.ts';

export const accountsProjections: Projection[] = [usersProjection];
/** every read model of the product, in the order they are built */
export const allProjections: Projection[] = [...accountsProjections, companiesProjection, newsletterSubscribersProjection];
