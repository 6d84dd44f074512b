import { describe, expect, it } from 'vitest';
import { referralStream, userStream, type AccountEvent, type ReferralEvent } from '@referly/domain';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import { createSmtpMailer } from '@referly/infra/mail/smtp-mailer';
import type { EventStore } from '@referly/infra/ports/event-store';
import { appendEvents, useSmtpPeer } from '../test-support/notification-mail-stack.ts';
import { NOTIFICATION_MAIL_QUEUE, notificationMailStream } from './events.ts';
import { registerNotificationMailWorker } from './notification-mail.worker.ts';
import type { NotificationMailJob } from './notification-mail.reactor.ts';

const peer = useSmtpPeer();
const { stops } = peer;

const at = new Date().toISOString();
const append: (eventStore: EventStore, stream: string, ...events: (AccountEvent | ReferralEvent)[]) => Promise<string[]> = appendEvents;

const referrer = async (eventStore: EventStore, userId: string) =>
  append(
    eventStore,
    userStream(userId),
    {
      type: 'UserRegistered',
      data: {
        userId,
        firstName: userId,
        lastName: 'T',
        email: `${userId}@example.com`,
        mobile: '0400000000',
        userRole: 'referrer',
        dateOfBirth: '1990-01-01',
        at,
      },
    },
    { type: 'OtpVerified', data: { userId, otpId: 'o', purpose: 'signUp', at } },
    { type: 'EmploymentRecorded', data: { userId, companyId: 'atlassian', companyName: 'Atlassian', positionAtCompany: 'Engineer', at } },
    { type: 'ReferrerVerificationStatusChanged', data: { userId, status: 'approved', previousStatus: 'pending', by: { userId: 'a1', role: 'admin' }, at } },
  );

/** The notification mail worker alone on a log whose commits are counted, mailing the SMTP peer. */
const start = () => {
  const sqlite = createSqliteEventStore({ file: ':memory:' });
  const commits: string[] = [];
  const eventStore: EventStore = {
    ...sqlite,
    append: async (streamId, events, expected) => {
      commits.push(streamId);
      return sqlite.append(streamId, events, expected);
    },
  };
  const jobQueue = createInProcessJobQueue({ logger: { warn: () => {}, error: () => {} } });
  const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${peer.port}`, from: 'Referly <no-reply@referly.dev>' });
  registerNotificationMailWorker({ eventStore, jobQueue, mailer, clock: () => new Date(), log: () => {} });
  stops.push(async () => {
    await jobQueue.close({ graceMs: 1000 });
    await mailer.close();
    await sqlite.close();
  });
  return { eventStore, sqlite, jobQueue, commits };
};

describe('the notification mail worker', () => {
  it('records each mail before the next goes, the last one with the settlement: one commit a mail', async () => {
    const { eventStore, sqlite, jobQueue, commits } = start();
    for (const userId of ['ann', 'ben', 'cat']) await referrer(sqlite, userId);
    const data = { referralId: 'r1', seekerId: 's', companyId: 'atlassian', paymentIntentId: 'pi', amountCents: 45000, currency: 'aud', at };
    const [triggerEventId = ''] = await append(sqlite, referralStream('r1'), { type: 'ReferralPaid', data });
    const job: NotificationMailJob = { triggerEventId, type: 'ReferralPaid', data };
    await jobQueue.add(NOTIFICATION_MAIL_QUEUE, 'notification-mail', triggerEventId, job);
    await jobQueue.drained(NOTIFICATION_MAIL_QUEUE);

    expect(peer.inbox.map((mail) => mail.to).sort()).toEqual(['ann@example.com', 'ben@example.com', 'cat@example.com']);
    const recorded = await eventStore.readStream(notificationMailStream(triggerEventId));
    expect(recorded.map((event) => event.type)).toEqual(['NotificationMailSent', 'NotificationMailSent', 'NotificationMailSent', 'NotificationMailSettled']);
    expect(recorded.at(-1)?.data).toMatchObject({ sent: 3 });
    expect(commits).toEqual(Array.from({ length: 3 }, () => notificationMailStream(triggerEventId)));
  });
});
