import type { Event } from '../shared/event.ts';

export type AnnouncementAuthor = { userId: string; name: string };

/** Events of a person's own notifications stream, `notifications-{userId}`. */
export type NotificationEvent =
  /** `all`: every notification the person had when this was recorded; otherwise the ones named */
  Event<'NotificationsRead', { userId: string; notificationIds: string[]; all: boolean; at: string }>;

/** Events of the `announcements` stream: what an admin said to everyone. */
export type AnnouncementEvent = Event<'AnnouncementSent', { announcementId: string; title: string; body: string; by: AnnouncementAuthor; at: string }>;

/** A chat message a digest e-mail lists: the event that sent it, by its position in the log. */
export type DigestMessage = { messageId: string; position: number };

/**
 * Events of `chat-digests-{chatId}`, the e-mail worker's record of one chat: a digest is claimed (Due) before it is
 * mailed and marked Sent after, so a crash in between mails it again rather than never; each chat message's delayed
 * check is closed (Checked) whether or not it led to a digest.
 */
export type ChatDigestEvent =
  | Event<'ChatDigestDue', { chatId: string; digestId: string; userId: string; messages: DigestMessage[]; at: string }>
  | Event<'ChatDigestSent', { chatId: string; digestId: string; userId: string; to: string; at: string }>
  | Event<'ChatDigestChecked', { chatId: string; triggerEventId: string; at: string }>;

export const notificationsStream = (userId: string) => `notifications-${userId}`;
export const ANNOUNCEMENTS_STREAM = 'announcements';
export const chatDigestStream = (chatId: string) => `chat-digests-${chatId}`;
