import { announcementSchema, DomainError, markNotificationsReadSchema, notificationMessages, notificationsQuerySchema } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { listNotifications, unreadNotifications, visibleNotificationIds, type NotificationReader } from '@referly/projections/notifications/queries';
import { Router, type RequestHandler } from 'express';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import { viewerOf, type Viewer } from '../auth/viewer.ts';
import type { NotificationsService } from './notifications-service.ts';
import { notificationView } from './views.ts';

export type NotificationsRoutesDeps = {
  notifications: NotificationsService;
  readStore: ReadStore;
  waitFor: (position: number) => Promise<boolean>;
  signedIn: RequestHandler;
  admin: RequestHandler;
};

/** A verified referrer reads their company's paid requests; nobody else has a company here. An admin reads the admins'. */
const readerOf = (viewer: Viewer): NotificationReader => ({
  userId: viewer.userId,
  companyId: viewer.role === 'referrer' && viewer.approved ? viewer.companyId : null,
  admin: viewer.role === 'admin',
});

/** docs/API.md, Notifications: each person's own bell, and the admins' announcements. */
export const notificationsRoutes = ({ notifications, readStore, waitFor, signedIn, admin }: NotificationsRoutesDeps) => {
  const router = Router();
  const viewer = (locals: Parameters<typeof principalOf>[0]) => viewerOf(readStore, principalOf(locals));

  router.get('/notifications', signedIn, async (req, res) => {
    const query = parse(notificationsQuerySchema, req.query);
    const me = await viewer(res.locals);
    const page = await listNotifications(readStore, readerOf(me), query);
    res.json({ statusCode: 200, ...page, data: page.data.map(notificationView) });
  });

  router.put('/notifications/read', signedIn, async (req, res) => {
    const wanted = parse(markNotificationsReadSchema, req.body);
    const me = await viewer(res.locals);
    const reader = readerOf(me);
    if (wanted !== 'all') {
      // another person's notification is, to this one, no notification at all: nothing is marked
      const visible = await visibleNotificationIds(readStore, reader, wanted);
      if (visible.length !== wanted.length) throw new DomainError('not_found', notificationMessages.notFound);
    }
    const position = await notifications.markRead(me.userId, wanted);
    if (position > 0) await waitFor(position);
    replyCommand(res, position, { message: 'Marked as read.', data: { unreadCount: await unreadNotifications(readStore, reader) } });
  });

  router.post('/admin/announcements', admin, async (req, res) => {
    const announcement = parse(announcementSchema, req.body);
    const me = await viewer(res.locals);
    const { announcementId, position } = await notifications.announce({ userId: me.userId, name: me.name }, announcement);
    replyCommand(res, position, { message: notificationMessages.announcementSent, data: { _id: announcementId, ...announcement } }, 201);
  });

  return router;
};
