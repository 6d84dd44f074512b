import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { FailedJob, JobHandler, JobOptions, JobQueue } from '../ports/job-queue.ts';

const DEFAULT_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 1000;
/** Completed jobs are kept this long, so a duplicate id added meanwhile is still ignored. */
const KEEP_COMPLETED_SECONDS = 30 * 24 * 60 * 60;
const DRAIN_POLL_MS = 25;

/**
 * BullMQ refuses ids with ':' and ids that read as integers; this encoding avoids both and is
 * reversible, so `failed()` reports our own ids.
 */
export const toBullMqId = (id: string): string => {
  const escaped = id.replaceAll('%', '%25').replaceAll(':', '%3A');
  return /^-?\d+$/.test(escaped) ? `%i${escaped}` : escaped;
};

export const fromBullMqId = (id: string): string => (id.startsWith('%i') ? id.slice(2) : id).replaceAll('%3A', ':').replaceAll('%25', '%');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The scaled job queue: one BullMQ Queue, and Worker when processed, per queue name. */
export const createBullMqJobQueue = (options: { url: string; prefix?: string }): JobQueue => {
  const prefix = options.prefix ?? 'referly';
  // BullMQ needs maxRetriesPerRequest null so its blocking calls are not cut short.
  const connect = () => new Redis(options.url, { maxRetriesPerRequest: null });
  const connection = connect();
  const connections: Redis[] = [connection];
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];

  const queueOf = (name: string): Queue => {
    const existing = queues.get(name);
    if (existing) return existing;
    const created = new Queue(name, { connection, prefix });
    queues.set(name, created);
    return created;
  };

  return {
    add: async <T>(queue: string, name: string, jobId: string, data: T, jobOptions: JobOptions = {}) => {
      await queueOf(queue).add(name, data, {
        jobId: toBullMqId(jobId),
        attempts: jobOptions.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: jobOptions.backoffMs ?? DEFAULT_BACKOFF_MS },
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: false,
      });
    },

    process: <T>(queue: string, handler: JobHandler<T>, processOptions: { concurrency?: number } = {}) => {
      const workerConnection = connect();
      connections.push(workerConnection);
      const worker = new Worker(
        queue,
        async (job) => {
          await handler({ id: fromBullMqId(job.id ?? ''), name: job.name, data: job.data as T, attempt: job.attemptsMade + 1 });
        },
        { connection: workerConnection, prefix, concurrency: Math.max(1, processOptions.concurrency ?? 1) },
      );
      // A worker emits 'error' on connection trouble; unheard, Node would crash the process.
      worker.on('error', (error) => console.error(`[job-queue] ${queue} worker: ${error.message}`));
      workers.push(worker);
    },

    failed: async (queue) => {
      const jobs = await queueOf(queue).getFailed(0, -1);
      return jobs.map((job): FailedJob => ({
        id: fromBullMqId(job.id ?? ''),
        name: job.name,
        data: job.data,
        error: job.failedReason,
        attempts: job.attemptsMade,
        ...(job.finishedOn ? { failedAt: new Date(job.finishedOn).toISOString() } : {}),
      }));
    },

    drained: async (queue) => {
      const native = queueOf(queue);
      for (;;) {
        const counts = await native.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children');
        if (Object.values(counts).every((count) => count === 0)) return;
        await delay(DRAIN_POLL_MS);
      }
    },

    health: async () => {
      try {
        await connection.ping();
        return { ok: true, adapter: 'bullmq' };
      } catch (error) {
        return { ok: false, adapter: 'bullmq', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await Promise.all(connections.map((redis) => redis.quit().catch(() => undefined)));
    },
  };
};
