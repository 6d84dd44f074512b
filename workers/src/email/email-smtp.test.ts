import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStream, type AccountEvent } from '@referly/domain';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { createOtpCrypto } from '@referly/infra/crypto/secrets';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import { createSmtpMailer } from '@referly/infra/mail/smtp-mailer';
import { startReactors } from '../reactor.ts';
import { emailReactor } from './email.reactor.ts';
import { registerEmailWorker } from './email.worker.ts';
import { emailStream } from './events.ts';

const otpCrypto = createOtpCrypto('a-test-secret-that-is-long-enough-for-otp');

/** A real SMTP peer: it refuses `gone@` for good (550), and `busy@` twice for now (451) before taking it. */
let server: SMTPServer;
let port = 0;
const delivered: string[] = [];
const tries = new Map<string, number>();
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const count = (tries.get(address.address) ?? 0) + 1;
      tries.set(address.address, count);
      const refuse = (code: number, message: string) => callback(Object.assign(new Error(message), { responseCode: code }));
      if (address.address.startsWith('gone@')) return refuse(550, 'No such mailbox');
      if (address.address.startsWith('busy@') && count <= 2) return refuse(451, 'Try again later');
      return callback();
    },
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const eventually = (check: () => Promise<void> | void, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 25 });

describe('e-mail worker against an SMTP server that refuses', () => {
  it('tries again after a 451 until the mail is taken, and records a 550 as failed at once', async () => {
    const eventStore = createSqliteEventStore({ file: ':memory:', pollIntervalMs: 20 });
    const checkpoints = createSqliteCheckpointStore({ file: ':memory:' });
    const jobQueue = createInProcessJobQueue({ logger: { warn: () => {}, error: () => {} } });
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Referly <no-reply@referly.dev>' });
    registerEmailWorker({ eventStore, jobQueue, mailer, otpCrypto, log: () => {} });
    const reactors = await startReactors({
      eventStore,
      jobQueue,
      checkpoints,
      reactors: [{ ...emailReactor, options: { attempts: 5, backoffMs: 20 } }],
      log: () => {},
    });

    const issue = async (email: string) => {
      const id = randomUUID();
      const event: AccountEvent = {
        type: 'OtpIssued',
        data: {
          userId: email,
          otpId: 'o1',
          purpose: 'signUp',
          email,
          firstName: 'Kim',
          codeHash: 'h',
          sealedCode: otpCrypto.seal('123456'),
          expiresAt: 'x',
          at: 'x',
        },
      };
      await eventStore.append(userStream(email), [{ id, ...event }], 'any');
      return id;
    };
    const outcome = async (triggerId: string) => (await eventStore.readStream(emailStream(triggerId))).map((event) => event.type);
    try {
      const [gone, busy] = [await issue('gone@example.com'), await issue('busy@example.com')];
      await eventually(async () => expect(await outcome(busy)).toEqual(['EmailSent']));
      await eventually(async () => expect(await outcome(gone)).toEqual(['EmailFailed']));
      expect((await eventStore.readStream(emailStream(gone)))[0]?.data.error).toContain('No such mailbox');
      expect(tries.get('gone@example.com')).toBe(1);
      expect(tries.get('busy@example.com')).toBe(3);
      expect(delivered).toEqual(['busy@example.com']);
      expect(await jobQueue.failed('email')).toEqual([expect.objectContaining({ id: gone, attempts: 1 })]);
    } finally {
      await reactors.stop();
      await jobQueue.close();
      await mailer.close();
      await checkpoints.close();
      await eventStore.close();
    }
  });
});
