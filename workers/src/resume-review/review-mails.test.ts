import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  defaultNotificationSettings,
  resumeReviewStream,
  userStream,
  type AccountEvent,
  type NotificationSettings,
  type ResumeReviewEvent,
} from '@referly/domain';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import { createSmtpMailer } from '@referly/infra/mail/smtp-mailer';
import type { EventStore } from '@referly/infra/ports/event-store';
import { notificationMailStream } from '../notifications/events.ts';
import { notificationWorkersWith } from '../notifications/index.ts';
import { startReactors } from '../reactor.ts';

/** A real SMTP peer keeping each message's recipient, subject and body (quoted-printable undone). */
type Received = { to: string; subject: string; body: string };
let server: SMTPServer;
let port = 0;
const inbox: Received[] = [];
const decode = (raw: string) => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { subject, body: Buffer.from(body, 'latin1').toString('utf8') };
};
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = decode(Buffer.concat(chunks).toString('latin1'));
        for (const recipient of session.envelope.rcptTo) inbox.push({ to: recipient.address, ...mail });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
  inbox.length = 0;
});

/** The notification e-mail workers on a log file, mailing the SMTP peer. */
const startStack = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-review-mail-'));
  const file = join(dir, 'events.db');
  const eventStore = createSqliteEventStore({ file, pollIntervalMs: 20 });
  const jobQueue = createInProcessJobQueue({ logger: { warn: () => {}, error: () => {} } });
  const checkpoints = createSqliteCheckpointStore({ file });
  const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Referly <no-reply@referly.dev>' });
  const feature = notificationWorkersWith({ digestAfterMs: 300 });
  feature.register({
    eventStore,
    jobQueue,
    mailer,
    clock: () => new Date(),
    log: () => {},
    payments: undefined as never,
    otpCrypto: undefined as never,
    files: undefined as never,
    resumeReviewer: undefined as never,
  });
  const reactors = await startReactors({ eventStore, jobQueue, checkpoints, reactors: feature.reactors, log: () => {} });
  stops.push(async () => {
    await reactors.stop();
    await jobQueue.close({ graceMs: 1000 });
    await mailer.close();
    await checkpoints.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return eventStore;
};

const at = new Date().toISOString();
const append = async (eventStore: EventStore, stream: string, ...events: (AccountEvent | ResumeReviewEvent)[]) => {
  const ids = events.map(() => randomUUID());
  await eventStore.append(
    stream,
    events.map((event, i) => ({ id: String(ids[i]), ...event })),
    'any',
  );
  return ids;
};

/** A verified seeker's account, with their settings. */
const seeker = async (eventStore: EventStore, userId: string, settings: Partial<NotificationSettings> = {}) => {
  const email = `${userId}@example.com`;
  await append(
    eventStore,
    userStream(userId),
    {
      type: 'UserRegistered',
      data: { userId, firstName: 'Jane', lastName: 'Citizen', email, mobile: '0400000000', userRole: 'jobSeeker', dateOfBirth: '1990-01-01', at },
    },
    { type: 'OtpVerified', data: { userId, otpId: 'o', purpose: 'signUp', at } },
    { type: 'NotificationSettingsChanged', data: { userId, settings: { ...defaultNotificationSettings, ...settings }, at } },
  );
  return email;
};

const ada = { userId: 'a1', name: 'Ada Admin' };
const requested = (reviewId: string, seekerId: string): ResumeReviewEvent => ({
  type: 'ResumeReviewRequested',
  data: {
    reviewId,
    seekerId,
    seeker: { name: 'Jane Citizen', email: `${seekerId}@example.com`, mobile: '0412345678' },
    industry: 'ICT',
    desiredPosition: 'Backend Engineer',
    companyId: 'atlassian',
    companyName: 'Atlassian',
    currentJob: '',
    jobAd: null,
    resume: { fileId: 'f', name: 'resume.pdf', mime: 'application/pdf', size: 10 },
    coverLetter: null,
    amountCents: 30600,
    currency: 'usd',
    paymentIntentId: 'pi',
    couponId: null,
    couponCode: null,
    discountPercentage: null,
    at,
  },
});
const consultantSaved = (reviewId: string, seekerId: string, status: 'pending' | 'completed'): ResumeReviewEvent => ({
  type: 'ConsultantReviewSaved',
  data: { reviewId, seekerId, by: ada, reviewedResume: null, feedback: 'Lead with your results.', from: 'pending', status, at },
});
const meeting = (reviewId: string, seekerId: string): ResumeReviewEvent => ({
  type: 'CareerAdviceMeetingScheduled',
  data: { reviewId, seekerId, link: 'https://meet.example.com/abc', date: '2026-12-01', time: '14:30', by: ada, at },
});

const settled = async (eventStore: EventStore, triggerId: string | undefined) =>
  (await eventStore.readStream(notificationMailStream(String(triggerId)))).filter((event) => event.type === 'NotificationMailSettled');
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });
const mailsTo = (address: string) => inbox.filter((mail) => mail.to === address);

describe('a resume review’s e-mails', () => {
  it('tell the seeker their review is complete, when their review-completion toggle is on; not a review saved as pending', async () => {
    const eventStore = await startStack();
    const on = await seeker(eventStore, 'on');
    const off = await seeker(eventStore, 'off', { resumeReviewCompletion: false });
    await append(eventStore, resumeReviewStream('rev-on'), requested('rev-on', 'on'));
    await append(eventStore, resumeReviewStream('rev-off'), requested('rev-off', 'off'));
    const [saved] = await append(eventStore, resumeReviewStream('rev-on'), consultantSaved('rev-on', 'on', 'pending'));
    const [done] = await append(eventStore, resumeReviewStream('rev-on'), consultantSaved('rev-on', 'on', 'completed'));
    const [quiet] = await append(eventStore, resumeReviewStream('rev-off'), consultantSaved('rev-off', 'off', 'completed'));
    for (const trigger of [saved, done, quiet]) await eventually(async () => expect(await settled(eventStore, trigger)).toHaveLength(1));
    expect(mailsTo(on)).toEqual([
      expect.objectContaining({
        subject: 'Referly: Your resume review is complete',
        body: expect.stringContaining('A consultant reviewed your resume for Backend Engineer at Atlassian: their feedback and reviewed resume are ready.'),
      }),
    ]);
    expect(mailsTo(off)).toEqual([]);
  });

  it('tell the seeker of their career advice session, when their reminders toggle is on', async () => {
    const eventStore = await startStack();
    const on = await seeker(eventStore, 'on');
    const off = await seeker(eventStore, 'off', { careerAdviceSessionReminders: false });
    await append(eventStore, resumeReviewStream('rev-on'), requested('rev-on', 'on'));
    await append(eventStore, resumeReviewStream('rev-off'), requested('rev-off', 'off'));
    const [booked] = await append(eventStore, resumeReviewStream('rev-on'), meeting('rev-on', 'on'));
    const [quiet] = await append(eventStore, resumeReviewStream('rev-off'), meeting('rev-off', 'off'));
    for (const trigger of [booked, quiet]) await eventually(async () => expect(await settled(eventStore, trigger)).toHaveLength(1));
    expect(mailsTo(on)).toEqual([
      expect.objectContaining({
        subject: 'Referly: Career advice session booked',
        body: expect.stringContaining('Career advice session on 2026-12-01 at 14:30: https://meet.example.com/abc (Backend Engineer at Atlassian).'),
      }),
    ]);
    expect(mailsTo(off)).toEqual([]);
  });
});
