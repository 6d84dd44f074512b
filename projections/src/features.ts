import { accountsProjections } from './accounts/index.ts';
import { companiesProjections } from './companies/index.ts';
import type { ProjectionFeature } from './projection.ts';
import { siteProjections } from './site/index.ts';

/** The one list of the projection layer: each feature's read models. A new feature adds its line here. */
export const projectionFeatures: ProjectionFeature[] = [accountsProjections, companiesProjections, siteProjections];
