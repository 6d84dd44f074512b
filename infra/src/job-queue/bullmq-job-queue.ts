import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { PermanentJobError, type FailedJob, type JobHandler, type JobOptions, type JobQueue } from '../ports/job-queue.ts';
import { within } from '../within.ts';

const DEFAULT_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 1000;
/** Completed jobs are kept this long, so a duplicate id added meanwhile is still ignored. */
const KEEP_COMPLETED_SECONDS = 30 * 24 * 60 * 60;
const DRAIN_POLL_MS = 25;
const DEFAULT_ENQUEUE_TIMEOUT_MS = 5000;
const DEFAULT_LOCK_MS = 30_000;
const DEFAULT_GRACE_MS = 10_000;
const HEALTH_TIMEOUT_MS = 1500;
const QUIT_TIMEOUT_MS = 1000;

export type BullMqJobQueueOptions = {
  url: string;
  /** key prefix of every queue, so deployments and test runs can share one Redis (default 'referly') */
  prefix?: string;
  /** add() rejects when Redis has not taken the job within this time (default 5000 ms) */
  enqueueTimeoutMs?: number;
  /**
   * How long a worker's hold on a job lasts without renewal, and how often workers look for jobs whose
   * hold lapsed (default 30000 ms): a job held by a process that died is taken by another after about this.
   */
  lockMs?: number;
  log?: (message: string) => void;
};

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
const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Settles as `work` does, or rejects with `message` once `ms` have passed, whichever comes first. */
type Watched = { on(event: 'error', listener: (error: Error) => void): unknown };

/** The scaled job queue: one BullMQ Queue, and Worker when processed, per queue name. */
export const createBullMqJobQueue = (options: BullMqJobQueueOptions): JobQueue => {
  const prefix = options.prefix ?? 'referly';
  const enqueueTimeoutMs = options.enqueueTimeoutMs ?? DEFAULT_ENQUEUE_TIMEOUT_MS;
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const log = options.log ?? ((message: string) => console.error(message));

  /**
   * Every Redis client, Queue and Worker emits 'error' while Redis is unreachable; an emitter with no
   * listener would crash the process. One line per outage is enough: the next is logged after 'ready'.
   */
  const watch = <T extends Watched>(emitter: T, label: string, redis?: Redis): T => {
    let reported = false;
    emitter.on('error', (error) => {
      if (reported) return;
      reported = true;
      log(`[job-queue] ${label}: ${error.message}`);
    });
    redis?.on('ready', () => {
      reported = false;
    });
    return emitter;
  };

  const connect = (label: string): Redis => {
    // BullMQ needs maxRetriesPerRequest null so its blocking calls are not cut short.
    const redis = new Redis(options.url, { maxRetriesPerRequest: null });
    return watch(redis, label, redis);
  };
  const connection = connect('queue connection');
  const connections: Redis[] = [connection];
  // Every 'ready' after the first is Redis back after an outage, perhaps without what it held.
  const reconnectListeners = new Set<() => void>();
  let everReady = false;
  connection.on('ready', () => {
    if (everReady) for (const listener of [...reconnectListeners]) listener();
    everReady = true;
  });
  // Its own connection, failing fast, so a health check answers even while the others wait for Redis.
  const healthRedis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: HEALTH_TIMEOUT_MS });
  healthRedis.on('error', () => undefined);
  connections.push(healthRedis);
  const queues = new Map<string, Queue>();
  const workers: { worker: Worker; inHand: Set<Promise<void>> }[] = [];

  const queueOf = (name: string): Queue => {
    const existing = queues.get(name);
    if (existing) return existing;
    const created = watch(new Queue(name, { connection, prefix }), `${name} queue`);
    queues.set(name, created);
    return created;
  };

  return {
    add: async <T>(queue: string, name: string, jobId: string, data: T, jobOptions: JobOptions = {}) => {
      const adding = queueOf(queue).add(name, data, {
        jobId: toBullMqId(jobId),
        attempts: jobOptions.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: jobOptions.backoffMs ?? DEFAULT_BACKOFF_MS },
        ...(jobOptions.delayMs && jobOptions.delayMs > 0 ? { delay: jobOptions.delayMs } : {}),
        removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
        removeOnFail: false,
      });
      // Redis may still take the job once it is back; the job id makes that harmless.
      adding.catch(() => undefined);
      await within(adding, enqueueTimeoutMs, `Job queue ${queue}: Redis did not take job ${jobId} within ${enqueueTimeoutMs} ms`);
    },

    process: <T>(queue: string, handler: JobHandler<T>, processOptions: { concurrency?: number } = {}) => {
      const workerConnection = connect(`${queue} worker connection`);
      connections.push(workerConnection);
      const inHand = new Set<Promise<void>>();
      const worker = new Worker(
        queue,
        async (job) => {
          const running = handler({ id: fromBullMqId(job.id ?? ''), name: job.name, data: job.data as T, attempt: job.attemptsMade + 1 });
          const tracked = running.then(
            () => undefined,
            () => undefined,
          );
          inHand.add(tracked);
          try {
            await running;
          } catch (error) {
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
          } finally {
            inHand.delete(tracked);
          }
        },
        {
          connection: workerConnection,
          prefix,
          concurrency: Math.max(1, processOptions.concurrency ?? 1),
          lockDuration: lockMs,
          stalledInterval: lockMs,
        },
      );
      workers.push({ worker: watch(worker, `${queue} worker`), inHand });
    },

    failed: async (queue) => {
      const jobs = await within(queueOf(queue).getFailed(0, -1), enqueueTimeoutMs, `Job queue ${queue}: Redis did not answer within ${enqueueTimeoutMs} ms`);
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
        await within(healthRedis.ping(), HEALTH_TIMEOUT_MS, `Redis did not answer within ${HEALTH_TIMEOUT_MS} ms`);
        return { ok: true, adapter: 'bullmq' };
      } catch (error) {
        return { ok: false, adapter: 'bullmq', detail: describe(error) };
      }
    },

    onReconnect: (listener) => {
      reconnectListeners.add(listener);
      return () => {
        reconnectListeners.delete(listener);
      };
    },

    close: async (closeOptions = {}) => {
      reconnectListeners.clear();
      const graceMs = closeOptions.graceMs ?? DEFAULT_GRACE_MS;
      // Take no new job, give those in hand the grace, then let go: a job left is still locked, and
      // once that lock lapses another worker's stalled check hands it on.
      await Promise.all(workers.map(({ worker }) => worker.pause(true).catch(() => undefined)));
      const inHand = workers.flatMap((entry) => [...entry.inHand]);
      await within(Promise.all(inHand), graceMs, 'grace over').catch(() => undefined);
      await Promise.all(workers.map(({ worker }) => worker.close(true).catch(() => undefined)));
      await Promise.all([...queues.values()].map((queue) => within(queue.close(), QUIT_TIMEOUT_MS, 'queue close').catch(() => undefined)));
      await Promise.all(
        connections.map(async (redis) => {
          await within(redis.quit(), QUIT_TIMEOUT_MS, 'quit').catch(() => undefined);
          redis.disconnect();
        }),
      );
    },
  };
};
