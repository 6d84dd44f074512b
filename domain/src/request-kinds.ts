import type { NotificationAudience, NotificationWording, RequestRef } from './notifications/wording.ts';
import { referralKind } from './referrals/kind.ts';
import { resumeReviewKind } from './resume-review/kind.ts';
import type { RequestKind } from './shared/request-kind.ts';

/** The kinds of request: one line per kind. Chat, notifications and the client's live handlers read their lists here. */
export const requestKinds = [referralKind, resumeReviewKind] as const;

type Kind = (typeof requestKinds)[number];
export type ChatSystemLineType = Kind['chatSystemLineTypes'][number];
export type RequestNotifyingType = Kind['notifyingTypes'][number];
export type ChatAccessType = Kind['chatAccessTypes'][number];
/** What a kind's notification is about: the union of every kind's subjects. */
export type RequestNotificationSubject = Parameters<Kind['notifications']['describe']>[0];

/**
 * The requests' events that their chats show as system lines: the chat read model writes them, the digest worker
 * counts them the same way (a read mark's `upTo` counts them too), and the client re-reads a chat on them.
 */
export const chatSystemLineTypes: readonly ChatSystemLineType[] = requestKinds.flatMap((kind): readonly ChatSystemLineType[] => kind.chatSystemLineTypes);
/** The requests' events that make a notification: the bell reads again on them. */
export const requestNotifyingTypes: readonly RequestNotifyingType[] = requestKinds.flatMap((kind): readonly RequestNotifyingType[] => kind.notifyingTypes);
/** The requests' events after which who may see a chat, or who is on it, may have changed. */
export const chatAccessTypes: readonly ChatAccessType[] = requestKinds.flatMap((kind): readonly ChatAccessType[] => kind.chatAccessTypes);
/** The kinds of notification the requests make, every kind's in registry order. */
export const requestNotificationKinds: readonly RequestNotificationSubject['kind'][] = requestKinds.flatMap(
  (kind): readonly RequestNotificationSubject['kind'][] => kind.notifications.kinds,
);

type Describe = (subject: RequestNotificationSubject, audience: NotificationAudience) => NotificationWording;
const describers = new Map<string, Describe>(
  requestKinds.flatMap((kind) => kind.notifications.kinds.map((subjectKind): [string, Describe] => [subjectKind, kind.notifications.describe as Describe])),
);

/** A request's notification in words: the kind that listed the subject's kind words it. */
export const describeRequestNotification = (subject: RequestNotificationSubject, audience: NotificationAudience): NotificationWording => {
  const describe = describers.get(subject.kind);
  if (!describe) throw new Error(`no request kind words the notification ${subject.kind}`);
  return describe(subject, audience);
};

/** A request as a notification not of its kind's own names it, opening the line: in its kind's words, else 'Backend Engineer at Atlassian'. */
export const nameRequest = (request: RequestRef, audience: NotificationAudience): string => {
  const kind: RequestKind | undefined = requestKinds.find((candidate) => candidate.chatType === request.chatType);
  const name = kind?.notifications.requestName;
  return name ? name(request, audience) : `${request.desiredPosition} at ${request.companyName}`;
};
