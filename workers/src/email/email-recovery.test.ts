import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStream, type AccountEvent, type OtpPurpose } from '@referly/domain';
import { createOtpCrypto } from '@referly/infra/crypto/secrets';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import { createOutboxMailer } from '@referly/infra/mail/outbox-mailer';
import type { Mailer, Outbox } from '@referly/infra/ports/mailer';
import { startReactors } from '../reactor.ts';
import { emailReactor } from './email.reactor.ts';
import { registerEmailWorker } from './email.worker.ts';
import { emailStream } from './events.ts';

const otpCrypto = createOtpCrypto('a-test-secret-that-is-long-enough-for-otp');
const quiet = { warn: () => {}, error: () => {} };
const ATTEMPTS = 3;

const dirs: string[] = [];
const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0).reverse()) await stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-email-'));
  dirs.push(dir);
  return join(dir, 'events.db');
};

const eventually = (check: () => Promise<void> | void, timeout = 5000) => vi.waitFor(check, { timeout, interval: 20 });

/** event store on the file, in-process queue, reactors and the e-mail worker: one process's worth */
const startStack = async (file: string, mailer: Mailer) => {
  const eventStore = createSqliteEventStore({ file, pollIntervalMs: 20 });
  const jobQueue = createInProcessJobQueue({ logger: quiet });
  const checkpoints = createSqliteCheckpointStore({ file });
  registerEmailWorker({ eventStore, jobQueue, mailer, otpCrypto, attempts: ATTEMPTS, log: () => {} });
  const reactors = await startReactors({
    eventStore,
    jobQueue,
    checkpoints,
    reactors: [{ ...emailReactor, options: { attempts: ATTEMPTS, backoffMs: 20 } }],
    log: () => {},
  });
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      await reactors.stop();
      await jobQueue.close();
      await checkpoints.close();
      await eventStore.close();
    })();
    return stopped;
  };
  running.push(stop);
  return { eventStore, jobQueue, stop };
};

const issueOtp = async (file: string, purpose: OtpPurpose = 'signUp'): Promise<string> => {
  const eventStore = createSqliteEventStore({ file });
  const id = randomUUID();
  const event: AccountEvent = {
    type: 'OtpIssued',
    data: {
      userId: 'u1',
      otpId: 'otp-1',
      purpose,
      email: 'mai@example.com',
      firstName: 'Mai',
      codeHash: otpCrypto.hash('482913', 'otp-1'),
      sealedCode: otpCrypto.seal('482913'),
      expiresAt: '2025-01-01T00:10:00.000Z',
      at: '2025-01-01T00:00:00.000Z',
    },
  };
  await eventStore.append(userStream('u1'), [{ id, ...event }], 'any');
  await eventStore.close();
  return id;
};

const outcomes = async (file: string, triggerId: string): Promise<string[]> => {
  const eventStore = createSqliteEventStore({ file });
  const events = await eventStore.readStream(emailStream(triggerId));
  await eventStore.close();
  return events.map((event) => event.type);
};

const counting = (inner: Mailer) => {
  let calls = 0;
  const mailer: Mailer = {
    ...inner,
    send: async (mail) => {
      calls += 1;
      await inner.send(mail);
    },
  };
  return { mailer, calls: () => calls };
};

const newOutbox = (): Outbox => createOutboxMailer({ log: () => {} });

describe('e-mail delivery survives crashes', () => {
  it('sends the code once, with its subject and expiry, after a failed first try', async () => {
    const file = tempFile();
    const outbox = newOutbox();
    let calls = 0;
    const flaky: Mailer = {
      ...outbox,
      send: async (mail) => {
        calls += 1;
        if (calls === 1) throw new Error('SMTP unavailable');
        await outbox.send(mail);
      },
    };
    const stack = await startStack(file, flaky);
    const triggerId = await issueOtp(file);

    await eventually(async () => expect(await outcomes(file, triggerId)).toEqual(['EmailSent']));
    const mails = await outbox.list('mai@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'mai@example.com', subject: 'Your Referly verification code' });
    expect(mails[0]?.text).toContain('482913');
    expect(mails[0]?.text).toContain('Mai');
    expect(mails[0]?.text).toContain('The code expires in 10 minutes.');
    expect(mails[0]?.html).toContain('482913');
    expect(calls).toBe(2);
    await stack.stop();
  });

  it('sends the mail of an event recorded while no worker ran, when a fresh stack starts on the log', async () => {
    const file = tempFile();
    const triggerId = await issueOtp(file, 'passwordReset');
    const outbox = newOutbox();
    await startStack(file, outbox);

    await eventually(async () => expect(await outcomes(file, triggerId)).toEqual(['EmailSent']));
    const mails = await outbox.list('mai@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your Referly password']);
  });

  it('keeps one mail when the process dies after sending but before recording it', async () => {
    const file = tempFile();
    const outbox = newOutbox();
    let crashed: Promise<void> | undefined;
    let stack: Awaited<ReturnType<typeof startStack>> | undefined;
    const dying: Mailer = {
      ...outbox,
      send: async (mail) => {
        await outbox.send(mail);
        // the process goes away here: nothing after the send runs
        crashed = stack?.stop();
        throw new Error('killed');
      },
    };
    stack = await startStack(file, dying);
    const triggerId = await issueOtp(file);
    await eventually(async () => expect(crashed).toBeDefined());
    await crashed;
    expect(await outcomes(file, triggerId)).toEqual([]);
    expect(await outbox.list()).toHaveLength(1);

    const restart = counting(outbox);
    await startStack(file, restart.mailer);
    await eventually(async () => expect(await outcomes(file, triggerId)).toEqual(['EmailSent']));
    // the retry did send again, with the same Message-ID, and the outbox kept one
    expect(restart.calls()).toBe(1);
    expect(await outbox.list('mai@example.com')).toHaveLength(1);
  });

  it('sends nothing again when restarted after the mail was recorded', async () => {
    const file = tempFile();
    const outbox = newOutbox();
    const first = await startStack(file, outbox);
    const triggerId = await issueOtp(file);
    await eventually(async () => expect(await outcomes(file, triggerId)).toEqual(['EmailSent']));
    await first.stop();

    const restart = counting(newOutbox());
    const second = await startStack(file, restart.mailer);
    await second.jobQueue.drained('email');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(restart.calls()).toBe(0);
    expect(await outcomes(file, triggerId)).toEqual(['EmailSent']);
  });

  it('records a failure after the last attempt and does not retry it on restart', async () => {
    const file = tempFile();
    const broken: Mailer = {
      ...newOutbox(),
      send: async () => {
        throw new Error('mailbox unavailable');
      },
    };
    const first = await startStack(file, broken);
    const triggerId = await issueOtp(file);
    await eventually(async () => expect(await outcomes(file, triggerId)).toEqual(['EmailFailed']));
    expect(await first.jobQueue.failed('email')).toEqual([expect.objectContaining({ id: triggerId, attempts: ATTEMPTS, error: 'mailbox unavailable' })]);
    await first.stop();

    const restart = counting(newOutbox());
    const second = await startStack(file, restart.mailer);
    await second.jobQueue.drained('email');
    expect(restart.calls()).toBe(0);
  });
});
