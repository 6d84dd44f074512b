import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSqliteCheckpointStore } from '@referly/infra/checkpoints/sqlite-checkpoint-store';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import { reactorCheckpointName, startReactors, type Reactor } from './reactor.ts';

/** Asks for a greeting per Joined; a Greeted (recorded by the greeting's worker) closes it. */
const greeter: Reactor = {
  name: 'greeter',
  queue: 'greetings',
  triggers: ['Joined'],
  completions: ['Greeted'],
  toJob: (event) => ({ name: 'greet', data: { who: event.data.who } }),
  triggerIdOf: (completion) => (typeof completion.data.triggerId === 'string' ? completion.data.triggerId : null),
  options: { attempts: 1, backoffMs: 10 },
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const quiet = { warn: () => {}, error: () => {} };

const newFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'referly-reactor-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'events.db');
};

/** One process's worth on a file: the log, the reactor's checkpoints, an in-process queue whose worker records Greeted. */
const startProcess = async (
  file: string,
  options: { queue?: (inner: JobQueue) => JobQueue; work?: boolean; eventStore?: (inner: EventStore) => EventStore } = {},
) => {
  const realStore = createSqliteEventStore({ file, pollIntervalMs: 20 });
  const eventStore = options.eventStore?.(realStore) ?? realStore;
  const checkpoints = createSqliteCheckpointStore({ file });
  const realQueue = createInProcessJobQueue({ logger: quiet });
  const jobQueue = options.queue?.(realQueue) ?? realQueue;
  const greeted: string[] = [];
  if (options.work !== false) {
    realQueue.process<{ who: string }>('greetings', async (job) => {
      greeted.push(job.data.who);
      await realStore.append(`greeting-${job.id}`, [{ id: `${job.id}:greeted`, type: 'Greeted', data: { triggerId: job.id } }], 'no_stream');
    });
  }
  const reactors = await startReactors({
    eventStore,
    jobQueue,
    checkpoints,
    reactors: [greeter],
    log: () => {},
    retry: { initialMs: 5, maxMs: 20 },
    saveDelayMs: 5,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await reactors.stop();
    await realQueue.close();
    await checkpoints.close();
    await realStore.close();
  };
  cleanups.push(stop);
  return { eventStore: realStore, reactors, greeted, stop, checkpoint: () => checkpoints.load(reactorCheckpointName(greeter)) };
};

const join = (eventStore: EventStore, who: string) =>
  eventStore.append(`member-${who}`, [{ id: randomUUID(), type: 'Joined', data: { who } }], 'no_stream').then((result) => result.position);

const eventually = (check: () => Promise<void> | void, timeout = 3000) => vi.waitFor(check, { timeout, interval: 10 });

describe('reactor', () => {
  it('queues a trigger the queue refused as soon as the queue takes jobs again, without a restart', async () => {
    let down = true;
    const flaky = (inner: JobQueue): JobQueue => ({
      ...inner,
      add: async (...args) => {
        if (down) throw new Error('queue unreachable');
        return inner.add(...args);
      },
    });
    const file = newFile();
    const stack = await startProcess(file, { queue: flaky });
    await join(stack.eventStore, 'ava');
    await eventually(() => expect(stack.reactors.status().greeter).toMatchObject({ retrying: true, lastError: expect.stringContaining('queue unreachable') }));
    expect(stack.greeted).toEqual([]);

    down = false;
    await eventually(() => expect(stack.greeted).toEqual(['ava']));
    await eventually(() => expect(stack.reactors.status().greeter).toMatchObject({ retrying: false, pending: 0 }));
  });

  it('keeps its checkpoint before every trigger still open, so a restart queues exactly those again', async () => {
    const file = newFile();
    const first = await startProcess(file);
    await join(first.eventStore, 'ava');
    await eventually(() => expect(first.greeted).toEqual(['ava']));
    await first.stop();
    const afterAva = await createSqliteCheckpointStore({ file }).load(reactorCheckpointName(greeter));
    expect(afterAva).toBeGreaterThan(0);

    // a process whose queue takes the jobs but dies before running them (the in-process queue keeps nothing)
    const idle = await startProcess(file, { work: false });
    const benPosition = await join(idle.eventStore, 'ben');
    await eventually(() => expect(idle.reactors.status().greeter).toMatchObject({ pending: 1, position: benPosition }));
    await idle.stop();
    expect(await createSqliteCheckpointStore({ file }).load(reactorCheckpointName(greeter))).toBe(benPosition - 1);

    const restarted = await startProcess(file);
    await eventually(() => expect(restarted.greeted).toEqual(['ben']));
  });

  it('starts reading the log at its checkpoint, not at the beginning', async () => {
    const file = newFile();
    const first = await startProcess(file);
    for (const who of ['ava', 'ben', 'cai']) await join(first.eventStore, who);
    await eventually(() => expect(first.greeted).toEqual(['ava', 'ben', 'cai']));
    await eventually(async () => expect(await first.checkpoint()).toBe(await first.eventStore.headPosition()));
    await first.stop();

    const readFrom: number[] = [];
    const watched = (inner: EventStore): EventStore => ({
      ...inner,
      readAll: async (options = {}) => {
        readFrom.push(options.after ?? 0);
        return inner.readAll(options);
      },
      subscribe: (options, handler) => {
        readFrom.push(options.after ?? 0);
        return inner.subscribe(options, handler);
      },
    });
    const second = await startProcess(file, { eventStore: watched });
    const head = await second.eventStore.headPosition();
    expect(readFrom.length).toBeGreaterThan(0);
    expect(readFrom.every((after) => after === head)).toBe(true);
    await join(second.eventStore, 'dee');
    await eventually(() => expect(second.greeted).toEqual(['dee']));
  });
});
