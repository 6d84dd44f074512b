import type { NotificationSettingKey, NotificationSettings } from '../accounts/constants.ts';
import { featureNotificationKinds } from '../notifying-features.ts';
import { requestNotificationKinds } from '../request-kinds.ts';

/**
 * What a notification is about (a request's step, each kind's own; a feature's, each its own; a chat message; an
 * announcement); its wording and its link follow from this and who reads it.
 */
export const notificationKinds = [...requestNotificationKinds, ...featureNotificationKinds, 'chatMessage', 'announcement'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * What may be e-mailed, beside the bell. Career-advice reminders and review completions have no events yet (those
 * features are not built): their kinds exist so the toggles are already honoured when they land.
 */
export const mailKinds = ['statusChanged', 'newPaidRequest', 'careerAdviceReminder', 'reviewCompleted', 'announcement', 'chatDigest'] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * The Notification Settings toggle (spec 000 §5's five) that lets each kind of e-mail go out. A chat digest is about a
 * conversation the person is in, not one of the five subjects: no toggle stops it.
 */
export const mailToggleOf: Readonly<Record<MailKind, NotificationSettingKey | null>> = {
  statusChanged: 'jobReferralStatusUpdates',
  newPaidRequest: 'newReferralOpportunities',
  careerAdviceReminder: 'careerAdviceSessionReminders',
  reviewCompleted: 'resumeReviewCompletion',
  announcement: 'generalAnnouncements',
  chatDigest: null,
};

/** Whether a person's Notification Settings let this kind of e-mail reach them: the one decision every mail goes through. */
export const mayMail = (kind: MailKind, settings: NotificationSettings): boolean => {
  const toggle = mailToggleOf[kind];
  return toggle === null || settings[toggle];
};

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 2000;
/** how many notifications one mark may name */
export const MARK_READ_MAX_IDS = 100;
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Issue 7 §3: a chat message still unread this long after it was sent is e-mailed, in a digest. */
export const CHAT_DIGEST_AFTER_MS = 15 * 60 * 1000;
/** the longest preview of a chat message a notification or a digest quotes */
export const PREVIEW_MAX = 140;
