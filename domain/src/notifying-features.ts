import { forumNotifications } from './forum/notifications.ts';
import type { NotificationAudience, NotificationWording } from './notifications/wording.ts';
import type { NotifyingFeature } from './shared/notifying-feature.ts';

/**
 * The features that are not kinds of request but make notifications: one line per feature. The notifications read
 * model, the bell's API and the client's live handlers read their lists here, and import no feature.
 */
export const notifyingFeatures = [forumNotifications] as const;

type Feature = (typeof notifyingFeatures)[number];
export type FeatureNotifyingType = Feature['notifyingTypes'][number];
/** What a feature's notification is about: the union of every registered feature's subjects. */
export type FeatureNotificationSubject = Parameters<Feature['describe']>[0];

/** The features' events that make a notification: the bell reads again on them. */
export const featureNotifyingTypes: readonly FeatureNotifyingType[] = notifyingFeatures.flatMap(
  (feature): readonly FeatureNotifyingType[] => feature.notifyingTypes,
);
/** The kinds of notification the features make, in registry order. */
export const featureNotificationKinds: readonly FeatureNotificationSubject['kind'][] = notifyingFeatures.flatMap(
  (feature): readonly FeatureNotificationSubject['kind'][] => feature.kinds,
);

const owners = new Map<string, NotifyingFeature>(
  notifyingFeatures.flatMap((feature: NotifyingFeature) => feature.kinds.map((kind): [string, NotifyingFeature] => [kind, feature])),
);

/** Whether a subject is a registered feature's (and not a request's, a chat message's or an announcement). */
export const isFeatureNotification = (subject: { kind: string }): subject is FeatureNotificationSubject => owners.has(subject.kind);

const ownerOf = (subject: FeatureNotificationSubject): NotifyingFeature => {
  const feature = owners.get(subject.kind);
  if (!feature) throw new Error(`no feature words the notification ${subject.kind}`);
  return feature;
};

/** A feature's notification in words: the feature that listed the subject's kind words it. */
export const describeFeatureNotification = (subject: FeatureNotificationSubject, audience: NotificationAudience): NotificationWording =>
  (ownerOf(subject).describe as (subject: FeatureNotificationSubject, audience: NotificationAudience) => NotificationWording)(subject, audience);

/** The page a feature's notification leads to, in its feature's words. */
export const featureNotificationLink = (subject: FeatureNotificationSubject): string | null =>
  (ownerOf(subject).link as (subject: FeatureNotificationSubject) => string | null)(subject);
