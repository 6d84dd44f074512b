import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { createInProcessJobQueue } from '@referly/infra/job-queue/in-process-job-queue';
import type { EventStore } from '@referly/infra/ports/event-store';
import { armProbe, cancelProbe, firedKeys, HOUR, movingClock, probeRule, setProbePeriod, startProbeWorkers } from './test-support/probe.ts';
import type { TimerRule } from './timer-rule.ts';
import { TIMERS_QUEUE } from './timers.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const newFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'referly-timers-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'events.db');
};

/** A worker process on the log file: SQLite event store, in-process queue, the probe's timer (ticking only when told). */
const startProcess = async (file: string, clock: { now: () => Date }, rule: TimerRule = probeRule()) => {
  const eventStore = createSqliteEventStore({ file, pollIntervalMs: 10 });
  const jobQueue = createInProcessJobQueue({ logger: { warn: () => undefined, error: () => undefined } });
  const workers = await startProbeWorkers({
    eventStore,
    jobQueue,
    file,
    clock: clock.now,
    rule,
    timers: { tickMs: 60 * 60 * 1000, jobOptions: { attempts: 3, backoffMs: 10 } },
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await workers.stop();
    await jobQueue.close({ graceMs: 1000 });
    await eventStore.close();
  };
  cleanups.push(stop);
  /** the timers have folded the log up to `position` */
  const folded = (position: number) =>
    vi.waitFor(() => expect(workers.timers.status().position).toBeGreaterThanOrEqual(position), { timeout: 5000, interval: 5 });
  /** looks at the clock and lets whatever fell due fire */
  const tick = async () => {
    await workers.timers.tick();
    await jobQueue.drained(TIMERS_QUEUE);
  };
  return { eventStore, jobQueue, workers, stop, folded, tick };
};

const fired = (eventStore: EventStore) => firedKeys(eventStore);

describe('durable timers, in process', () => {
  it('fires an armed timer once, when the clock has passed its period, and not before', async () => {
    const clock = movingClock();
    const stack = await startProcess(newFile(), clock);
    await stack.folded(await armProbe(stack.eventStore, 'a', clock.now()));
    expect(stack.workers.timers.status()).toMatchObject({ pending: 1, queued: 0, nextDueAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString() });

    clock.advance(24 * HOUR - 1);
    await stack.tick();
    expect(await fired(stack.eventStore)).toEqual([]);

    clock.advance(1);
    await stack.tick();
    expect(await fired(stack.eventStore)).toEqual(['a']);
    // the timer's id: its rule, its key and the event that armed it
    const [firing] = await stack.eventStore.readAll({ filter: { types: ['ProbeFired'] } });
    const [arming] = await stack.eventStore.readAll({ filter: { types: ['ProbeArmed'] } });
    expect(firing?.data.timerId).toBe(`timer-probe.a.${String(arming?.id)}`);
    // a week later, and ticks again: nothing more
    clock.advance(7 * 24 * HOUR);
    await stack.tick();
    await stack.tick();
    expect(await fired(stack.eventStore)).toEqual(['a']);
    await vi.waitFor(() => expect(stack.workers.timers.status()).toMatchObject({ pending: 0, queued: 0, nextDueAt: null }));
  });

  it('never fires a timer cancelled before it was due', async () => {
    const clock = movingClock();
    const calls: string[] = [];
    const stack = await startProcess(newFile(), clock, probeRule({ fired: calls }));
    await armProbe(stack.eventStore, 'a', clock.now());
    await armProbe(stack.eventStore, 'b', clock.now());
    clock.advance(23 * HOUR);
    await stack.folded(await cancelProbe(stack.eventStore, 'a', clock.now()));
    expect(stack.workers.timers.status().pending).toBe(1);

    clock.advance(2 * HOUR);
    await stack.tick();
    // its rule is not even asked
    expect(calls).toEqual(['b']);
    expect(await fired(stack.eventStore)).toEqual(['b']);
  });

  it('still fires a timer cancelled after its job was queued, and its decider finds it moot', async () => {
    const clock = movingClock();
    const calls: string[] = [];
    const stack = await startProcess(newFile(), clock, probeRule({ fired: calls, fireMs: 200 }));
    await stack.folded(await armProbe(stack.eventStore, 'a', clock.now()));
    clock.advance(25 * HOUR);
    await stack.workers.timers.tick();
    await vi.waitFor(() => expect(calls).toEqual(['a']));
    await stack.folded(await cancelProbe(stack.eventStore, 'a', clock.now()));
    expect(stack.workers.timers.status().pending).toBe(0);
    await stack.jobQueue.drained(TIMERS_QUEUE);
    expect(await fired(stack.eventStore)).toEqual([]);
  });

  it('follows a period the admin changes: pending timers fall due by the new one', async () => {
    const clock = movingClock();
    const stack = await startProcess(newFile(), clock);
    await armProbe(stack.eventStore, 'a', clock.now());
    clock.advance(3 * HOUR);
    await stack.folded(await setProbePeriod(stack.eventStore, 2));
    // armed 3 hours ago with a period now 2 hours: due an hour ago
    await stack.tick();
    expect(await fired(stack.eventStore)).toEqual(['a']);

    await stack.folded(await setProbePeriod(stack.eventStore, 48));
    await armProbe(stack.eventStore, 'b', clock.now());
    // a value that is not a positive number leaves the period as it was
    await stack.folded(await setProbePeriod(stack.eventStore, 0));
    clock.advance(47 * HOUR);
    await stack.tick();
    expect(await fired(stack.eventStore)).toEqual(['a']);
    clock.advance(HOUR);
    await stack.tick();
    expect(await fired(stack.eventStore)).toEqual(['a', 'b']);
  });

  it('replaces the timer of a key armed again: it falls due a period after the second arming', async () => {
    const clock = movingClock();
    const calls: string[] = [];
    const stack = await startProcess(newFile(), clock, probeRule({ fired: calls }));
    const first = clock.now();
    await armProbe(stack.eventStore, 'a', first);
    clock.advance(12 * HOUR);
    const second = clock.now();
    await stack.folded(await armProbe(stack.eventStore, 'a', second));
    expect(stack.workers.timers.status().pending).toBe(1);

    clock.advance(13 * HOUR);
    await stack.tick();
    expect(calls).toEqual([]);
    clock.advance(11 * HOUR);
    await stack.tick();
    expect(calls).toEqual(['a']);
    const events = await stack.eventStore.readAll({ filter: { types: ['ProbeFired'] } });
    expect(events.map((event) => event.data)).toEqual([expect.objectContaining({ key: 'a', armedAt: second.toISOString() })]);
  });

  it('tries a firing that failed again, and it records once', async () => {
    const clock = movingClock();
    const calls: string[] = [];
    const stack = await startProcess(newFile(), clock, probeRule({ failures: 2, fired: calls }));
    await stack.folded(await armProbe(stack.eventStore, 'a', clock.now()));
    clock.advance(25 * HOUR);
    await stack.tick();
    expect(calls).toEqual(['a', 'a', 'a']);
    expect(await fired(stack.eventStore)).toEqual(['a']);
    expect(await stack.jobQueue.failed(TIMERS_QUEUE)).toEqual([]);
  });

  it('fires at once, and once, a timer that fell due while no worker ran', async () => {
    const file = newFile();
    const clock = movingClock();
    const first = await startProcess(file, clock);
    await armProbe(first.eventStore, 'late', clock.now());
    await first.folded(await armProbe(first.eventStore, 'later', clock.now()));
    await first.stop();

    clock.advance(25 * HOUR);
    // no tick asked for: the start looks at the clock itself
    const calls: string[] = [];
    const second = await startProcess(file, clock, probeRule({ fired: calls }));
    await vi.waitFor(async () => expect((await fired(second.eventStore)).sort()).toEqual(['late', 'later']), { timeout: 5000, interval: 10 });
    await second.tick();
    await second.stop();

    clock.advance(7 * 24 * HOUR);
    const third = await startProcess(file, clock, probeRule({ fired: calls }));
    await third.tick();
    expect(calls.sort()).toEqual(['late', 'later']);
    expect((await fired(third.eventStore)).sort()).toEqual(['late', 'later']);
    expect(third.workers.timers.status()).toMatchObject({ pending: 0 });
  });
});
