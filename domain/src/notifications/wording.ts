import type { ChatType } from '../chat/constants.ts';
import { describeFeatureNotification, featureNotificationLink, isFeatureNotification, type FeatureNotificationSubject } from '../notifying-features.ts';
import { describeRequestNotification, nameRequest, type RequestNotificationSubject } from '../request-kinds.ts';

/** The request a notification is about, as its reader knows it, and its kind (by its chat's type) when known. */
export type RequestRef = { requestId: string; desiredPosition: string; companyName: string; chatType?: ChatType };

/**
 * What happened, with what its wording needs: a request's step (its kind's subjects), a feature's (the forum's
 * subjects, domain/src/notifying-features.ts), a chat message, an announcement.
 */
export type NotificationSubject =
  | RequestNotificationSubject
  | FeatureNotificationSubject
  | { kind: 'chatMessage'; request: RequestRef; senderName: string; preview: string }
  | { kind: 'announcement'; title: string; body: string };

/**
 * `own`: the reader's own request (or a chat they are in); `company`: a request at the reader's company, for its
 * referrers; `admins`: something for the admins to see to, read by every admin; `everyone`: an announcement.
 */
export type NotificationAudience = 'own' | 'company' | 'admins' | 'everyone';

export type NotificationWording = { title: string; text: string };

/** The notification's title and sentence, for the bell and the e-mail alike; a request's step in its kind's words. */
export const describeNotification = (subject: NotificationSubject, audience: NotificationAudience): NotificationWording => {
  switch (subject.kind) {
    case 'chatMessage':
      return {
        title: `New message from ${subject.senderName}`,
        text: `${nameRequest(subject.request, audience)}: ${subject.preview}`,
      };
    case 'announcement':
      return { title: subject.title, text: subject.body };
    default:
      return isFeatureNotification(subject) ? describeFeatureNotification(subject, audience) : describeRequestNotification(subject, audience);
  }
};

/**
 * The page a notification leads to when it is not about a request (whose page depends on the reader's role, the
 * client's choice): a feature's notification leads where its feature says; anything else nowhere (null).
 */
export const notificationLink = (subject: NotificationSubject): string | null => (isFeatureNotification(subject) ? featureNotificationLink(subject) : null);

/** A message quoted in a notification: on one line, cut at `max` characters with an ellipsis. */
export const previewOf = (text: string, max: number): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
};
