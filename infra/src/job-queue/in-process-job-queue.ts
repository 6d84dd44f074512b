import { PermanentJobError, type FailedJob, type Job, type JobHandler, type JobOptions, type JobQueue } from '../ports/job-queue.ts';

type Logger = { warn: (message: string) => void; error: (message: string) => void };

type QueuedJob = { id: string; name: string; data: unknown; attempt: number; attempts: number; backoffMs: number };

type QueueState = {
  /** every id ever added: a completed or failed id stays here so a duplicate is ignored, as in BullMQ */
  known: Set<string>;
  waiting: QueuedJob[];
  delayed: Set<NodeJS.Timeout>;
  active: Set<Promise<void>>;
  failed: FailedJob[];
  handler: JobHandler | null;
  concurrency: number;
  onIdle: (() => void)[];
};

const DEFAULT_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 1000;
const DEFAULT_GRACE_MS = 10_000;

/** The embedded job queue: BullMQ's contract (ids, attempts, exponential backoff, failed set) in this process. */
export const createInProcessJobQueue = (options: { now?: () => Date; logger?: Logger } = {}): JobQueue => {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? { warn: console.warn, error: console.error };
  const queues = new Map<string, QueueState>();
  let closed = false;

  const stateOf = (queue: string): QueueState => {
    const existing = queues.get(queue);
    if (existing) return existing;
    const created: QueueState = {
      known: new Set(),
      waiting: [],
      delayed: new Set(),
      active: new Set(),
      failed: [],
      handler: null,
      concurrency: 1,
      onIdle: [],
    };
    queues.set(queue, created);
    return created;
  };

  const isIdle = (state: QueueState) => state.waiting.length === 0 && state.delayed.size === 0 && state.active.size === 0;

  const settleIdle = (state: QueueState): void => {
    if (!isIdle(state)) return;
    for (const resolve of state.onIdle.splice(0)) resolve();
  };

  /** The job waits `delay` ms among the delayed ones, then joins the waiting line. */
  const later = (state: QueueState, queue: string, job: QueuedJob, delay: number): void => {
    const timer = setTimeout(() => {
      state.delayed.delete(timer);
      state.waiting.push(job);
      pump(queue, state);
    }, delay);
    state.delayed.add(timer);
  };

  const retryLater = (state: QueueState, job: QueuedJob, queue: string): void => later(state, queue, job, job.backoffMs * 2 ** (job.attempt - 1));

  const run = async (queue: string, state: QueueState, handler: JobHandler, job: QueuedJob): Promise<void> => {
    job.attempt += 1;
    const view: Job = { id: job.id, name: job.name, data: job.data, attempt: job.attempt };
    try {
      await handler(view);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempt < job.attempts && !closed && !(error instanceof PermanentJobError)) {
        logger.warn(`[job-queue] ${queue}/${job.name} ${job.id} attempt ${job.attempt} failed: ${message}`);
        retryLater(state, job, queue);
      } else {
        const why = error instanceof PermanentJobError ? 'failed permanently' : `failed after ${job.attempt} attempts`;
        logger.error(`[job-queue] ${queue}/${job.name} ${job.id} ${why} on attempt ${job.attempt}: ${message}`);
        state.failed.push({ id: job.id, name: job.name, data: job.data, error: message, attempts: job.attempt, failedAt: now().toISOString() });
      }
    }
  };

  const pump = (queue: string, state: QueueState): void => {
    const handler = state.handler;
    if (!handler || closed) return;
    while (state.active.size < state.concurrency) {
      const job = state.waiting.shift();
      if (!job) break;
      const running: Promise<void> = run(queue, state, handler, job).finally(() => {
        state.active.delete(running);
        pump(queue, state);
        settleIdle(state);
      });
      state.active.add(running);
    }
  };

  return {
    add: async <T>(queue: string, name: string, jobId: string, data: T, jobOptions: JobOptions = {}) => {
      const state = stateOf(queue);
      if (closed || state.known.has(jobId)) return;
      state.known.add(jobId);
      const job: QueuedJob = {
        id: jobId,
        name,
        data: structuredClone(data),
        attempt: 0,
        attempts: jobOptions.attempts ?? DEFAULT_ATTEMPTS,
        backoffMs: jobOptions.backoffMs ?? DEFAULT_BACKOFF_MS,
      };
      const delayMs = jobOptions.delayMs ?? 0;
      if (delayMs > 0) {
        later(state, queue, job, delayMs);
        return;
      }
      state.waiting.push(job);
      pump(queue, state);
    },

    process: <T>(queue: string, handler: JobHandler<T>, processOptions: { concurrency?: number } = {}) => {
      const state = stateOf(queue);
      if (state.handler) throw new Error(`Queue ${queue} already has a processor`);
      // Jobs of one queue share a payload type that only the caller knows.
      state.handler = handler as JobHandler;
      state.concurrency = Math.max(1, processOptions.concurrency ?? 1);
      pump(queue, state);
    },

    failed: async (queue) => stateOf(queue).failed.map((job) => ({ ...job })),

    drained: (queue) => {
      const state = stateOf(queue);
      if (isIdle(state)) return Promise.resolve();
      return new Promise<void>((resolve) => state.onIdle.push(resolve));
    },

    health: async () => ({ ok: !closed, adapter: 'in-process' }),

    close: async (closeOptions = {}) => {
      closed = true;
      const running: Promise<void>[] = [];
      for (const state of queues.values()) {
        for (const timer of state.delayed) clearTimeout(timer);
        state.delayed.clear();
        state.waiting.length = 0;
        running.push(...state.active);
      }
      let graceTimer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        graceTimer = setTimeout(resolve, closeOptions.graceMs ?? DEFAULT_GRACE_MS);
      });
      // A handler still running after the grace is left to finish on its own; nothing waits for it.
      await Promise.race([Promise.allSettled(running), graceOver]);
      clearTimeout(graceTimer);
      for (const state of queues.values()) {
        state.active.clear();
        settleIdle(state);
      }
    },
  };
};
