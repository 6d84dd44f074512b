import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { contactAdminRoutes } from './contact-admin-routes.ts';
import { contactRoutes } from './contact-routes.ts';
import { demoContactDate, demoContactMessages, demoSubscribers } from './demo-contacts.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { createSiteService } from './site-service.ts';

/** The public site's own calls (the newsletter, the contact and feedback forms) and the admin's contact management. */
export const siteModule: FeatureFactory = ({ eventStore, readStore, clock, newId, rateLimits, authenticate }) => {
  const site = createSiteService({ eventStore, clock, newId });
  const admin = contactAdminRoutes({ readStore, clock });
  const routes = Router();
  routes.use(newsletterRoutes({ site, limit: rateLimits.for('newsletter') }));
  routes.use(contactRoutes({ site, limit: rateLimits.for('contact') }));
  routes.use('/admin/export', requireAuth(authenticate, ['admin']), admin.exports);
  routes.use('/admin/contact-management', requireAuth(authenticate, ['admin']), admin.glance);
  return {
    name: 'site',
    routes,
    seed: async () => {
      // a command that changes nothing answers its stream's last position: what was written shows in the log's head
      const before = await eventStore.headPosition();
      let position = 0;
      for (const { messageId, daysAgo, input } of demoContactMessages) {
        position = Math.max(position, await site.receiveContactMessage(input, messageId, demoContactDate(clock(), daysAgo)));
      }
      for (const email of demoSubscribers) position = Math.max(position, await site.subscribeToNewsletter(email));
      return (await eventStore.headPosition()) > before ? position : 0;
    },
  };
};
