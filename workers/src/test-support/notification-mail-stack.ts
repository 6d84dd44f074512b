import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import { createSmtpMailer } from '@referly/infra/mail/smtp-mailer';
import type { EventStore, NewEvent } from '@referly/infra/ports/event-store';
import { notificationWorkersWith } from '../notifications/index.ts';
import { startReactors } from '../reactor.ts';

export type ReceivedMail = { to: string; subject: string; body: string };

/** A message's subject (folded lines joined) and whole body (text and HTML parts alike), quoted-printable undone. */
const decode = (raw: string) => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { subject, body: Buffer.from(body, 'latin1').toString('utf8') };
};

/** A real SMTP peer on a free port keeping every message it takes, one entry per recipient, as a mail client shows it. */
export const startSmtpPeer = async () => {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
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
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    mailsTo: (address: string) => inbox.filter((mail) => mail.to === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * A test file's SMTP peer, started before its tests and closed after them, with its inbox emptied after each test; the
 * test's `stops` (stacks it started) are called after each test, newest first, before the inbox is emptied.
 */
export const useSmtpPeer = () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
  const started = () => {
    if (!peer) throw new Error('the SMTP peer starts in beforeAll');
    return peer;
  };
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => started().close());
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    started().inbox.length = 0;
  });
  return {
    stops,
    get port() {
      return started().port;
    },
    get inbox(): readonly ReceivedMail[] {
      return started().inbox;
    },
    mailsTo: (address: string) => started().mailsTo(address),
  };
};

/** One worker process on a log file: the notifications' reactors and workers, mailing the SMTP peer on `smtpPort`. */
export const startNotificationMailStack = async ({ file, smtpPort, digestAfterMs }: { file: string; smtpPort: number; digestAfterMs: number }) => {
  const eventStore = createSqliteEventStore({ file, pollIntervalMs: 20 });
  const jobQueue = createInProcessJobQueue({ logger: { warn: () => {}, error: () => {} } });
  const checkpoints = createSqliteCheckpointStore({ file });
  const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${smtpPort}`, from: 'Referly <no-reply@referly.dev>' });
  const feature = notificationWorkersWith({ digestAfterMs });
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
  const stop = async () => {
    await reactors.stop();
    await jobQueue.close({ graceMs: 1000 });
    await mailer.close();
    await checkpoints.close();
    await eventStore.close();
  };
  return { eventStore, jobQueue, stop };
};

/** Appends `events` to `stream` with fresh ids, whatever its revision, and answers their ids in order. */
export const appendEvents = async (eventStore: EventStore, stream: string, ...events: Omit<NewEvent, 'id'>[]) => {
  const ids = events.map(() => randomUUID());
  await eventStore.append(
    stream,
    events.map((event, i) => ({ id: String(ids[i]), ...event })),
    'any',
  );
  return ids;
};
