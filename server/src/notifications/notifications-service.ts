import { ANNOUNCEMENTS_STREAM, announcementsDecider, notificationsDecider, notificationsStream, type AnnouncementAuthor } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

export type NotificationsDeps = { eventStore: EventStore; clock: () => Date; newId: () => string };

/** The notifications use cases. Each answers the log position of its last event (0 when nothing was recorded). */
export const createNotificationsService = ({ eventStore, clock, newId }: NotificationsDeps) => ({
  /** `ids` were found visible to the person by the caller; 'all' is everything they had when it is recorded */
  async markRead(userId: string, ids: string[] | 'all'): Promise<number> {
    const command = { type: 'MarkNotificationsRead' as const, userId, notificationIds: ids, now: clock().toISOString() };
    const { events, position } = await handleCommand(eventStore, notificationsStream(userId), notificationsDecider, command);
    return events.length > 0 ? position : 0;
  },

  async announce(by: AnnouncementAuthor, announcement: { title: string; body: string }): Promise<{ announcementId: string; position: number }> {
    const announcementId = newId();
    const command = { type: 'SendAnnouncement' as const, announcementId, ...announcement, by, now: clock().toISOString() };
    const { position } = await handleCommand(eventStore, ANNOUNCEMENTS_STREAM, announcementsDecider, command);
    return { announcementId, position };
  },
});

export type NotificationsService = ReturnType<typeof createNotificationsService>;
