import type { NotificationKind } from './constants.ts';

// The shapes the API answers (docs/API.md, Notifications): one definition for the server that builds them and the
// client that reads them.

/**
 * A notification as the bell shows it: what happened, when, whether it was read, and the request it links to, or
 * (`link`, only when it is not about a request) the page it leads to, a feature's (the forum's discussion).
 */
export type NotificationView = {
  _id: string;
  kind: NotificationKind;
  title: string;
  text: string;
  requestId: string | null;
  link?: string;
  read: boolean;
  createdAt: string;
};

/** GET /api/notifications */
export type NotificationsPageView = { data: NotificationView[]; unreadCount: number; totalPages: number; currentPage: number };
