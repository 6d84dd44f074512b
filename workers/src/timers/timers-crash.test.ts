import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@referly/infra/config';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ProbeWorkerOptions } from './test-support/probe-worker.ts';
import { armProbe, firedKeys, HOUR } from './test-support/probe.ts';
import { deleteRedisKeys } from '@referly/infra/job-queue/redis-test-keys';

// kill -9 of a worker process while its timers fire, then a start again: each timer fires exactly once, with the
// in-process queue (which loses its jobs with the process) and with BullMQ (whose job in hand waits for its lock to lapse).

const here = path.dirname(fileURLToPath(import.meta.url));
const worker = path.join(here, 'test-support', 'probe-worker.ts');
const url = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const prefix = `referly-test-timers-crash-${randomUUID()}`;
const TIMERS = 40;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => deleteRedisKeys(url, prefix));

/** The worker process, started on the log file; resolves once it printed "ready". */
const startWorker = (options: ProbeWorkerOptions) =>
  new Promise<{ child: ChildProcess; output: () => string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve({ child, output: () => output });
    });
    child.once('exit', (code, signal) => reject(new Error(`the worker exited (${code ?? signal}) before it was ready:\n${output}`)));
  });

const kill9 = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const countByKey = (keys: string[]) => keys.reduce<Record<string, number>>((counts, key) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }), {});

const crashWhileFiring = async (queue: { redisUrl?: string; prefix?: string }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'referly-timers-crash-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'events.db');
  const eventStore: EventStore = createSqliteEventStore({ file });
  cleanups.push(() => eventStore.close());
  // 40 timers armed two days ago on a 24-hour period: all due when the worker starts
  const armedAt = new Date(Date.now() - 48 * HOUR);
  const keys = Array.from({ length: TIMERS }, (_, i) => `k${i}`);
  for (const key of keys) await armProbe(eventStore, key, armedAt);

  const first = await startWorker({ file, fireMs: 40, ...queue });
  await vi.waitFor(async () => expect((await firedKeys(eventStore)).length).toBeGreaterThanOrEqual(5), { timeout: 10_000, interval: 5 });
  await kill9(first.child);
  const beforeRestart = (await firedKeys(eventStore)).length;
  // killed mid-way
  expect(beforeRestart).toBeLessThan(TIMERS);

  const second = await startWorker({ file, fireMs: 40, ...queue });
  await vi.waitFor(async () => expect((await firedKeys(eventStore)).length).toBeGreaterThanOrEqual(TIMERS), { timeout: 15_000, interval: 20 });
  // a moment more for a second firing of any timer to show
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(countByKey(await firedKeys(eventStore))).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));
  expect(second.output()).not.toMatch(/failed/i);
  return { beforeRestart };
};

describe('timers after a kill -9', () => {
  it('fire exactly once each with the in-process queue', async () => {
    await crashWhileFiring({});
  }, 60_000);

  it('fire exactly once each with BullMQ', async () => {
    await crashWhileFiring({ redisUrl: url, prefix });
  }, 60_000);
});
