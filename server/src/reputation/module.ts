import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { reputationRoutes } from './reputation-routes.ts';

/**
 * A referrer's reputation, for the seekers they handle and for admins. It adds no events and pushes none: the figures
 * follow the request and chat events, which reach those people already.
 */
export const reputationModule: FeatureFactory = ({ readStore, clock, authenticate }) => ({
  name: 'reputation',
  routes: reputationRoutes({ readStore, clock, signedIn: requireAuth(authenticate) }),
});
