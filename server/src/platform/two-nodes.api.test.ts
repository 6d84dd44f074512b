import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStream } from '@referly/domain';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import type { EventStore } from '@referly/infra/ports/event-store';
import { call, codeIn, signUpBody, startNode as startSharedNode, stopNode as stop, type Delivered, type Node } from '../test-support/scaled-processes.ts';

// Two Referly processes on one data folder, sharing this machine's Redis (job queue, rate limits) and a real
// SMTP peer, as two nodes behind a load balancer would.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `referly-test-${randomUUID().slice(0, 8)}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'referly-two-nodes-'));
const password = 'two-nodes-wattle-gum-7';

/** The SMTP peer: every delivered mail; the first delivery to `slow@` held until its sender goes away; 451 once for `busy@`; 550 for `gone@`. */
const delivered: Delivered[] = [];
let heldSlow = false;
let smtp: SMTPServer;
let smtpPort = 0;
const busyTries = new Map<string, number>();

const startSmtp = async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number, message: string) => callback(Object.assign(new Error(message), { responseCode: code }));
      if (address.address.startsWith('gone.')) return refuse(550, 'No such mailbox');
      const tries = (busyTries.get(address.address) ?? 0) + 1;
      busyTries.set(address.address, tries);
      if (address.address.startsWith('busy.') && tries === 1) return refuse(451, 'Try again later');
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
        // the first delivery to slow@ gets no answer: its sender is stopped while it waits
        if (to.startsWith('slow.') && !heldSlow) {
          heldSlow = true;
          return;
        }
        delivered.push({ to, messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '', text: raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
};

const nodes: Node[] = [];

const startNode = async (name: string): Promise<Node> => {
  const node = await startSharedNode(name, process.env, {
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SEED_DEMO: 'false',
  });
  nodes.push(node);
  return node;
};

const eventually = <T>(check: () => T | Promise<T>, timeout = 30_000) => vi.waitFor(check, { timeout, interval: 100 });

const mailsTo = (email: string) => delivered.filter((mail) => mail.to === email);

let log: EventStore;
const outcomesFor = async (userId: string) => {
  const issued = (await log.readStream(userStream(userId))).filter((event) => event.type === 'OtpIssued');
  const outcomes = await Promise.all(issued.map((event) => log.readStream(`email-${event.id}`)));
  return outcomes.flat().map((event) => event.type);
};

beforeAll(async () => {
  await startSmtp();
  log = createSqliteEventStore({ file: path.join(dataDir, 'events.db') });
});

afterAll(async () => {
  await Promise.all(nodes.map((node) => stop(node, 'SIGKILL')));
  await log.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on one log, one Redis and one SMTP server', () => {
  let first: Node;
  let second: Node;
  let third: Node;

  it('finishes on the other node the e-mail of a node stopped while it was sending it, once', async () => {
    first = await startNode('first');
    const email = `slow.${Date.now()}@example.com`;
    const created = await call(first, 'POST', '/api/user/create', signUpBody(email));
    expect(created.status).toBe(201);
    await eventually(() => expect(heldSlow).toBe(true));
    // the first node holds the job (its delivery waits on the SMTP server) when the second starts and the first is stopped
    second = await startNode('second');
    await stop(first);
    const [mail] = await eventually(() => {
      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      return mails;
    }, 60_000);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    await eventually(async () => expect(await outcomesFor(String(created.body.data?.userId))).toEqual(['EmailSent']));
    third = await startNode('third');
  }, 120_000);

  it('signs up on one node, verifies on the other, and pushes to a socket on one what the other caused', async () => {
    const email = `twin.${Date.now()}@example.com`;
    const created = await call(third, 'POST', '/api/user/create', signUpBody(email));
    const userId = String(created.body.data?.userId);
    const mail = await eventually(() => {
      const [only] = mailsTo(email);
      expect(only).toBeDefined();
      return only;
    });
    const verified = await call(second, 'POST', '/api/user/verify-otp', { userId, otp: codeIn(mail).split('') });
    expect(verified.status).toBe(200);
    expect((await call(second, 'POST', '/api/user/create-password', { password, confirmPassword: password }, String(verified.body.data?.token))).status).toBe(
      200,
    );
    const login = await call(third, 'POST', '/api/user/login', { email, password });
    expect(login.status).toBe(200);
    const token = String(login.body.data?.token);

    const socket: Socket = io(second.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    const pushed: { type: string; data: Record<string, unknown> }[] = [];
    socket.on('event', (event: { type: string; data: Record<string, unknown> }) => pushed.push(event));
    await new Promise<void>((resolve, reject) => {
      socket.once('ready', () => resolve());
      socket.once('connect_error', reject);
    });
    const changed = await call(third, 'PUT', '/api/user', { firstName: 'Pushed', lastName: 'Across', mobile: '1', mobileWork: '2', email }, token);
    expect(changed.status).toBe(200);
    await eventually(() => expect(pushed.find((event) => event.type === 'ProfileUpdated')?.data).toMatchObject({ userId, firstName: 'Pushed' }), 10_000);
    socket.disconnect();
    expect(mailsTo(email)).toHaveLength(1);
  }, 60_000);

  it('shares the login limit of an account between the nodes', async () => {
    const email = `limited.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await call(i % 2 === 0 ? second : third, 'POST', '/api/user/login', { email, password: 'wrong' })).status);
    // 30 tries a minute per account (and per address), counted in Redis whichever node answers: the two nodes stop
    // it after 30 between them, where each counting alone would let 30 through on each
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(0);
    expect(firstRefused).toBeLessThanOrEqual(30);
    expect(statuses.slice(0, firstRefused).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
  }, 60_000);

  it('tries a mail again after an SMTP 451, records a 550 as failed at once, and sends one mail per code', async () => {
    const busy = `busy.${Date.now()}@example.com`;
    const gone = `gone.${Date.now()}@example.com`;
    const [busyUser, goneUser] = [
      String((await call(second, 'POST', '/api/user/create', signUpBody(busy))).body.data?.userId),
      String((await call(third, 'POST', '/api/user/create', signUpBody(gone))).body.data?.userId),
    ];
    await eventually(async () => expect(await outcomesFor(goneUser)).toEqual(['EmailFailed']));
    await eventually(async () => expect(await outcomesFor(busyUser)).toEqual(['EmailSent']));
    expect(busyTries.get(busy)).toBe(2);
    expect(mailsTo(busy)).toHaveLength(1);
    expect(mailsTo(gone)).toHaveLength(0);
    // one mail per code over the whole run: no Message-ID twice
    const ids = delivered.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);
});
