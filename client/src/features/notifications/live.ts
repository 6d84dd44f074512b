import { featureNotifyingTypes, requestNotifyingTypes, type AnnouncementEvent, type ChatEvent, type NotificationEvent } from '@referly/domain';
import type { LiveHandlers } from '../../lib/socket';
import { notificationKeys } from './api/keys';

/**
 * docs/API.md, Notifications: the events that make a notification (each request kind's, from domain/src/request-kinds.ts,
 * and each other feature's, from domain/src/notifying-features.ts, pushed by their own features to the people they
 * concern), an announcement, a read mark made in another tab, and a chat read (it reads that chat's message
 * notifications): each makes the bell read again.
 */
const changesTheBell = [
  ...requestNotifyingTypes,
  ...featureNotifyingTypes,
  ...(['ChatMessageSent', 'ChatRead', 'AnnouncementSent', 'NotificationsRead'] as const satisfies readonly (
    ChatEvent['type'] | AnnouncementEvent['type'] | NotificationEvent['type']
  )[]),
];

export const notificationsLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesTheBell.map((type) => [type, [notificationKeys.all]])),
};
