import type { NotificationKind, NotificationsPageView, NotificationView } from '@referly/domain';

/** docs/API.md, Notifications: the shapes the domain defines for the server and the client alike. */
export type { NotificationKind };
export type NotificationItem = NotificationView;
export type NotificationsPage = NotificationsPageView;
