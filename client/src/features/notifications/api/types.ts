/** docs/API.md, Notifications: one entry of the bell. */
export type NotificationKind = 'referralPaid' | 'referralTaken' | 'statusChanged' | 'refundIssued' | 'chatMessage' | 'announcement';

export type NotificationItem = {
  _id: string;
  kind: NotificationKind;
  title: string;
  text: string;
  requestId: string | null;
  read: boolean;
  createdAt: string;
};

export type NotificationsPage = { data: NotificationItem[]; unreadCount: number; totalPages: number; currentPage: number };
