import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { signLikeStripe } from '@referly/infra/payments/stripe-events';
import { startStripeStub, type StripeStub } from '@referly/infra/payments/stripe-stub';
import type { EventStore } from '@referly/infra/ports/event-store';
import { ATLASSIAN, CANVA, DEMO_PASSWORD, requestForm } from '../test-support/marketplace.ts';
import {
  call,
  freePort,
  redisServer,
  signUpBody,
  smtpPeer,
  startNode,
  stopNode,
  waitFor,
  type Node,
  type RedisServer,
  type Reply,
  type SmtpPeer,
} from '../test-support/scaled-processes.ts';

// Two full Referly processes on one data folder, a Redis of the test's own, a real SMTP peer and the Stripe stub, as two
// nodes behind a load balancer. Redis is stopped for 10 s under a write and chat load and started again empty (nothing
// saved), the SMTP peer refuses mail for a while, Stripe fails refunds for a while: nothing acknowledged is lost, and
// every e-mail, refund and credit happens once.
const WEBHOOK_SECRET = 'whsec_scaled_faults';
const COMMBANK = '00000000-0000-4000-b000-000000000003';
const OUTAGE_MS = 10_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'referly-faults-'));
let redis: RedisServer;
let smtp: SmtpPeer;
let stub: StripeStub;
let log: EventStore;
const nodes: Node[] = [];
const sockets: Socket[] = [];

/** Calls a node, reading after the newest position any node gave (each node projects the shared log itself). */
let lastPosition = 0;
const api = async (node: Node, method: string, url: string, body?: unknown, token?: string): Promise<Reply> => {
  const reply = await call(node, method, url, body, token, { 'x-referly-after': String(lastPosition) });
  lastPosition = Math.max(lastPosition, reply.position);
  return reply;
};

type Health = { status: string; adapters: Record<string, { ok: boolean; adapter: string; detail?: string }> };
const health = async (node: Node) => {
  const reply = await call(node, 'GET', '/api/health');
  return { status: reply.status, body: reply.body as unknown as Health };
};

const deliverPaid = async (node: Node, intentId: string) => {
  stub.succeed(intentId);
  const payload = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...stub.intent(intentId), status: 'succeeded' } },
  });
  const res = await fetch(`${node.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signLikeStripe(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) },
    body: payload,
  });
  expect(res.status).toBe(200);
};

/** The demo seeker asks for a referral at `companyId` and pays it at Stripe; the webhook reaches `node`. */
const paidRequest = async (node: Node, seeker: string, companyId: string) => {
  const made = await api(node, 'POST', '/api/job-referral/job-seeker', requestForm({ desiredCompany: companyId }), seeker);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const referralId = String(made.body.data?._id);
  await deliverPaid(node, String(made.body.paymentClientSecret).split('_secret_')[0] ?? '');
  await waitFor('the payment recorded', async () => ((await typesOf(`referral-${referralId}`)).includes('ReferralPaid') ? true : undefined), 10_000);
  return referralId;
};

const typesOf = async (stream: string) => (await log.readStream(stream)).map((event) => event.type);

/** A demo account's token, once `node` has read the demo accounts the first node wrote. */
const signIn = (node: Node, email: string) =>
  waitFor(
    `${email} signed in on ${node.name}`,
    async () => {
      const reply = await api(node, 'POST', '/api/user/login', { email, password: DEMO_PASSWORD });
      return reply.status === 200 ? String(reply.body.data?.token) : undefined;
    },
    15_000,
  );

type Pushed = { type: string; data: Record<string, unknown> };
const connect = (node: Node, token: string) =>
  new Promise<{ socket: Socket; pushed: Pushed[] }>((resolve, reject) => {
    const socket = io(node.url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    const pushed: Pushed[] = [];
    socket.on('event', (event: Pushed) => pushed.push(event));
    socket.once('ready', () => resolve({ socket, pushed }));
    socket.once('connect_error', reject);
  });

/** Chat messages sent one after another, alternately by the seeker on one node and the referrer on the other, until stopped. */
const chatLoad = (chatId: string, senders: { node: Node; token: string }[]) => {
  const acknowledged: string[] = [];
  const failed: string[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i += 1) {
      const sender = senders[i % senders.length];
      if (!sender) break;
      const text = `load ${i} ${randomUUID()}`;
      const form = new FormData();
      form.append('chatId', chatId);
      form.append('contentType', 'text');
      form.append('content', text);
      try {
        const sent = await api(sender.node, 'POST', `/api/chat/${chatId}/sendMessage`, form, sender.token);
        (sent.status === 201 ? acknowledged : failed).push(text);
      } catch {
        failed.push(text);
      }
      await sleep(20);
    }
  })();
  return {
    acknowledged,
    failed,
    stop: async () => {
      running = false;
      await done;
    },
  };
};

/** Every text message of a chat as `node` reads it, oldest first, page by page. */
const chatTexts = async (node: Node, requestId: string, token: string): Promise<string[]> => {
  const texts: string[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await api(node, 'GET', `/api/chat/jobReferral/${requestId}?limit=100${before ? `&before=${before}` : ''}`, undefined, token);
    expect(page.status).toBe(200);
    const messages = (page.body.data?.messages ?? []) as { sequence: number; content: { value?: string } }[];
    texts.unshift(...messages.map((message) => message.content.value ?? ''));
    if (!page.body.data?.hasMore || messages.length === 0) return texts;
    before = messages[0]?.sequence;
  }
};

const signUp = async (node: Node, email: string) => {
  const created = await api(node, 'POST', '/api/user/create', signUpBody(email));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
};

const mailedOnce = (email: string, timeoutMs = 30_000) => waitFor(`one mail to ${email}`, () => (smtp.mailsTo(email).length > 0 ? true : undefined), timeoutMs);

beforeAll(async () => {
  [smtp, stub] = await Promise.all([smtpPeer(), startStripeStub()]);
  redis = redisServer(await freePort());
  await redis.start();
  log = createSqliteEventStore({ file: path.join(dataDir, 'events.db') });
  const env = {
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `referly-faults-${randomUUID().slice(0, 8)}`,
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: 'sk_test_scaled_faults',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_scaled_faults',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
  };
  // side by side: the first seeds the demo accounts, the second reads them from the shared log
  nodes.push(...(await Promise.all([startNode('a', process.env, env), startNode('b', process.env, { ...env, SEED_DEMO: 'false' })])));
}, 120_000);

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await Promise.all(nodes.map((node) => stopNode(node, 'SIGKILL')));
  await log?.close();
  await Promise.all([redis?.close(), smtp?.close(), stub?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('two processes through a Redis outage, an SMTP peer refusing mail and Stripe failing refunds', () => {
  it('loses no acknowledged write, and sends each mail, refund and credit once when Redis is back', async () => {
    const [a, b] = nodes as [Node, Node];
    const seeker = await signIn(a, 'seeker@referly.dev');
    const riley = await signIn(b, 'referrer@referly.dev');
    const admin = await signIn(a, 'admin@referly.dev');
    // a request for the credit, taken and completed by Riley at Atlassian (its chat carries the load), one at Canva to refund
    const creditId = await paidRequest(a, seeker, ATLASSIAN);
    const refundId = await paidRequest(b, seeker, CANVA);
    for (const status of ['inProgress', 'completed'])
      expect((await api(b, 'PUT', `/api/job-referral/referrer/${creditId}`, { status }, riley)).status).toBe(200);
    const seekerSocket = await connect(b, seeker);
    const rileySocket = await connect(a, riley);

    // queued before the outage and not done when Redis goes: a mail the SMTP peer refuses, a refund Stripe fails
    smtp.state.refusing = true;
    const stripeDown = stub.failUntilRecovered('/v1/refunds', 503);
    const queuedBefore = `queued.${Date.now()}@example.com`;
    await signUp(a, queuedBefore);
    expect((await api(a, 'PUT', `/api/admin/services/job-referral/${refundId}`, { status: 'rejected', reason: 'Not hiring.' }, admin)).status).toBe(200);
    await waitFor('the mail refused once', () => ((smtp.refused.get(queuedBefore) ?? 0) > 0 ? true : undefined), 15_000);
    await waitFor('a refund attempt failed', async () => ((await typesOf(`referral-${refundId}`)).includes('RefundFailed') ? true : undefined), 15_000);

    const load = chatLoad(creditId, [
      { node: a, token: seeker },
      { node: b, token: riley },
    ]);
    await waitFor('some load acknowledged', () => (load.acknowledged.length >= 5 ? true : undefined), 15_000);

    await redis.stop();
    const stoppedAt = Date.now();
    const ackedAtStop = load.acknowledged.length;
    const chatPushes = (client: { pushed: Pushed[] }) => client.pushed.filter((event) => event.type === 'ChatMessageSent').length;
    const pushedAtStop = [chatPushes(seekerSocket), chatPushes(rileySocket)];
    smtp.state.refusing = false;
    stripeDown.recover();
    // meanwhile: sign-ups (mails to queue), an approval (credits to queue), logins (rate limits), health
    const duringOutage = [`outage.a.${Date.now()}@example.com`, `outage.b.${Date.now()}@example.com`];
    await signUp(a, duringOutage[0] ?? '');
    await signUp(b, duringOutage[1] ?? '');
    expect((await api(a, 'PUT', `/api/job-referral/job-seeker/${creditId}/approve`, undefined, seeker)).status).toBe(200);
    expect((await api(b, 'POST', '/api/user/login', { email: 'seeker@referly.dev', password: DEMO_PASSWORD })).status).toBe(200);
    for (const node of [a, b]) {
      const down = await waitFor(
        `${node.name} reporting Redis down`,
        async () => {
          const seen = await health(node);
          return seen.status === 503 ? seen : undefined;
        },
        OUTAGE_MS,
      );
      expect(down.body.adapters.redis).toMatchObject({ ok: false, adapter: 'redis' });
    }
    while (Date.now() - stoppedAt < OUTAGE_MS) {
      expect(a.exited() || b.exited(), `${a.output()}\n${b.output()}`).toBe(false);
      await sleep(200);
    }
    // the chat went on while Redis was away, each node pushing the other's messages to its sockets
    expect(load.acknowledged.length).toBeGreaterThan(ackedAtStop);
    expect(chatPushes(seekerSocket)).toBeGreaterThan(pushedAtStop[0] ?? 0);
    expect(chatPushes(rileySocket)).toBeGreaterThan(pushedAtStop[1] ?? 0);

    await redis.start();
    for (const node of [a, b]) await waitFor(`${node.name} healthy again`, async () => ((await health(node)).status === 200 ? true : undefined), 30_000);
    await sleep(500);
    await load.stop();
    expect(load.failed).toEqual([]);

    // every mail once: the one Redis lost with its queue, and those asked for while it was away
    for (const email of [queuedBefore, ...duringOutage]) await mailedOnce(email);
    // the refund Redis lost with its queue, once at Stripe
    await waitFor('the refund issued', async () => ((await typesOf(`referral-${refundId}`)).includes('RefundIssued') ? true : undefined), 30_000);
    // the credits of the approval made while Redis was away, once
    const credits = await waitFor(
      "Riley's credits",
      async () => {
        const reply = await api(b, 'GET', '/api/referrer/credits', undefined, riley);
        return Number(reply.body.data?.earned) > 0 ? reply.body.data : undefined;
      },
      30_000,
    );
    expect(credits).toMatchObject({ earned: 100 });
    expect(((credits.history ?? []) as { referralId: string; kind: string }[]).filter((entry) => entry.referralId === creditId)).toHaveLength(1);

    // no acknowledged write lost: each chat message is in the log once, read back on both nodes, pushed once to each socket
    const logged = (await log.readStream(`chat-${creditId}`)).filter((event) => event.type === 'ChatMessageSent');
    const loggedTexts = logged.map((event) => String((event.data.content as { value?: string }).value));
    for (const text of load.acknowledged) expect(loggedTexts.filter((logged) => logged === text)).toHaveLength(1);
    for (const [node, token] of [
      [a, seeker],
      [b, riley],
    ] as const) {
      const texts = await waitFor(
        `${node.name} reading every message`,
        async () => {
          const read = await chatTexts(node, creditId, token);
          return load.acknowledged.every((text) => read.includes(text)) ? read : undefined;
        },
        15_000,
      );
      expect(new Set(texts).size).toBe(texts.length);
    }
    const loggedIds = logged
      .filter((event) => load.acknowledged.includes(String((event.data.content as { value?: string }).value)))
      .map((event) => event.data.messageId);
    for (const { pushed } of [seekerSocket, rileySocket]) {
      await waitFor(
        'every message pushed',
        () => {
          const ids = new Set(pushed.filter((event) => event.type === 'ChatMessageSent').map((event) => event.data.messageId));
          return loggedIds.every((id) => ids.has(id)) ? true : undefined;
        },
        15_000,
      );
      const ids = pushed.filter((event) => event.type === 'ChatMessageSent').map((event) => event.data.messageId);
      expect(new Set(ids).size).toBe(ids.length);
    }

    // once, also a moment later: no mail, refund or credit came twice
    await sleep(1000);
    for (const email of [queuedBefore, ...duringOutage]) expect(smtp.mailsTo(email)).toHaveLength(1);
    expect(stub.refunds.filter((refund) => refund.idempotencyKey === `refund:${refundId}`)).toHaveLength(1);
    expect((await typesOf(`referral-${refundId}`)).filter((type) => type === 'RefundIssued')).toHaveLength(1);
    const earned = (await log.readAll({ after: 0, filter: { types: ['CreditsEarned'] } })).filter((event) => event.data.referralId === creditId);
    expect(earned).toHaveLength(1);
  }, 150_000);

  it('sends a mail once when the SMTP peer accepts it again after refusing it for a while', async () => {
    const [a, b] = nodes as [Node, Node];
    smtp.state.refusing = true;
    const emails = [`refused.a.${Date.now()}@example.com`, `refused.b.${Date.now()}@example.com`];
    await signUp(a, emails[0] ?? '');
    await signUp(b, emails[1] ?? '');
    // refused on the first attempt and on the retry after it
    for (const email of emails) await waitFor(`${email} refused twice`, () => ((smtp.refused.get(email) ?? 0) >= 2 ? true : undefined), 20_000);
    smtp.state.refusing = false;
    for (const email of emails) await mailedOnce(email);
    await sleep(1000);
    for (const email of emails) expect(smtp.mailsTo(email)).toHaveLength(1);
    expect(await log.readAll({ after: 0, filter: { types: ['EmailFailed'] } })).toEqual([]);
    const ids = smtp.delivered.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);

  it('tries a refund again while Stripe fails, shows the admin each failure, and refunds once when Stripe is back', async () => {
    const [a, b] = nodes as [Node, Node];
    const seeker = await signIn(b, 'seeker@referly.dev');
    const admin = await signIn(b, 'admin@referly.dev');
    const referralId = await paidRequest(a, seeker, COMMBANK);
    const stripeDown = stub.failUntilRecovered('/v1/refunds', 503);
    expect((await api(b, 'PUT', `/api/admin/services/job-referral/${referralId}`, { status: 'rejected', reason: 'Not hiring.' }, admin)).status).toBe(200);
    const view = () => api(a, 'GET', `/api/admin/services/job-referral/${referralId}`, undefined, admin);
    const failing = await waitFor(
      'the admin seeing two failed attempts',
      async () => {
        const refund = (await view()).body.data?.refund as { status: string; attempts: number } | null;
        return refund && refund.attempts >= 2 ? refund : undefined;
      },
      20_000,
    );
    expect(failing).toMatchObject({ status: 'pending', lastError: 'The stub was told to fail this call.' });
    stripeDown.recover();
    const issued = await waitFor(
      'the refund issued',
      async () => {
        const refund = (await view()).body.data?.refund as { status: string } | null;
        return refund?.status === 'issued' ? refund : undefined;
      },
      20_000,
    );
    expect(issued).toMatchObject({ status: 'issued', amountCents: 50_000 });
    await sleep(1000);
    expect(stub.refunds.filter((refund) => refund.idempotencyKey === `refund:${referralId}`)).toHaveLength(1);
    expect((await typesOf(`referral-${referralId}`)).filter((type) => type === 'RefundIssued')).toHaveLength(1);
  }, 60_000);
});
