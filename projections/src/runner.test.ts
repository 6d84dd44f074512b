import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import type { EventStore } from '@referly/infra/ports/event-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import type { Doc, ReadStore } from '@referly/infra/ports/read-store';
import { CHECKPOINTS } from './projection.ts';
import { createCheckpointWaiter, createProjectionRunner, documentProjection, type Projection } from './runner.ts';

type Tally = Doc & { count: number; notes: string[] };

const tallies = documentProjection<Tally>({
  name: 'tallies',
  collection: 'tallies',
  canHandle: ['Noted', 'Erased'],
  documentId: (event) => (typeof event.data.key === 'string' ? event.data.key : null),
  evolve: (doc, event) => {
    if (event.type === 'Erased') return null;
    const note = String(event.data.note);
    return { _id: '', count: (doc?.count ?? 0) + 1, notes: [...(doc?.notes ?? []), note] };
  },
  indexes: [{ count: -1 }],
});

/** A plain handle() projection: it counts every Noted it is handed. */
const counting = (name = 'noted-count'): Projection => ({
  name,
  canHandle: ['Noted'],
  handle: async (_event, store) => {
    await store.collection('stats').updateOne({ _id: name }, { $inc: { value: 1 } }, { upsert: true });
  },
});

const noted = (key: string, note: string) => ({ id: randomUUID(), type: 'Noted', data: { key, note } });
const ignored = () => ({ id: randomUUID(), type: 'Unrelated', data: {} });

const dirs: string[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'referly-runner-'));
  dirs.push(dir);
  return join(dir, 'events.db');
};

const openStore = (file = ':memory:'): EventStore => {
  const store = createSqliteEventStore({ file, pollIntervalMs: 20 });
  cleanups.push(() => store.close());
  return store;
};

const startRunner = async (eventStore: EventStore, readStore: ReadStore, projections: Projection[], rebuild: boolean, log?: (msg: string) => void) => {
  const runner = createProjectionRunner({ eventStore, readStore, projections, rebuild, log: log ?? (() => {}) });
  cleanups.push(() => runner.stop());
  await runner.start();
  return runner;
};

const snapshot = async (readStore: ReadStore) => ({
  tallies: await readStore.collection('tallies').find({}, { sort: { _id: 1 } }),
  stats: await readStore.collection('stats').find({}),
});

describe('projection runner', () => {
  it('catches up with the log before start resolves, then follows live appends', async () => {
    const eventStore = openStore();
    await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'two')], 'no_stream');
    await eventStore.append('notes-b', [noted('b', 'three')], 'no_stream');
    const readStore = createMemoryReadStore();
    const runner = await startRunner(eventStore, readStore, [tallies], true);

    expect(runner.position()).toBe(3);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 2, notes: ['one', 'two'], _position: 2 });

    const { position } = await eventStore.append('notes-a', [noted('a', 'four')], 1);
    expect(await runner.waitFor(position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 3, notes: ['one', 'two', 'four'] });

    const erased = await eventStore.append('notes-b', [{ id: randomUUID(), type: 'Erased', data: { key: 'b' } }], 0);
    expect(await runner.waitFor(erased.position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'b' })).toBeNull();
  });

  it('waitFor resolves for a position no projection handles, and answers false after its timeout', async () => {
    const eventStore = openStore();
    await eventStore.append('other', [ignored()], 'no_stream');
    const runner = await startRunner(eventStore, createMemoryReadStore(), [tallies], true);
    expect(runner.position()).toBe(1);

    const { position } = await eventStore.append('other', [ignored()], 0);
    expect(await runner.waitFor(position)).toBe(true);

    const started = Date.now();
    expect(await runner.waitFor(position + 10, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('skips an event delivered again at or below the document position', async () => {
    const eventStore = openStore();
    await eventStore.append('notes-a', [noted('a', 'one'), noted('a', 'two')], 'no_stream');
    const readStore = createMemoryReadStore();
    await startRunner(eventStore, readStore, [tallies], true);
    const [first] = await eventStore.readAll({ limit: 1 });
    if (!first) throw new Error('no event');

    // as after a crash between the document write and the checkpoint write
    await tallies.handle(first, readStore);
    await tallies.handleBatch?.(await eventStore.readAll(), readStore, () => {});
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 2, notes: ['one', 'two'] });
  });

  it('resumes from its checkpoint without rebuilding, and never re-applies what it saw', async () => {
    const file = tempFile();
    const eventStore = openStore(file);
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
    // the plain counter keeps no per-document position: only the checkpoint keeps it from counting twice
    expect(await readStore.collection('stats').findOne({ _id: 'noted-count' })).toEqual({ _id: 'noted-count', value: 3 });
  });

  it('gives the same documents when rebuilt from zero', async () => {
    const eventStore = openStore();
    for (let i = 0; i < 30; i += 1) {
      await eventStore.append(`notes-${i % 7}`, [noted(`k${i % 7}`, `n${i}`), ignored()], 'any');
      if (i % 10 === 9) await eventStore.append(`notes-${i % 7}`, [{ id: randomUUID(), type: 'Erased', data: { key: `k${i % 7}` } }], 'any');
    }
    const live = createMemoryReadStore();
    const follower = await startRunner(eventStore, live, [tallies, counting()], true);
    const more = await eventStore.append('notes-x', [noted('kx', 'late')], 'no_stream');
    expect(await follower.waitFor(more.position)).toBe(true);

    const rebuilt = createMemoryReadStore();
    // a tiny page size makes the rebuild cross many page boundaries
    const runner = createProjectionRunner({ eventStore, readStore: rebuilt, projections: [tallies, counting()], rebuild: true, pageSize: 4, log: () => {} });
    cleanups.push(() => runner.stop());
    await runner.start();
    expect(await snapshot(rebuilt)).toEqual(await snapshot(live));
    expect((await snapshot(rebuilt)).stats).toEqual([{ _id: 'noted-count', value: 31 }]);
  });

  it('keeps the other projections going when one throws, and logs what it skipped', async () => {
    const eventStore = openStore();
    await eventStore.append('notes-a', [noted('a', 'one')], 'no_stream');
    const broken: Projection = {
      name: 'broken',
      canHandle: ['Noted'],
      handle: async () => {
        throw new Error('boom');
      },
    };
    const logged: string[] = [];
    const readStore = createMemoryReadStore();
    const runner = await startRunner(eventStore, readStore, [broken, tallies], true, (msg) => logged.push(msg));
    const { position } = await eventStore.append('notes-a', [noted('a', 'two')], 0);
    expect(await runner.waitFor(position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 2 });
    expect(logged).toEqual([expect.stringContaining('broken: skipped Noted at 1: boom'), expect.stringContaining('broken: skipped Noted at 2: boom')]);
  });

  it('lets a process without projections wait on the stored checkpoints', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await startRunner(eventStore, readStore, [tallies, counting()], true);
    const waiter = createCheckpointWaiter(readStore, ['tallies', 'noted-count'], 10);

    const { position } = await eventStore.append('notes-a', [noted('a', 'one')], 'no_stream');
    expect(await waiter.waitFor(position)).toBe(true);
    expect(await readStore.collection('tallies').findOne({ _id: 'a' })).toMatchObject({ count: 1 });
    // an event no projection handles still moves every checkpoint, a moment later
    const other = await eventStore.append('other', [ignored()], 'no_stream');
    expect(await waiter.waitFor(other.position)).toBe(true);
    expect(await waiter.waitFor(other.position + 1, 100)).toBe(false);
    expect(runner.position()).toBe(other.position);
  });
});
