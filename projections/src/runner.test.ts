import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import type { EventStore, NewEvent } from '@referly/infra/ports/event-store';
import type { Collection, Doc, ReadStore, Stamp } from '@referly/infra/ports/read-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import { createCheckpointWaiter } from './checkpoint-waiter.ts';
import { CHECKPOINTS, SET_ASIDE } from './projection.ts';
import { createProjectionRunner, documentProjection, notDeleted, type Projection } from './runner.ts';

type Tally = Doc & { count: number; notes: string[]; sequence: number };

/** Tallies notes per key; a note 'poison' makes it throw when `poisonous` (a bug that a later release fixes). */
const talliesProjection = (options: { poisonous?: boolean } = {}) =>
  documentProjection<Tally>({
    name: 'tallies',
    collection: 'tallies',
    canHandle: ['Noted', 'Erased'],
    documentId: (event) => (typeof event.data.key === 'string' ? event.data.key : null),
    evolve: (doc, event, { sequence }) => {
      if (event.type === 'Erased') return null;
      const note = String(event.data.note);
      if (options.poisonous && note === 'poison') throw new Error('cannot read this note');
      return { _id: '', count: (doc?.count ?? 0) + 1, notes: [...(doc?.notes ?? []), note], sequence };
    },
    indexes: [{ count: -1 }],
    sequence: { collection: 'counters', id: 'tallies', on: ['Noted'] },
  });
const tallies = talliesProjection();

/** A plain projection without per-document positions: only its checkpoint keeps it from counting an event twice. */
const counting = (name = 'noted-count'): Projection => ({
  name,
  canHandle: ['Noted'],
  apply: async (events, store) => {
    await store.collection('stats').updateOne({ _id: name }, { $inc: { value: events.length } }, { upsert: true });
    return [];
  },
});

const noted = (key: string, note: string): NewEvent => ({ id: randomUUID(), type: 'Noted', data: { key, note } });
const erased = (key: string): NewEvent => ({ id: randomUUID(), type: 'Erased', data: { key } });
const ignored = (): NewEvent => ({ id: randomUUID(), type: 'Unrelated', data: {} });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const openStore = (): EventStore => {
  const store = createSqliteEventStore({ file: ':memory:', pollIntervalMs: 20 });
  cleanups.push(() => store.close());
  return store;
};

const quickRetry = { initialMs: 5, maxMs: 20 };

const newRunner = (
  eventStore: EventStore,
  readStore: ReadStore,
  projections: Projection[],
  rebuild: boolean,
  log: (msg: string) => void = () => {},
  pageSize?: number,
) => {
  const runner = createProjectionRunner({ eventStore, readStore, projections, rebuild, log, retry: quickRetry, ...(pageSize ? { pageSize } : {}) });
  cleanups.push(() => runner.stop());
  return runner;
};

const startRunner = async (...args: Parameters<typeof newRunner>) => {
  const runner = newRunner(...args);
  await runner.start();
  return runner;
};

const snapshot = async (readStore: ReadStore) => ({
  tallies: await readStore.collection('tallies').find({}, { sort: { _id: 1 } }),
  counters: await readStore.collection('counters').find({}),
  stats: await readStore.collection('stats').find({}),
});

const eventually = (check: () => Promise<void> | void, timeout = 3000) => vi.waitFor(check, { timeout, interval: 10 });

/**
 * The real memory store behind a switch that makes chosen writes fail, as a database that is down, or a process
 * that died, would: `failing(name, op)` decides per call.
 */
type WriteOp = 'replaceOne' | 'replaceIfNewer' | 'updateOne' | 'deleteOne';
const faultyStore = (inner: ReadStore, failing: (collection: string, op: WriteOp) => boolean): ReadStore => ({
  ...inner,
  collection: <T extends Doc = Doc>(name: string): Collection<T> => {
    const real = inner.collection<T>(name);
    const guard =
      <A extends unknown[], R>(op: WriteOp, fn: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (failing(name, op)) throw new Error(`${name}.${op}: connection lost`);
        return fn(...args);
      };
    return {
      ...real,
      replaceOne: guard('replaceOne', real.replaceOne),
      // both of its forms: a document holding its id and position, or one with a stamp
      replaceIfNewer: guard('replaceIfNewer', (doc: Record<string, unknown>, stamp?: Stamp) =>
        stamp ? real.replaceIfNewer(doc, stamp) : real.replaceIfNewer(doc as T & { _position: number }),
      ),
      updateOne: guard('updateOne', real.updateOne),
      deleteOne: guard('deleteOne', real.deleteOne),
    };
  },
});

describe('projection runner', () => {
  it('catches up with the log before start resolves, then follows live appends', async () => {
    const eventStore = openStore();
    await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'two')], 'no_stream');
    await eventStore.append('notes-b', [noted('b', 'three')], 'no_stream');
    const readStore = createMemoryReadStore();
    const runner = await startRunner(eventStore, readStore, [tallies], true);

    expect(runner.position()).toBe(3);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 2, notes: ['one', 'two'], sequence: 2, _position: 2 });

    const { position } = await eventStore.append('notes-a', [noted('a', 'four')], 1);
    expect(await runner.waitFor(position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 3, notes: ['one', 'two', 'four'] });

    const gone = await eventStore.append('notes-b', [erased('b')], 0);
    expect(await runner.waitFor(gone.position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'b', ...notDeleted })).toBeNull();
    expect(await readStore.collection('tallies').countDocuments(notDeleted)).toBe(1);
  });

  it('waits for a position the log has, and answers at once for one beyond its head', async () => {
    const eventStore = openStore();
    await eventStore.append('other', [ignored()], 'no_stream');
    const runner = await startRunner(eventStore, createMemoryReadStore(), [tallies], true);
    expect(runner.position()).toBe(1);

    const { position } = await eventStore.append('other', [ignored()], 0);
    expect(await runner.waitFor(position)).toBe(true);

    const started = Date.now();
    expect(await runner.waitFor(position + 1_000_000, 2000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('tries a failed write again until it lands, and moves its position past the event only then', async () => {
    const eventStore = openStore();
    let down = false;
    const readStore = faultyStore(createMemoryReadStore(), (name) => down && name === 'tallies');
    const logged: string[] = [];
    const runner = await startRunner(eventStore, readStore, [tallies, counting()], true, (msg) => logged.push(msg));

    down = true;
    const { position } = await eventStore.append('notes-a', [noted('a', 'while down')], 'no_stream');
    expect(await runner.waitFor(position, 300)).toBe(false);
    expect(runner.position()).toBeLessThan(position);
    expect(runner.status()).toMatchObject({ retrying: true, lastError: expect.stringContaining('tallies.replaceIfNewer: connection lost') });

    down = false;
    expect(await runner.waitFor(position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 1, notes: ['while down'] });
    expect(await readStore.collection('stats').findOne({ _id: 'noted-count' })).toMatchObject({ value: 1 });
    expect(runner.status()).toEqual({ position, retrying: false, setAside: 0 });
    expect(logged[0]).toContain('projection tallies: tallies.replaceIfNewer: connection lost');
  });

  it('sets aside an event its evolve throws on, counts it, and goes on with the rest', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await startRunner(eventStore, readStore, [talliesProjection({ poisonous: true }), counting()], true);
    const { position } = await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'poison'), noted('a', 'three'), noted('b', 'four')], 'no_stream');

    expect(await runner.waitFor(position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 2, notes: ['one', 'three'] });
    expect(await readStore.collection('tallies').findOne({ _id: 'b' })).toMatchObject({ count: 1 });
    expect(await readStore.collection('stats').findOne({ _id: 'noted-count' })).toMatchObject({ value: 4 });
    expect(runner.status()).toMatchObject({ setAside: 1, retrying: false });
    expect(await readStore.collection(SET_ASIDE).find({})).toEqual([
      expect.objectContaining({ projection: 'tallies', documentId: 'a', eventType: 'Noted', position: 2, error: 'cannot read this note' }),
    ]);
  });

  it('tries set-aside events again at the next start, so a fixed release rebuilds their documents', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const buggy = await startRunner(eventStore, readStore, [talliesProjection({ poisonous: true })], false);
    const { position } = await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'poison'), noted('b', 'two')], 'no_stream');
    expect(await buggy.waitFor(position)).toBe(true);
    await buggy.stop();
    expect(buggy.status().setAside).toBe(1);

    const fixed = await startRunner(eventStore, readStore, [talliesProjection()], false);
    expect(fixed.status().setAside).toBe(0);
    expect(await readStore.collection(SET_ASIDE).countDocuments()).toBe(0);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 2, notes: ['one', 'poison'], sequence: 2, _position: 2 });
    const later = await eventStore.append('notes-a', [noted('a', 'three')], 2);
    expect(await fixed.waitFor(later.position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 3, notes: ['one', 'poison', 'three'], sequence: 4 });
  });

  it('never rolls a document back: an older batch from a lagging runner lands nothing', async () => {
    const eventStore = openStore();
    await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'two'), noted('b', 'three')], 'no_stream');
    const readStore = createMemoryReadStore();
    await startRunner(eventStore, readStore, [tallies], true);
    const before = await snapshot(readStore);

    const [first] = await eventStore.readAll({ limit: 1 });
    if (!first) throw new Error('no event');
    // A second runner that is behind replays the first event (and a document it has not seen yet, b, which is newer).
    expect(await tallies.apply([first], readStore)).toEqual([]);
    expect(await tallies.apply(await eventStore.readAll(), readStore)).toEqual([]);
    expect(await snapshot(readStore)).toEqual(before);
  });

  it('never rolls a document back on a stale read (a lagging replica, a runner that read just before another wrote)', async () => {
    const eventStore = openStore();
    await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'two')], 'no_stream');
    const readStore = createMemoryReadStore();
    await startRunner(eventStore, readStore, [tallies], true);
    const before = await snapshot(readStore);

    // this runner's reads of `a` come back empty, as from a replica that has not seen it yet
    const stale: ReadStore = {
      ...readStore,
      collection: <T extends Doc = Doc>(name: string): Collection<T> => {
        const real = readStore.collection<T>(name);
        return name === 'tallies' ? { ...real, findOne: async () => null } : real;
      },
    };
    const [first] = await eventStore.readAll({ limit: 1 });
    if (!first) throw new Error('no event');
    expect(await tallies.apply([first], stale)).toEqual([]);
    expect(await snapshot(readStore)).toEqual(before);
  });

  it('resumes from its checkpoint without rebuilding, and never re-applies what it saw', async () => {
    const eventStore = openStore();
    await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'two')], 'no_stream');
    const readStore = createMemoryReadStore();
    const first = await startRunner(eventStore, readStore, [tallies, counting()], true);
    await first.stop();
    expect(await readStore.collection(CHECKPOINTS).find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'noted-count', position: 2 },
      { _id: 'tallies', position: 2 },
    ]);

    await eventStore.append('notes-a', [noted('a', 'three')], 1);
    const second = await startRunner(eventStore, readStore, [tallies, counting()], false);
    expect(second.position()).toBe(3);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 3 });
    expect(await readStore.collection('stats').findOne({ _id: 'noted-count' })).toEqual({ _id: 'noted-count', value: 3 });
  });

  it('ends with the documents of a clean rebuild after a crash at any write, checkpoints included', async () => {
    const eventStore = openStore();
    for (let i = 0; i < 12; i += 1) await eventStore.append(`notes-${i % 3}`, [noted(`k${i % 3}`, `n${i}`), ignored()], 'any');
    await eventStore.append('notes-1', [erased('k1')], 'any');
    const clean = createMemoryReadStore();
    await startRunner(eventStore, clean, [tallies], true);
    const expected = await snapshot(clean);

    let allWrites = 0;
    const probe = faultyStore(createMemoryReadStore(), () => {
      allWrites += 1;
      return false;
    });
    // pages of 5 events: a crash can fall between pages, so a resumed batch mixes applied and new events of one document
    await startRunner(eventStore, probe, [tallies], false, undefined, 5);
    expect(allWrites).toBeGreaterThan(10);

    for (let crashAt = 1; crashAt <= allWrites; crashAt += 1) {
      const kept = createMemoryReadStore();
      let count = 0;
      // the process dies at its crashAt-th write: that write and every one after it never happen
      const dying = faultyStore(kept, () => (count += 1) >= crashAt);
      const doomed = newRunner(eventStore, dying, [tallies], false, undefined, 5);
      void doomed.start();
      await eventually(() => expect(count).toBeGreaterThanOrEqual(crashAt));
      await doomed.stop();

      // the restart reads bigger pages, so one batch holds events the crashed run applied and events it did not
      await startRunner(eventStore, kept, [tallies], false);
      expect({ crashAt, ...(await snapshot(kept)) }).toEqual({ crashAt, ...expected });
    }
  });

  it('gives the same documents when rebuilt from zero, across many pages', async () => {
    const eventStore = openStore();
    for (let i = 0; i < 30; i += 1) {
      await eventStore.append(`notes-${i % 7}`, [noted(`k${i % 7}`, `n${i}`), ignored()], 'any');
      if (i % 10 === 9) await eventStore.append(`notes-${i % 7}`, [erased(`k${i % 7}`)], 'any');
    }
    const live = createMemoryReadStore();
    const follower = await startRunner(eventStore, live, [tallies, counting()], true);
    const more = await eventStore.append('notes-x', [noted('kx', 'late')], 'no_stream');
    expect(await follower.waitFor(more.position)).toBe(true);

    const rebuilt = createMemoryReadStore();
    const runner = createProjectionRunner({ eventStore, readStore: rebuilt, projections: [tallies, counting()], rebuild: true, pageSize: 4, log: () => {} });
    cleanups.push(() => runner.stop());
    await runner.start();
    expect(await snapshot(rebuilt)).toEqual(await snapshot(live));
    expect((await snapshot(rebuilt)).stats).toEqual([{ _id: 'noted-count', value: 31 }]);
  });
});

describe('checkpoint waiter (a server process without projections)', () => {
  const setup = async (notify: boolean) => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const announcements = new EventEmitter();
    const runner = createProjectionRunner({
      eventStore,
      readStore,
      projections: [tallies, counting()],
      rebuild: true,
      log: () => {},
      onPosition: (position) => announcements.emit('checkpoint', position),
    });
    cleanups.push(() => runner.stop());
    await runner.start();
    const onPosition = (listener: (position: number) => void) => {
      announcements.on('checkpoint', listener);
      return () => announcements.off('checkpoint', listener);
    };
    const waiter = createCheckpointWaiter({
      readStore,
      eventStore,
      names: ['tallies', 'noted-count'],
      ...(notify ? { onPosition, pollMs: 60_000 } : { pollMs: 10 }),
    });
    cleanups.push(async () => waiter.close());
    return { eventStore, readStore, waiter, runner };
  };

  it.each([
    ['polling the stored checkpoints', false],
    ['woken by the announced checkpoints alone', true],
  ])('waits until the projections reached a write, %s', async (_label, notify) => {
    const { eventStore, readStore, waiter, runner } = await setup(notify);
    const { position } = await eventStore.append('notes-a', [noted('a', 'one')], 'no_stream');
    expect(await waiter.waitFor(position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 1 });
    // an event no projection handles moves every checkpoint too
    const other = await eventStore.append('other', [ignored()], 'no_stream');
    expect(await waiter.waitFor(other.position)).toBe(true);
    expect(runner.position()).toBe(other.position);
    const started = Date.now();
    expect(await waiter.waitFor(other.position + 1_000, 2000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
