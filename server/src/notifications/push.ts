import type { RecordedEvent } from '@referly/domain';
import { userRoom, userIdOf } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';

/** Every signed-in socket is in this room (see module.ts): what is said to everyone reaches it. */
export const EVERYONE_ROOM = 'everyone';

const toTheReader = (event: RecordedEvent) => {
  const userId = userIdOf(event.data);
  return userId ? [userRoom(userId)] : [];
};

/**
 * The notifications' own events. The events that make notifications (a request's steps, chat messages) are pushed by
 * their features to the people they concern, whose bells re-read on them; announcements reach everyone, and a read
 * mark the reader's other tabs.
 */
export const notificationsPush: PushRules = {
  AnnouncementSent: { rooms: () => [EVERYONE_ROOM], fields: ['announcementId', 'title', 'at'] },
  NotificationsRead: { rooms: toTheReader, fields: ['userId', 'all', 'at'] },
};
