import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PermanentJobError, type Job, type JobQueue } from '../ports/job-queue.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const eventually = (check: () => Promise<void> | void, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 20 });

/** Resolves as `work` does, or rejects when it is still pending after `ms`: for things that must not hang. */
export const answersWithin = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([work, sleep(ms).then(() => Promise.reject(new Error(`still waiting after ${ms} ms`)))]);

/** One behaviour for every job-queue adapter: dedupe by id, retries with backoff, permanent failures, failed set, drain, closing. */
export const jobQueueContract = (adapter: string, create: () => Promise<JobQueue>): void => {
  describe(`${adapter} job queue`, () => {
    let jobs: JobQueue;
    let queueNumber = 0;
    const nextQueue = () => `contract-${(queueNumber += 1)}`;

    beforeAll(async () => {
      jobs = await create();
    });
    afterAll(async () => {
      await jobs.close();
    });

    it('runs an added job once, even when the processor starts later', async () => {
      const queue = nextQueue();
      const seen: Job[] = [];
      await jobs.add(queue, 'send-email', 'evt:1', { to: 'ava@example.com' });
      jobs.process<{ to: string }>(queue, async (job) => {
        seen.push(job);
      });
      await jobs.drained(queue);
      expect(seen).toEqual([{ id: 'evt:1', name: 'send-email', data: { to: 'ava@example.com' }, attempt: 1 }]);
      expect(await jobs.failed(queue)).toEqual([]);
    });

    it('runs a delayed job no sooner than its delay, once, and drained() waits for it', async () => {
      const queue = nextQueue();
      const ranAt: number[] = [];
      jobs.process(queue, async () => {
        ranAt.push(Date.now());
      });
      const addedAt = Date.now();
      await jobs.add(queue, 'digest', 'evt:delayed', {}, { delayMs: 300 });
      await jobs.add(queue, 'digest', 'evt:delayed', {}, { delayMs: 300 });
      await jobs.add(queue, 'now', 'evt:now', {});
      await eventually(() => expect(ranAt).toHaveLength(1));
      expect((ranAt[0] ?? 0) - addedAt).toBeLessThan(300);
      await answersWithin(jobs.drained(queue), 5000);
      expect(ranAt).toHaveLength(2);
      expect((ranAt[1] ?? 0) - addedAt).toBeGreaterThanOrEqual(295);
    });

    it('ignores a job id it already holds, waiting or done', async () => {
      const queue = nextQueue();
      const seen: string[] = [];
      jobs.process<{ n: number }>(queue, async (job) => {
        seen.push(`${job.id}/${job.data.n}`);
      });
      await jobs.add(queue, 'work', '42', { n: 1 });
      await jobs.add(queue, 'work', '42', { n: 2 });
      await jobs.drained(queue);
      await jobs.add(queue, 'work', '42', { n: 3 });
      await jobs.add(queue, 'work', '43', { n: 4 });
      await jobs.drained(queue);
      expect(seen).toEqual(['42/1', '43/4']);
    });

    it('retries a failing job with exponential backoff, then keeps it in failed()', async () => {
      const queue = nextQueue();
      const tries: { attempt: number; at: number }[] = [];
      jobs.process(queue, async (job) => {
        tries.push({ attempt: job.attempt, at: Date.now() });
        throw new Error(`refund declined (try ${job.attempt})`);
      });
      await jobs.add(queue, 'refund', 'payment:9', { amount: 30 }, { attempts: 3, backoffMs: 40 });
      await jobs.drained(queue);
      expect(tries.map((entry) => entry.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = tries.map((entry) => entry.at);
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(35);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(75);
      const failed = await jobs.failed(queue);
      expect(failed).toEqual([
        expect.objectContaining({ id: 'payment:9', name: 'refund', data: { amount: 30 }, error: 'refund declined (try 3)', attempts: 3 }),
      ]);
      await jobs.add(queue, 'refund', 'payment:9', { amount: 30 }, { attempts: 3, backoffMs: 40 });
      await jobs.drained(queue);
      expect(tries).toHaveLength(3);
    });

    it('completes a job that fails once then succeeds', async () => {
      const queue = nextQueue();
      const attempts: number[] = [];
      jobs.process(queue, async (job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('smtp busy');
      });
      await jobs.add(queue, 'send-email', 'evt:2', {}, { backoffMs: 10 });
      await jobs.drained(queue);
      expect(attempts).toEqual([1, 2]);
      expect(await jobs.failed(queue)).toEqual([]);
    });

    it('resolves drained() only once the running job has finished', async () => {
      const queue = nextQueue();
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let finished = false;
      jobs.process(queue, async () => {
        await gate;
        finished = true;
      });
      await jobs.add(queue, 'slow', 'slow-1', {});
      let drained = false;
      const waiting = jobs.drained(queue).then(() => {
        drained = true;
      });
      await sleep(150);
      expect(drained).toBe(false);
      release();
      await waiting;
      expect(finished).toBe(true);
    });

    it('runs up to `concurrency` jobs at once', async () => {
      const queue = nextQueue();
      let running = 0;
      let most = 0;
      let done = 0;
      jobs.process(
        queue,
        async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(80);
          running -= 1;
          done += 1;
        },
        { concurrency: 2 },
      );
      for (let i = 0; i < 5; i += 1) await jobs.add(queue, 'parallel', `job-${i}`, { i });
      await jobs.drained(queue);
      expect(done).toBe(5);
      expect(most).toBe(2);
    });

    it('fails a job at once, with no further attempt, when its handler throws a PermanentJobError', async () => {
      const queue = nextQueue();
      const attempts: number[] = [];
      jobs.process(queue, async (job) => {
        attempts.push(job.attempt);
        throw new PermanentJobError('mailbox does not exist');
      });
      await jobs.add(queue, 'send-email', 'evt:permanent', { to: 'nobody@example.com' }, { attempts: 5, backoffMs: 10 });
      await jobs.drained(queue);
      expect(attempts).toEqual([1]);
      expect(await jobs.failed(queue)).toEqual([
        expect.objectContaining({ id: 'evt:permanent', name: 'send-email', data: { to: 'nobody@example.com' }, error: 'mailbox does not exist', attempts: 1 }),
      ]);
    });

    it('lets the job in hand finish when closing within the grace', async () => {
      const own = await create();
      const queue = nextQueue();
      let started = false;
      let finished = false;
      own.process(queue, async () => {
        started = true;
        await sleep(300);
        finished = true;
      });
      await own.add(queue, 'slow', 'grace-finish', {});
      await eventually(() => expect(started).toBe(true));
      await own.close({ graceMs: 10_000 });
      expect(finished).toBe(true);
    });

    it('closes once the grace is over, leaving the job in hand and starting no other', async () => {
      const own = await create();
      const queue = nextQueue();
      const started: string[] = [];
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      own.process(queue, async (job) => {
        started.push(job.id);
        await gate;
      });
      await own.add(queue, 'stuck', 'grace-stuck', {});
      await own.add(queue, 'next', 'grace-next', {});
      await eventually(() => expect(started).toEqual(['grace-stuck']));
      await answersWithin(own.close({ graceMs: 100 }), 5000);
      release();
      await sleep(300);
      expect(started).toEqual(['grace-stuck']);
    });

    it('reports its health', async () => {
      expect(await jobs.health()).toMatchObject({ ok: true });
    });
  });
};
