import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resumeReviewDecider, resumeReviewStream, type RecordedEvent, type ResumeReviewEvent } from '@referly/domain';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { loadConfig } from '@referly/infra/config';
import { handleCommand } from '@referly/infra/event-store/index';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createDiskFileStore } from '@referly/infra/files/disk-file-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import { startReactors } from '../reactor.ts';
import { aiReviewReactor } from './ai-review.reactor.ts';
import { registerAiReviewWorker } from './ai-review.worker.ts';
import { createConfiguredReviewer } from './reviewer.ts';

// What the AI review worker's tests run on: the SQLite log, the disk file store, the in-process queue, the reactor,
// and the reviewer the configuration makes (the built-in one, or the OpenAI-compatible one against the stub).

const cleanups: (() => Promise<void>)[] = [];
export const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
};

export type StackOptions = {
  /** the environment the reviewer is configured from (AI_BASE_URL and the rest); none: the built-in reviewer */
  env?: Record<string, string>;
  attempts?: number;
  timeoutMs?: number;
};

export type Stack = { eventStore: EventStore; files: FileStore; jobQueue: ReturnType<typeof createInProcessJobQueue>; logs: string[] };

export const startStack = async (options: StackOptions = {}): Promise<Stack> => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-ai-review-'));
  const file = join(dir, 'events.db');
  const eventStore = createSqliteEventStore({ file, pollIntervalMs: 20 });
  const files = createDiskFileStore({ root: join(dir, 'files') });
  const jobQueue = createInProcessJobQueue({ logger: { warn: () => {}, error: () => {} } });
  const checkpoints = createSqliteCheckpointStore({ file });
  const { reviewer, close } = createConfiguredReviewer(loadConfig(options.env ?? {}));
  const logs: string[] = [];
  const attempts = options.attempts ?? 3;
  registerAiReviewWorker({
    eventStore,
    jobQueue,
    files,
    reviewer,
    clock: () => new Date(),
    log: (msg) => logs.push(msg),
    attempts,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  const reactors = await startReactors({
    eventStore,
    jobQueue,
    checkpoints,
    reactors: [{ ...aiReviewReactor, options: { attempts, backoffMs: 20 } }],
    log: () => {},
  });
  cleanups.push(async () => {
    await reactors.stop();
    await jobQueue.close({ graceMs: 0 });
    await close();
    await checkpoints.close();
    await files.close();
    await eventStore.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { eventStore, files, jobQueue, logs };
};

export const admin = { userId: 'a1', role: 'admin' as const, name: 'Ada Admin' };

/** A seeker's review for a Senior Software Engineer role at Atlassian, with these files, paid: its first AI attempt is queued. */
export const payForReview = async (stack: Stack, reviewId: string, resume: { name: string; bytes: Buffer }, jobAd: string | null = null) => {
  const fileId = await stack.files.put(resume.bytes);
  const stream = resumeReviewStream(reviewId);
  const now = new Date().toISOString();
  await handleCommand(stack.eventStore, stream, resumeReviewDecider, {
    type: 'RequestResumeReview',
    reviewId,
    seekerId: 's1',
    details: {
      seeker: { name: 'Jane Citizen', email: 'jane@example.com', mobile: '0412345678' },
      industry: 'Information and Communication Technology',
      desiredPosition: 'Senior Software Engineer',
      companyId: 'c1',
      companyName: 'Atlassian',
      currentJob: 'Senior Software Engineer',
      jobAd,
      resume: { fileId, name: resume.name, mime: 'application/pdf', size: resume.bytes.length },
      coverLetter: null,
    },
    charge: { amountCents: 30_600, currency: 'usd', paymentIntentId: `pi_${reviewId}`, couponId: null, couponCode: null, discountPercentage: null },
    now,
  });
  await handleCommand(stack.eventStore, stream, resumeReviewDecider, {
    type: 'MarkPaid',
    paymentIntentId: `pi_${reviewId}`,
    amountCents: 30_600,
    currency: 'usd',
    now,
  });
};

export const reinitiate = (stack: Stack, reviewId: string) =>
  handleCommand(stack.eventStore, resumeReviewStream(reviewId), resumeReviewDecider, {
    type: 'ReinitiateAiReview',
    actor: admin,
    now: new Date().toISOString(),
  });

/** The review's AI events as the log has them (the request and its payment left out). */
export const aiEvents = async (stack: Stack, reviewId: string) =>
  ((await stack.eventStore.readStream(resumeReviewStream(reviewId))) as (RecordedEvent & ResumeReviewEvent)[]).filter((event) =>
    event.type.startsWith('AiReview'),
  );

/** Each AI event in a few words: its type, its attempt, and a stage's name or a failure's will to retry. */
export const story = async (stack: Stack, reviewId: string) =>
  (await aiEvents(stack, reviewId)).map((event) => {
    const data = event.data as { attempt: number; stage?: string; willRetry?: boolean };
    const detail = data.stage ?? (data.willRetry === undefined ? '' : data.willRetry ? ' retry' : ' final');
    return `${event.type} ${data.attempt}${detail ? ` ${detail.trim()}` : ''}`;
  });
