import type { Reactor } from '../reactor.ts';
import { requestKindWorkers } from '../request-kinds.ts';
import { NOTIFICATION_MAIL_QUEUE } from './events.ts';

/** The event itself travels with the job: the worker decides from it (and the log) who is written to. */
export type NotificationMailJob = { triggerEventId: string; type: string; data: Record<string, unknown> };
export const NOTIFICATION_MAIL_JOB = 'notification-mail';

/**
 * The events that may be e-mailed, beside the bell: each kind of request's (a referral changing status, a new paid
 * request for its company's referrers, …) and an admin's announcement.
 */
export const notificationMailTriggers = [...requestKindWorkers.flatMap((kind) => kind.mailTriggers), 'AnnouncementSent'];

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
