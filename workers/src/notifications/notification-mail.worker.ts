import { mayMail, type AnnouncementEvent, type RequestRef } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import { PermanentMailError, type Mailer } from '@referly/infra/ports/mailer';
import type { WorkerLog } from '../reactor.ts';
import type { Mailing, RequestKindWorkers } from '../request-kind.ts';
import { kindMailing, readRequest } from '../request-kinds.ts';
import { everyone } from './accounts-lookup.ts';
import { NOTIFICATION_MAIL_QUEUE, notificationMailStream, type NotificationMailEvent } from './events.ts';
import { notificationMail } from './mails.ts';
import type { NotificationMailJob } from './notification-mail.reactor.ts';

export type NotificationMailDeps = { eventStore: EventStore; jobQueue: JobQueue; mailer: Mailer; clock: () => Date; log?: WorkerLog };

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const requestOf = async (eventStore: EventStore, kind: RequestKindWorkers, requestId: string): Promise<RequestRef> => {
  const [opening] = await readRequest(eventStore, kind, requestId);
  return kind.requestRefOf(requestId, opening) ?? { requestId, desiredPosition: 'your request', companyName: 'the company' };
};

/** Who an event may be mailed to, as what, and in which words: an announcement's, or its request kind's say. */
const mailingOf = async (eventStore: EventStore, job: NotificationMailJob): Promise<Mailing | null> => {
  if (job.type === 'AnnouncementSent') {
    const { title, body, by } = (job as unknown as AnnouncementEvent).data;
    const people = async () => (await everyone(eventStore)).filter(({ userId }) => userId !== by.userId);
    return { kind: 'announcement', audience: 'everyone', subject: { kind: 'announcement', title, body }, people };
  }
  const kind = kindMailing(job.type);
  return kind ? kind.mailingOf(job, { eventStore, requestRef: (requestId) => requestOf(eventStore, kind, requestId) }) : null;
};

/**
 * Mails each person a notifying event concerns whose Notification Settings allow it, once: each mail is recorded in
 * `notification-mail-{triggerEventId}` as it goes, so a retry (or a restart) skips whoever already has theirs; a crash
 * between a send and its record sends again with the same Message-ID, which the outbox and mail clients keep once.
 */
export const registerNotificationMailWorker = (deps: NotificationMailDeps) => {
  const { eventStore, mailer } = deps;
  const log = deps.log ?? ((msg: string) => console.warn(msg));
  const now = () => deps.clock().toISOString();
  const record = (triggerEventId: string, events: NotificationMailEvent[]) =>
    eventStore.append(
      notificationMailStream(triggerEventId),
      events.map((event) => ({ id: crypto.randomUUID(), ...event })),
      'any',
    );

  deps.jobQueue.process<NotificationMailJob>(
    NOTIFICATION_MAIL_QUEUE,
    async ({ data: job }) => {
      const { triggerEventId } = job;
      const outcomes = (await eventStore.readStream(notificationMailStream(triggerEventId))) as unknown as NotificationMailEvent[];
      if (outcomes.some((event) => event.type === 'NotificationMailSettled')) return;
      const done = new Set(outcomes.flatMap((event) => (event.type === 'NotificationMailSettled' ? [] : [event.data.userId])));
      const mailing = await mailingOf(eventStore, job);
      const people = mailing ? (await mailing.people()).filter(({ account }) => mayMail(mailing.kind, account.notificationSettings)) : [];
      let sent = outcomes.filter((event) => event.type === 'NotificationMailSent').length;
      // A mail's outcome is recorded before the next mail goes (or with the settlement, for the last one): a crash
      // in between sends at most that one mail again.
      let unrecorded: NotificationMailEvent[] = [];
      for (const { userId, account } of people) {
        if (!mailing || done.has(userId)) continue;
        if (unrecorded.length > 0) await record(triggerEventId, unrecorded);
        unrecorded = [];
        const to = account.profile.email;
        const mail = notificationMail(account.profile.firstName, mailing.subject, mailing.audience);
        try {
          await mailer.send({ messageId: `<${triggerEventId}.${userId}@referly.dev>`, to, ...mail });
        } catch (error) {
          // one refused address does not hold up the others; anything else is tried again with the job
          if (!(error instanceof PermanentMailError)) throw error;
          log(`notification mail: ${to} refused for ${triggerEventId}: ${describe(error)}`);
          unrecorded = [{ type: 'NotificationMailFailed', data: { triggerEventId, userId, error: describe(error), at: now() } }];
          continue;
        }
        unrecorded = [{ type: 'NotificationMailSent', data: { triggerEventId, userId, to, subject: mail.subject, at: now() } }];
        sent += 1;
      }
      await record(triggerEventId, [...unrecorded, { type: 'NotificationMailSettled', data: { triggerEventId, sent, at: now() } }]);
    },
    { concurrency: 2 },
  );
};
