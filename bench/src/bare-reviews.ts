import express from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { Server } from 'socket.io';
import { verifyStripeSignature } from '@referly/infra/payments/stripe-events';
import { bareReviewQueue, type BareReviewAsk, type BareReviewDone } from './bare-review-queue.ts';
import { BARE_WEBHOOK_SECRET } from './bare-payments.ts';

/** A worker thread running a TypeScript file: the thread registers tsx itself (a worker does not inherit the loader). */
const typeScriptWorker = (file: URL) =>
  new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`, { eval: true });

type Review = { seeker: string; ask: BareReviewAsk; overall: number | null };

/**
 * The bare baseline of (j): what any server that reviews a paid resume with the built-in reviewer would at least
 * spend. A review is kept in memory with its file (multer, as Referly takes uploads); a Stripe-signed
 * `payment_intent.succeeded` is checked with Stripe's own signature check and hands the file to a plain worker thread
 * running the same reviewer, one review at a time (with `inline`, to the same queue on the server's own thread); its
 * answer is pushed to the seeker's Socket.IO room as `AiReviewCompleted`. No event store, queue, projections or retries.
 */
export const startBareReviews = async ({ inline }: { inline: boolean }) => {
  const reviews = new Map<string, Review>();
  const app = express();
  const http = createServer(app);
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => void socket.join(`user:${String(socket.handshake.auth.user)}`));
  const onDone = (done: BareReviewDone) => {
    const review = reviews.get(done.id);
    if (!review) return;
    if ('error' in done) {
      io.to(`user:${review.seeker}`).emit('event', { type: 'AiReviewFailed', data: { reviewId: done.id, error: done.error } });
      return;
    }
    review.overall = done.overall;
    io.to(`user:${review.seeker}`).emit('event', { type: 'AiReviewCompleted', data: { reviewId: done.id, overall: done.overall } });
  };
  const sameThread = inline ? bareReviewQueue(onDone) : null;
  const worker = inline ? null : typeScriptWorker(new URL('./bare-review-worker.ts', import.meta.url)).on('message', onDone);
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 5 * 1024 * 1024 } });
  app.post('/reviews', upload.single('resume'), (req, res) => {
    const id = randomUUID();
    const file = req.file;
    if (!file) return void res.status(400).json({ statusCode: 400, message: 'Please upload your resume.' });
    const body = req.body as Record<string, string | undefined>;
    const ask: BareReviewAsk = {
      id,
      name: file.originalname,
      bytes: file.buffer,
      industry: body.industry ?? '',
      desiredPosition: body.desiredPosition ?? '',
      companyName: body.companyName ?? '',
    };
    reviews.set(id, { seeker: body.seeker ?? '', ask, overall: null });
    res.status(201).json({ statusCode: 201, id, paymentClientSecret: `pi_${id}_secret_bare`, amount: 30_600, currency: 'usd' });
  });
  app.post('/webhook', express.raw({ type: 'application/json' }), (req, res) => {
    const event = verifyStripeSignature(req.body as Buffer, req.get('stripe-signature'), BARE_WEBHOOK_SECRET);
    const review = event.type === 'payment_intent.succeeded' ? reviews.get(event.intent?.metadata.requestId ?? '') : undefined;
    if (review && sameThread) sameThread.ask(review.ask);
    else if (review) worker?.postMessage(review.ask);
    res.json({ received: true });
  });
  app.get('/reviews/:id', (req, res) => {
    const review = reviews.get(req.params.id);
    res.json({ statusCode: 200, data: { ai: { state: review?.overall === null ? 'queued' : 'done', overall: review?.overall } } });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    close: async () => {
      await io.close();
      await sameThread?.close();
      await worker?.terminate();
    },
  };
};
