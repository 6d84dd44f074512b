import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { testPaymentsSecretOf } from '@referly/infra/crypto/secrets';
import { signLikeStripe } from '@referly/infra/payments/stripe-events';
import { makeResumeDocx, makeResumePdf } from '@referly/infra/reviewer/builtin/test-files';
import { BARE_WEBHOOK_SECRET } from './bare-payments.ts';
import { call, signUp } from './http-client.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';
import { micros, millis, percentile, ratio, type Row } from './table.ts';

const ATLASSIAN = '00000000-0000-4000-b000-000000000001';
const password = 'Bench-password-2026';
/** a review not pushed as done within this long after its payment counts as lost */
const DEADLINE_MS = 180_000;
const WARM_UP = 6;
/** the pause between making a round's reviews and paying for them */
const SETTLE_MS = 2_000;
/** BENCH_BARE_REVIEWS_INLINE=1: the bare server reviews on its own thread instead of a worker thread (server-child.ts reads it too) */
const BARE_INLINE = process.env.BENCH_BARE_REVIEWS_INLINE === '1';

type FileType = 'pdf' | 'docx';
const files: Record<FileType, { name: string; type: string; make: () => Promise<Buffer> }> = {
  pdf: { name: 'resume.pdf', type: 'application/pdf', make: () => makeResumePdf('good') },
  docx: { name: 'resume.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', make: () => makeResumeDocx('good') },
};

/** A review made and waiting for its payment: the intent a webhook names, and what it must say it paid. */
type Payable = { reviewId: string; intentId: string; amountCents: number; currency: string };

/** How one side of (j) is driven: make reviews (one per seeker), where its webhook goes, the seekers' sockets, its detail. */
type ReviewSide = {
  create(type: FileType, resume: Buffer, count: number): Promise<Payable[]>;
  webhook: { url: string; secret: string };
  sockets: Socket[];
  /** whether the review's detail, read afterwards, says its AI review is done */
  done(index: number, reviewId: string): Promise<boolean>;
};

const connect = (base: string, auth: Record<string, string>, until: 'connect' | 'ready') =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(base, { auth, transports: ['websocket'], reconnection: false });
    socket.once(until, () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** The provider's signed `payment_intent.succeeded` for a review, as Stripe (or Referly's test provider) sends it. */
const succeeded = (payable: Payable, secret: string, delivery: string) => {
  const payload = JSON.stringify({
    id: `evt_bench_review_${delivery}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: payable.intentId,
        object: 'payment_intent',
        amount: payable.amountCents,
        currency: payable.currency,
        status: 'succeeded',
        metadata: { service: 'resumeReview', requestId: payable.reviewId },
      },
    },
  });
  return { payload, signature: signLikeStripe(payload, secret, Math.floor(Date.now() / 1000)) };
};

/**
 * One round: every review's payment webhook sent at once; each figure runs from sending it to the seeker's socket
 * hearing `AiReviewCompleted` for that review. Answers the latencies of those heard and how many were not.
 */
const payRound = async (side: ReviewSide, payables: Payable[], round: string) => {
  const ids = new Set(payables.map((payable) => payable.reviewId));
  const heard = new Map<string, number>();
  const listener = (event: { type?: string; data?: { reviewId?: string } }) => {
    const id = event.data?.reviewId;
    if (event.type === 'AiReviewCompleted' && id && ids.has(id) && !heard.has(id)) heard.set(id, performance.now());
  };
  side.sockets.forEach((socket) => socket.on('event', listener));
  const deliveries = payables.map((payable, index) => succeeded(payable, side.webhook.secret, `${round}_${index}_${Date.now()}`));
  const sent = new Map<string, number>();
  await Promise.all(
    payables.map(async (payable, index) => {
      const delivery = deliveries[index];
      if (!delivery) return;
      sent.set(payable.reviewId, performance.now());
      const reply = await fetch(side.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.payload,
      });
      if (reply.status !== 200) throw new Error(`webhook answered ${reply.status}: ${await reply.text()}`);
      await reply.arrayBuffer();
    }),
  );
  const deadline = performance.now() + DEADLINE_MS;
  while (heard.size < payables.length && performance.now() < deadline) await sleep(20);
  side.sockets.forEach((socket) => socket.off('event', listener));
  const latencies = payables.flatMap(({ reviewId }) => {
    const [from, to] = [sent.get(reviewId), heard.get(reviewId)];
    return from !== undefined && to !== undefined ? [to - from] : [];
  });
  return { latencies, lost: payables.length - latencies.length };
};

const referlySide = async (server: ServerProcess, seekers: number, secret: string): Promise<ReviewSide> => {
  const { base } = server;
  const tokens: string[] = [];
  // sign-ups (argon2) ten at a time
  for (let first = 0; first < seekers; first += 10)
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, seekers - first) }, (_, i) => signUp(base, `bench.reviews.${first + i}.${Date.now()}@example.com`, password)),
      )),
    );
  const sockets = await Promise.all(tokens.map((token) => connect(base, { token }, 'ready')));
  return {
    sockets,
    webhook: { url: `${base}/api/payments/webhook`, secret },
    create: async (type, resume, count) =>
      Promise.all(
        tokens.slice(0, count).map(async (token, i) => {
          const form = new FormData();
          const fields = {
            name: `Bench Reviewee ${i}`,
            email: `reviewee${i}@example.com`,
            mobile: '0400000000',
            industry: 'Information and Communication Technology',
            desiredPosition: 'Senior Software Engineer',
            desiredCompany: ATLASSIAN,
          };
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          form.append('resume', new File([new Uint8Array(resume)], files[type].name, { type: files[type].type }));
          const reply = await fetch(`${base}/api/resume-review/job-seeker`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
          const body = (await reply.json()) as { id?: string; paymentClientSecret?: string; amount?: number; currency?: string };
          if (reply.status !== 201 || !body.id || !body.paymentClientSecret || body.amount === undefined || !body.currency)
            throw new Error(`review request answered ${reply.status}: ${JSON.stringify(body)}`);
          return { reviewId: body.id, intentId: body.paymentClientSecret.split('_secret_')[0] ?? '', amountCents: body.amount, currency: body.currency };
        }),
      ),
    done: async (index, reviewId) => {
      const reply = await call(base, 'GET', `/api/resume-review/job-seeker/${reviewId}`, { token: tokens[index] ?? '' });
      return (reply.body.data as { ai?: { state?: string } } | undefined)?.ai?.state === 'done';
    },
  };
};

const bareSide = async (server: ServerProcess, seekers: number): Promise<ReviewSide> => {
  const { base } = server;
  const sockets = await Promise.all(Array.from({ length: seekers }, (_, i) => connect(base, { user: `seeker-${i}` }, 'connect')));
  return {
    sockets,
    webhook: { url: `${base}/webhook`, secret: BARE_WEBHOOK_SECRET },
    create: async (type, resume, count) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const form = new FormData();
          const fields = {
            seeker: `seeker-${i}`,
            industry: 'Information and Communication Technology',
            desiredPosition: 'Senior Software Engineer',
            companyName: 'Atlassian',
          };
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          form.append('resume', new File([new Uint8Array(resume)], files[type].name, { type: files[type].type }));
          const reply = await fetch(`${base}/reviews`, { method: 'POST', body: form });
          const body = (await reply.json()) as { id: string; paymentClientSecret: string; amount: number; currency: string };
          return { reviewId: body.id, intentId: body.paymentClientSecret.split('_secret_')[0] ?? '', amountCents: body.amount, currency: body.currency };
        }),
      ),
    done: async (_index, reviewId) => ((await call(base, 'GET', `/reviews/${reviewId}`)).body.data as { ai: { state: string } }).ai.state === 'done',
  };
};

type Figures = { latencies: number[]; lost: number; notDone: number; cpuMs: number };

const measured = async (side: ReviewSide, server: ServerProcess, type: FileType, resume: Buffer, count: number): Promise<Figures> => {
  const payables = await side.create(type, resume, count);
  // what the requests set going (their read models, mails, the files) settles before the payments: not part of the figure
  await sleep(SETTLE_MS);
  const before = await server.cpuMs();
  const figures = await payRound(side, payables, `${type}`);
  const cpuMs = (await server.cpuMs()) - before;
  // afterwards, outside the measured CPU: every review's detail must say its AI review is done
  const checked = await Promise.all(payables.map((payable, index) => side.done(index, payable.reviewId)));
  return { ...figures, notDone: checked.filter((done) => !done).length, cpuMs };
};

const rowsOf = (type: FileType, count: number, ours: Figures, bare: Figures): Row[] => {
  const [sortedOurs, sortedBare] = [[...ours.latencies].sort((a, b) => a - b), [...bare.latencies].sort((a, b) => a - b)];
  const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : millis(ms));
  const lostNote = (figures: Figures) => (figures.lost || figures.notDone ? `; ${figures.lost} not pushed, ${figures.notDone} not done on the detail` : '');
  const note = `Express + multer + Socket.IO, the same reviewer ${BARE_INLINE ? 'on the server\u2019s own thread' : 'in a worker thread'} (${count} paid at once${lostNote(bare)})${lostNote(ours) ? `; Referly${lostNote(ours)}` : ''}`;
  const label = type.toUpperCase();
  return [
    {
      measure: `${label}: payment webhook to AiReviewCompleted on the seeker's socket, p50 (${count} at once)`,
      ours: seconds(percentile(sortedOurs, 50)),
      baseline: seconds(percentile(sortedBare, 50)),
      ratio: ratio(percentile(sortedOurs, 50), percentile(sortedBare, 50)),
      note,
    },
    {
      measure: `${label}: the same, p99 (target < 5 s)`,
      ours: seconds(percentile(sortedOurs, 99)),
      baseline: seconds(percentile(sortedBare, 99)),
      ratio: ratio(percentile(sortedOurs, 99), percentile(sortedBare, 99)),
      note,
    },
    {
      measure: `  ${label}: server CPU per review`,
      ours: micros(ours.cpuMs / count),
      baseline: micros(bare.cpuMs / count),
      ratio: ratio(ours.cpuMs, bare.cpuMs),
      note: 'the whole server process, its worker thread included',
    },
  ];
};

/**
 * (j) Paid resume reviews to the finished AI review the seeker sees: `count` reviews of a good one-page resume paid at
 * once (their signed webhooks sent together), with PDF and with DOCX resumes; each figure runs from sending the webhook
 * to the seeker's socket hearing `AiReviewCompleted`. Referly (embedded, npm start's defaults) and the bare review
 * server (bare-reviews.ts) each run in a process of their own; this process is the one client for both.
 */
export const benchReviewPayments = async (count: number): Promise<Row[]> => {
  const [oursDir, bareDir] = [await mkdtemp(join(tmpdir(), 'referly-bench-reviews-')), await mkdtemp(join(tmpdir(), 'referly-bench-bare-reviews-'))];
  const [ourServer, bareServer] = [await startServerProcess('referly', oursDir), await startServerProcess('bare-reviews', bareDir)];
  try {
    const secrets = JSON.parse(readFileSync(join(oursDir, 'secrets.json'), 'utf8')) as { otpSecret: string };
    const [ours, bare] = [await referlySide(ourServer, count, testPaymentsSecretOf(secrets.otpSecret)), await bareSide(bareServer, count)];
    const resumes = { pdf: await files.pdf.make(), docx: await files.docx.make() };
    // a few reviews of each type on each side first: the reviewer's code paths and the sockets warmed up
    for (const type of ['pdf', 'docx'] as const) {
      await measured(ours, ourServer, type, resumes[type], WARM_UP);
      await measured(bare, bareServer, type, resumes[type], WARM_UP);
    }
    const rows: Row[] = [];
    for (const [index, type] of (['pdf', 'docx'] as const).entries()) {
      // the side that goes first alternates with the type
      const first = index === 0 ? 'bare' : 'ours';
      const figures: Partial<Record<'ours' | 'bare', Figures>> = {};
      for (const name of first === 'bare' ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const))
        figures[name] =
          name === 'ours' ? await measured(ours, ourServer, type, resumes[type], count) : await measured(bare, bareServer, type, resumes[type], count);
      if (figures.ours && figures.bare) rows.push(...rowsOf(type, count, figures.ours, figures.bare));
    }
    [...ours.sockets, ...bare.sockets].forEach((socket) => socket.disconnect());
    return rows;
  } finally {
    await ourServer.stop();
    await bareServer.stop();
    await rm(oursDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
};
