import { activityKind } from '../shared/activity-kind.ts';

/** Notifications' and the e-mails' entries in the admin's activity feed. */
export const notificationsActivityKind = activityKind('notifications', 'Notifications');
export const emailsActivityKind = activityKind('emails', 'E-mails');
