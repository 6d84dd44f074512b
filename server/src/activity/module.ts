import { activityTypes } from '@referly/projections/activity/catalogue';
import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { activityRoutes } from './activity-routes.ts';

/**
 * The admin's live activity feed: every event of the log, in words, with filters, pages and a CSV export. Its live
 * push is a tap, not rules: every type the feed shows also reaches the admins (as whatever its own feature's rule
 * allows, or as a bare notice), and the feed re-reads its first page.
 */
export const activityModule: FeatureFactory = ({ eventStore, readStore, authenticate, clock }) => {
  const routes = Router();
  routes.use('/admin/activity', requireAuth(authenticate, ['admin']), activityRoutes({ eventStore, readStore, clock }));
  return { name: 'activity', routes, adminTap: activityTypes };
};
