import type { AnnouncementAuthor, DigestMessage } from './events.ts';

export type NotificationCommand = { type: 'MarkNotificationsRead'; userId: string; notificationIds: string[] | 'all'; now: string };

export type AnnouncementCommand = { type: 'SendAnnouncement'; announcementId: string; title: string; body: string; by: AnnouncementAuthor; now: string };

export type ChatDigestCommand =
  /** `unread`: the messages the person has not read, as the worker found them in the chat */
  | { type: 'ClaimDigest'; chatId: string; digestId: string; userId: string; unread: DigestMessage[]; now: string }
  | { type: 'RecordDigestSent'; chatId: string; digestId: string; to: string; now: string }
  | { type: 'RecordChecked'; chatId: string; triggerEventId: string; now: string };
