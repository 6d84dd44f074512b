import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { notificationsRoutes } from './notifications-routes.ts';
import { createNotificationsService } from './notifications-service.ts';
import { EVERYONE_ROOM, notificationsPush } from './push.ts';

/** The bell of every signed-in person, its read marks, and the admins' general announcements. */
export const notificationsModule: FeatureFactory = (deps) => {
  const { eventStore, readStore, clock, newId, authenticate, waitFor } = deps;
  const notifications = createNotificationsService({ eventStore, clock, newId });
  const routes = Router();
  routes.use(
    notificationsRoutes({
      notifications,
      readStore,
      waitFor: (position) => waitFor(position),
      signedIn: requireAuth(authenticate),
      admin: requireAuth(authenticate, ['admin']),
    }),
  );
  return { name: 'notifications', routes, push: notificationsPush, rooms: async () => [EVERYONE_ROOM] };
};
