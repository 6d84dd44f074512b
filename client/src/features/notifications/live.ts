import type { LiveHandlers } from '../../lib/socket';
import { notificationKeys } from './api/keys';

/**
 * docs/API.md, Notifications: the events that make a notification (pushed by their own features to the people they
 * concern), an announcement, a read mark made in another tab, and a chat read (it reads that chat's message
 * notifications): each makes the bell read again.
 */
const changesTheBell = [
  'ReferralPaid',
  'ReferralTaken',
  'ReferralStatusChanged',
  'RefundIssued',
  'ChatMessageSent',
  'ChatRead',
  'AnnouncementSent',
  'NotificationsRead',
];

export const notificationsLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesTheBell.map((type) => [type, [notificationKeys.all]])),
};
