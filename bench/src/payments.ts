import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { testPaymentsSecretOf } from '@referly/infra/crypto/secrets';
import { signLikeStripe } from '@referly/infra/payments/stripe-events';
import { BARE_WEBHOOK_SECRET } from './bare-payments.ts';
import { call, login, signUp } from './http-client.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';
import { micros, millis, percentile, perSecond, ratio, type Row } from './table.ts';

const SEEKERS = 50;
const ROUNDS = 3;
const WEBHOOK_SENDERS = 20;
const ATLASSIAN = '00000000-0000-4000-b000-000000000001';
const password = 'Bench-password-2026';

/** A request to pay: which one, and the secret its card form pays with. */
type Payable = { referralId: string; clientSecret: string };

/** How one side of (e) is driven: make 50 requests, pay one, read the referrer's list, and the socket that hears of it. */
type PaymentSide = {
  prepare(round: number): Promise<Payable[]>;
  pay(payable: Payable): Promise<string>;
  listed(after: string): Promise<string[]>;
  socket: Socket;
  settle(round: number, payables: Payable[]): Promise<void>;
};

const waitFor = (socket: Socket, ids: Set<string>) => {
  const heard = new Map<string, number>();
  const listener = (event: { type?: string; data?: { referralId?: string } }) => {
    const id = event.data?.referralId;
    if (event.type === 'ReferralPaid' && id && ids.has(id) && !heard.has(id)) heard.set(id, performance.now());
  };
  socket.on('event', listener);
  return { heard, stop: () => socket.off('event', listener) };
};

/** One round: every request paid at once; each figure is from sending the payment to seeing it both listed and pushed. */
const payRound = async (side: PaymentSide, payables: Payable[]): Promise<number[]> => {
  const ids = new Set(payables.map((payable) => payable.referralId));
  const pushed = waitFor(side.socket, ids);
  const latencies = await Promise.all(
    payables.map(async (payable) => {
      const started = performance.now();
      const position = await side.pay(payable);
      for (let read = 0; !(await side.listed(position)).includes(payable.referralId); read += 1) {
        if (read > 50) throw new Error(`${payable.referralId} was not listed`);
      }
      const listedAt = performance.now();
      for (let wait = 0; !pushed.heard.has(payable.referralId); wait += 1) {
        if (wait > 500) throw new Error(`${payable.referralId} was not pushed`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return Math.max(listedAt, pushed.heard.get(payable.referralId) ?? listedAt) - started;
    }),
  );
  pushed.stop();
  return latencies;
};

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A connected socket; with `ready`, once the server said it has joined its rooms (it says so right after connecting). */
const connect = (base: string, auth: Record<string, string>, until: 'connect' | 'ready') =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(base, { auth, transports: ['websocket'], reconnection: false });
    socket.once(until, () => resolve(socket));
    socket.once('connect_error', reject);
  });

const referlySide = async (server: ServerProcess): Promise<PaymentSide & { seekers: string[]; admin: string }> => {
  const { base } = server;
  const seekers: string[] = [];
  for (let i = 0; i < SEEKERS; i += 1) seekers.push(await signUp(base, `bench.payer.${i}.${Date.now()}@example.com`, password));
  const [referrer, admin] = [await login(base, 'referrer@referly.dev', 'Referly-demo-2026'), await login(base, 'admin@referly.dev', 'Referly-demo-2026')];
  const socket = await connect(base, { token: referrer }, 'ready');
  return {
    seekers,
    admin,
    socket,
    prepare: async (round) =>
      Promise.all(
        seekers.map(async (token, i) => {
          const form = new FormData();
          const fields = {
            name: `Bench Payer ${i}`,
            email: `payer${i}@example.com`,
            mobile: '0400000000',
            industry: 'Engineering',
            desiredPosition: `Role ${round}`,
            desiredCompany: ATLASSIAN,
          };
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          form.append('resume', new File([new Uint8Array(pdf)], 'resume.pdf', { type: 'application/pdf' }));
          const reply = await fetch(`${base}/api/job-referral/job-seeker`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
          const body = (await reply.json()) as { data?: { _id?: string }; paymentClientSecret?: string };
          if (reply.status !== 201 || !body.data?._id || !body.paymentClientSecret)
            throw new Error(`request answered ${reply.status}: ${JSON.stringify(body)}`);
          return { referralId: body.data._id, clientSecret: body.paymentClientSecret };
        }),
      ),
    pay: async ({ clientSecret }) => {
      const reply = await call(base, 'POST', '/api/payments/test/confirm', {
        body: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      });
      if (reply.status !== 200) throw new Error(`payment answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      return reply.headers.get('x-referly-position') ?? '0';
    },
    listed: async (after) => {
      const reply = await call(base, 'GET', '/api/job-referral/referrer?limit=100', { token: referrer, headers: { 'x-referly-after': after } });
      return ((reply.body.data as { id: string }[] | undefined) ?? []).map((row) => row.id);
    },
    // an admin approves each round's requests, so the next round's are not refused as a second open request
    settle: async (_round, payables) => {
      for (const { referralId } of payables)
        await call(base, 'PUT', `/api/admin/services/job-referral/${referralId}/`, { body: { status: 'approved' }, token: admin });
    },
  };
};

/** The company the old baseline's rows are made at, so its list and its pushes are its own. */
const IDS_COMPANY = '00000000-0000-4000-b000-0000000000ff';

/**
 * The bare side: its list answers in Referly's shape (the rows and the four tab counts) or, with `ids`, only the ids as
 * the baseline did before issue 16. Its requests carry what Referly's list rows show, and each round's are approved.
 */
const bareSide = async (server: ServerProcess, shape: 'rows' | 'ids'): Promise<PaymentSide> => {
  const { base } = server;
  const company = shape === 'rows' ? ATLASSIAN : IDS_COMPANY;
  const socket = await connect(base, { company }, 'connect');
  return {
    socket,
    prepare: async (round) =>
      Promise.all(
        Array.from({ length: SEEKERS }, async (_, i) => {
          const referralId = `bare-${shape}-${round}-${i}`;
          const body = { id: referralId, company, name: `Bench Payer ${i}`, desiredPosition: `Role ${round}`, companyName: 'Atlassian' };
          await call(base, 'POST', '/requests', { body });
          return { referralId, clientSecret: referralId };
        }),
      ),
    pay: async ({ referralId }) => (await call(base, 'POST', '/confirm', { body: { id: referralId, company } })).headers.get('x-referly-position') ?? '0',
    listed: async () =>
      ((await call(base, 'GET', `/list?company=${company}${shape === 'ids' ? '&shape=ids' : ''}`)).body.data as { id: string }[]).map((row) => row.id),
    settle: async (_round, payables) => {
      for (const { referralId } of payables) await call(base, 'POST', '/settle', { body: { id: referralId, status: 'approved' } });
    },
  };
};

/** A payment the server has recorded: its request and its intent. */
type PaidIntent = { referralId: string; intentId: string };

/** (f) deliveries of signed webhooks, `senders` at a time; each a new event id about a payment already recorded. */
const deliverWebhooks = async (base: string, path: string, secret: string, paid: PaidIntent[], count: number) => {
  const payloads = Array.from({ length: count }, (_, i) => {
    const { intentId, referralId } = paid[i % paid.length] ?? { intentId: 'pi_none', referralId: 'none' };
    const payload = JSON.stringify({
      id: `evt_bench_${Date.now()}_${i}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount: 50_000,
          currency: 'usd',
          status: 'succeeded',
          metadata: { service: 'jobReferral', requestId: referralId },
        },
      },
    });
    return { payload, signature: signLikeStripe(payload, secret, Math.floor(Date.now() / 1000)) };
  });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WEBHOOK_SENDERS }, async () => {
      while (next < payloads.length) {
        const delivery = payloads[next];
        next += 1;
        if (!delivery) continue;
        const reply = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          body: delivery.payload,
        });
        if (reply.status !== 200) throw new Error(`webhook answered ${reply.status}: ${await reply.text()}`);
        await reply.arrayBuffer();
      }
    }),
  );
  return performance.now() - started;
};

/**
 * (e) A payment confirmed, to the request listed for its referrer and pushed to their socket: 50 payments at once, in 3
 * rounds, each server in its own process and this process the one client. (f) Webhook deliveries handled a second.
 */
export const benchPayments = async (webhooks: number): Promise<Row[]> => {
  const [oursDir, bareDir] = [await mkdtemp(join(tmpdir(), 'referly-bench-payments-')), await mkdtemp(join(tmpdir(), 'referly-bench-bare-payments-'))];
  const [ourServer, bareServer] = [await startServerProcess('referly', oursDir), await startServerProcess('bare-payments', bareDir)];
  try {
    const [ours, bare, bareIds] = [await referlySide(ourServer), await bareSide(bareServer, 'rows'), await bareSide(bareServer, 'ids')];
    const latencies = { ours: [] as number[], bare: [] as number[], bareIds: [] as number[] };
    const cpu = { ours: 0, bare: 0, bareIds: 0 };
    const paidIntents: PaidIntent[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, side, server] of [
        ['ours', ours, ourServer],
        ['bare', bare, bareServer],
        ['bareIds', bareIds, bareServer],
      ] as const) {
        const payables = await side.prepare(round);
        const before = await server.cpuMs();
        latencies[name].push(...(await payRound(side, payables)));
        cpu[name] += (await server.cpuMs()) - before;
        if (name === 'ours')
          paidIntents.push(...payables.map(({ referralId, clientSecret }) => ({ referralId, intentId: clientSecret.split('_secret_')[0] ?? '' })));
        await side.settle(round, payables);
      }
    }
    ours.socket.disconnect();
    bare.socket.disconnect();
    bareIds.socket.disconnect();
    const secrets = JSON.parse(readFileSync(join(oursDir, 'secrets.json'), 'utf8')) as { otpSecret: string };
    const webhookCpu = { ours: await ourServer.cpuMs(), bare: await bareServer.cpuMs() };
    const oursMs = await deliverWebhooks(ourServer.base, '/api/payments/webhook', testPaymentsSecretOf(secrets.otpSecret), paidIntents, webhooks);
    const bareMs = await deliverWebhooks(bareServer.base, '/webhook', BARE_WEBHOOK_SECRET, paidIntents, webhooks);
    webhookCpu.ours = (await ourServer.cpuMs()) - webhookCpu.ours;
    webhookCpu.bare = (await bareServer.cpuMs()) - webhookCpu.bare;
    const sorted = {
      ours: latencies.ours.sort((a, b) => a - b),
      bare: latencies.bare.sort((a, b) => a - b),
      bareIds: latencies.bareIds.sort((a, b) => a - b),
    };
    const payments = SEEKERS * ROUNDS;
    const note = `Express + SQLite + Socket.IO: mark a row paid, tell the room, list the paid rows as Referly's list rows with the four tab counts (${SEEKERS} payments at once, ${ROUNDS} rounds)`;
    const idsNote = 'before issue 16: the same bare server, its list answering only the paid rows’ ids (no rows, no counts)';
    return [
      {
        measure: `payment to listed and pushed, p50 (${payments} payments)`,
        ours: millis(percentile(sorted.ours, 50)),
        baseline: millis(percentile(sorted.bare, 50)),
        ratio: ratio(percentile(sorted.ours, 50), percentile(sorted.bare, 50)),
        note,
      },
      {
        measure: 'payment to listed and pushed, p99',
        ours: millis(percentile(sorted.ours, 99)),
        baseline: millis(percentile(sorted.bare, 99)),
        ratio: ratio(percentile(sorted.ours, 99), percentile(sorted.bare, 99)),
        note,
      },
      {
        measure: '  server CPU per payment',
        ours: micros(cpu.ours / payments),
        baseline: micros(cpu.bare / payments),
        ratio: ratio(cpu.ours, cpu.bare),
        note: 'the confirmation, its webhook, the list reads and the push',
      },
      {
        measure: '  p50, against the ids-only list',
        ours: millis(percentile(sorted.ours, 50)),
        baseline: millis(percentile(sorted.bareIds, 50)),
        ratio: ratio(percentile(sorted.ours, 50), percentile(sorted.bareIds, 50)),
        note: idsNote,
      },
      {
        measure: '  p99, against the ids-only list',
        ours: millis(percentile(sorted.ours, 99)),
        baseline: millis(percentile(sorted.bareIds, 99)),
        ratio: ratio(percentile(sorted.ours, 99), percentile(sorted.bareIds, 99)),
        note: idsNote,
      },
      {
        measure: '  server CPU per payment, against the ids-only list',
        ours: micros(cpu.ours / payments),
        baseline: micros(cpu.bareIds / payments),
        ratio: ratio(cpu.ours, cpu.bareIds),
        note: idsNote,
      },
      {
        measure: `webhook deliveries handled (${webhooks.toLocaleString('en-AU')}, ${WEBHOOK_SENDERS} at once)`,
        ours: perSecond(webhooks, oursMs),
        baseline: perSecond(webhooks, bareMs),
        ratio: ratio(bareMs, oursMs),
        note: 'Express: Stripe’s signature check and one row per event id; ratio is ours ÷ bare throughput',
      },
      {
        measure: '  server CPU per delivery',
        ours: micros(webhookCpu.ours / webhooks),
        baseline: micros(webhookCpu.bare / webhooks),
        ratio: ratio(webhookCpu.ours, webhookCpu.bare),
        note: 'each a new event id about a payment already recorded',
      },
    ];
  } finally {
    await ourServer.stop();
    await bareServer.stop();
    await rm(oursDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
};
