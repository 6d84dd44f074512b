import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { loadConfig } from '@referly/infra/config';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createBullMqJobQueue } from '@referly/infra/job-queue/bullmq-job-queue';
import { armProbe, firedKeys, HOUR, movingClock, probeRule, startProbeWorkers } from './test-support/probe.ts';
import { deleteRedisKeys } from '@referly/infra/job-queue/redis-test-keys';

const url = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const prefix = `referly-test-timers-${randomUUID()}`;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => deleteRedisKeys(url, prefix));

/** A worker process on the log file and the shared BullMQ queue, whose firings are counted in `calls`. */
const startProcess = async (file: string, clock: { now: () => Date }, calls: string[]) => {
  const eventStore = createSqliteEventStore({ file, pollIntervalMs: 10 });
  const jobQueue = createBullMqJobQueue({ url, prefix, log: () => undefined });
  const workers = await startProbeWorkers({
    eventStore,
    jobQueue,
    file,
    clock: clock.now,
    rule: probeRule({ fired: calls, fireMs: 5 }),
    timers: { tickMs: 20, jobOptions: { attempts: 3, backoffMs: 10 } },
  });
  cleanups.push(async () => {
    await workers.stop();
    await jobQueue.close({ graceMs: 1000 });
    await eventStore.close();
  });
  return { eventStore, workers };
};

it('fires each due timer once when two worker processes on one BullMQ queue tick the same timers', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'referly-timers-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'events.db');
  const clock = movingClock();
  const callsA: string[] = [];
  const callsB: string[] = [];
  const a = await startProcess(file, clock, callsA);
  const b = await startProcess(file, clock, callsB);
  const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
  let last = 0;
  for (const key of keys) last = await armProbe(a.eventStore, key, clock.now());
  await vi.waitFor(
    () => {
      expect(a.workers.timers.status()).toMatchObject({ pending: 30 });
      expect(b.workers.timers.status()).toMatchObject({ pending: 30, position: expect.any(Number) });
      expect(b.workers.timers.status().position).toBeGreaterThanOrEqual(last);
    },
    { timeout: 5000, interval: 10 },
  );

  clock.advance(25 * HOUR);
  // both look at once, and keep ticking every 20 ms
  await Promise.all([a.workers.timers.tick(), b.workers.timers.tick()]);
  await vi.waitFor(async () => expect((await firedKeys(a.eventStore)).length).toBe(30), { timeout: 15_000, interval: 20 });
  // each timer one job: one call of its rule, in one process or the other
  await vi.waitFor(() => expect(a.workers.timers.status().pending + b.workers.timers.status().pending).toBe(0), { timeout: 5000, interval: 20 });
  expect([...callsA, ...callsB].sort()).toEqual([...keys].sort());
  expect((await firedKeys(a.eventStore)).sort()).toEqual([...keys].sort());
});
