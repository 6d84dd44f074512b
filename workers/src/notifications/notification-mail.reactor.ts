import type { Reactor } from '../reactor.ts';
import { NOTIFICATION_MAIL_QUEUE } from './events.ts';

/** The event itself travels with the job: the worker decides from it (and the log) who is written to. */
export type NotificationMailJob = { triggerEventId: string; type: string; data: Record<string, unknown> };
export const NOTIFICATION_MAIL_JOB = 'notification-mail';

/**
 * The events that may be e-mailed, beside the bell: a seeker's request changing status, a new paid request for its
 * company's referrers, an admin's announcement. Career-advice reminders and review completions join when those
 * features record their events (their toggles are already in `mayMail`).
 */
export const notificationMailTriggers = ['ReferralStatusChanged', 'ReferralPaid', 'AnnouncementSent'];

export const notificationMailReactor: Reactor = {
  name: 'notification-mail',
  queue: NOTIFICATION_MAIL_QUEUE,
  triggers: notificationMailTriggers,
  completions: ['NotificationMailSettled'],
  options: { attempts: 5, backoffMs: 2000 },
  toJob: (event) => {
    const data: NotificationMailJob = { triggerEventId: event.id, type: event.type, data: event.data };
    return { name: NOTIFICATION_MAIL_JOB, data };
  },
  triggerIdOf: (completion) => (typeof completion.data.triggerEventId === 'string' ? completion.data.triggerEventId : null),
};
