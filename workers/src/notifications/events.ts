import type { Event } from '@referly/domain';

/**
 * Events of `notification-mail-{triggerEventId}`: the e-mails one notifying event led to, one per person it reached
 * (Sent or Failed), then Settled once every person it concerns was dealt with (the reactor's completion).
 */
export type NotificationMailEvent =
  | Event<'NotificationMailSent', { triggerEventId: string; userId: string; to: string; subject: string; at: string }>
  | Event<'NotificationMailFailed', { triggerEventId: string; userId: string; error: string; at: string }>
  | Event<'NotificationMailSettled', { triggerEventId: string; sent: number; at: string }>;

export const notificationMailStream = (triggerEventId: string) => `notification-mail-${triggerEventId}`;
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
export const CHAT_DIGEST_QUEUE = 'chat-digest';
