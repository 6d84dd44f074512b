import type { FeatureFactory } from '../platform/feature-module.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { createSiteService } from './site-service.ts';

/** The public site's own calls (today the newsletter; contact and feedback join here). */
export const siteModule: FeatureFactory = ({ eventStore, clock, rateLimits }) => ({
  name: 'site',
  routes: newsletterRoutes({ site: createSiteService({ eventStore, clock }), limit: rateLimits.for('newsletter') }),
});
