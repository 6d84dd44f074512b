import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@referly/domain';
import type { EventStore, NewEvent } from '../ports/event-store.ts';
import { eventStoreContract, eventually } from './event-store.contract.ts';
import { createSqliteEventStore } from './sqlite-event-store.ts';

eventStoreContract('sqlite (:memory:)', async () => createSqliteEventStore({ file: ':memory:' }));

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({ id: randomUUID(), type, data });

describe('sqlite event store on a file', () => {
  let dir: string;
  const opened: EventStore[] = [];
  const open = () => {
    const store = createSqliteEventStore({ file: join(dir, 'events.db') });
    opened.push(store);
    return store;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'referly-events-'));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps events across close and reopen', async () => {
    const first = open();
    await first.append('user-1', [event('UserRegistered', { email: 'a@b.au' }), event('PasswordSet')], 'no_stream');
    await first.close();

    const reopened = open();
    const events = await reopened.readStream('user-1');
    expect(events.map((e) => [e.type, e.revision])).toEqual([
      ['UserRegistered', 0],
      ['PasswordSet', 1],
    ]);
    expect(events[0]?.data).toEqual({ email: 'a@b.au' });
    expect(await reopened.headPosition()).toBe(2);
    const next = await reopened.append('user-1', [event('ProfileUpdated')], 1);
    expect(next).toEqual({ nextRevision: 2, position: 3 });
  });

  it('opens a log made when event ids had a unique index: its events, positions and appends carry on, with no index on ids', async () => {
    const file = join(dir, 'events.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE events (
      position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
      type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, recorded_at TEXT NOT NULL, UNIQUE (stream_id, revision));
      CREATE INDEX events_type_position ON events (type, position);`);
    const insert = old.prepare('INSERT INTO events (position, id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    insert.run(1, 'e-1', 'user-1', 0, 'UserRegistered', '{"email":"a@b.au"}', '{}', '2026-01-01T00:00:00.000Z');
    insert.run(7, 'e-2', 'user-1', 1, 'PasswordSet', '{}', '{"causationId":"r-1"}', '2026-01-01T00:00:01.000Z');
    old.close();

    const store = open();
    expect((await store.readStream('user-1')).map((e) => [e.id, e.position, e.revision, e.type, e.data, e.metadata])).toEqual([
      ['e-1', 1, 0, 'UserRegistered', { email: 'a@b.au' }, {}],
      ['e-2', 7, 1, 'PasswordSet', {}, { causationId: 'r-1' }],
    ]);
    const retried = [event('ProfileUpdated')];
    expect(await store.append('user-1', retried, 1)).toEqual({ nextRevision: 2, position: 8 });
    expect(await store.append('user-1', retried, 1)).toEqual({ nextRevision: 2, position: 8 });
    // a second instance on the migrated file finds nothing left to do
    expect((await open().readAll()).map((e) => e.position)).toEqual([1, 7, 8]);
    const check = new Database(file, { readonly: true });
    const indexed = check.prepare("SELECT name FROM pragma_index_list('events')").pluck().all();
    check.close();
    expect(indexed.sort()).toEqual(['events_type_position', 'sqlite_autoindex_events_1']);
  });

  it('lets a second instance on the same file see appends of the first through subscribe', async () => {
    const writer = open();
    const reader = open();
    await writer.append('user-1', [event('UserRegistered')], 'no_stream');
    const seen: RecordedEvent[] = [];
    const subscription = reader.subscribe({}, async (e) => {
      seen.push(e);
    });
    await eventually(() => expect(seen.map((e) => e.type)).toEqual(['UserRegistered']));
    // The reader gets no in-process notice of these; only its poll can find them.
    await writer.append('user-1', [event('PasswordSet')], 0);
    await writer.append('user-2', [event('UserRegistered')], 'no_stream');
    await eventually(() =>
      expect(seen.map((e) => `${e.streamId}:${e.type}`)).toEqual(['user-1:UserRegistered', 'user-1:PasswordSet', 'user-2:UserRegistered']),
    );
    expect(seen.map((e) => e.position)).toEqual([1, 2, 3]);
    await subscription.close();
  });

  it('retries a read that fails from the same cursor, and says so in status() meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writer = open();
    const follower = open();
    await writer.append('user-1', [event('UserRegistered')], 'no_stream');
    const seen: string[] = [];
    const subscription = follower.subscribe({}, async (e) => {
      seen.push(e.type);
    });
    await eventually(() => expect(seen).toEqual(['UserRegistered']));

    // Another process changes the file under the follower: its reads fail until the table is back.
    const other = new Database(join(dir, 'events.db'));
    other.exec('ALTER TABLE events RENAME TO events_elsewhere');
    await eventually(() => expect(subscription.status()).toMatchObject({ connected: false, retrying: true, lastError: expect.stringMatching(/events/) }));
    other.exec('ALTER TABLE events_elsewhere RENAME TO events');
    other.close();

    await writer.append('user-1', [event('PasswordSet')], 0);
    await eventually(() => expect(seen).toEqual(['UserRegistered', 'PasswordSet']));
    const status = subscription.status();
    expect(status).toMatchObject({ connected: true, retrying: false, position: 2 });
    expect(status.lastError).toBeUndefined();
  });

  it('gives a follower every event once and in order while its own process and another write in turns', async () => {
    const writer = createSqliteEventStore({ file: join(dir, 'events.db'), pollIntervalMs: 20, recentEvents: 3 });
    opened.push(writer);
    const other = open();
    const seen: string[] = [];
    const subscription = writer.subscribe({}, async (e) => {
      seen.push(`${e.position}:${e.type}`);
    });
    const expected: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      // a burst of this process's own appends, longer than the 3 events it keeps in memory, then one from elsewhere
      const store = i % 4 === 3 ? other : writer;
      const { position } = await store.append(`s-${i}`, [event(`E${i}a`), event(`E${i}b`)], 'no_stream');
      expected.push(`${position - 1}:E${i}a`, `${position}:E${i}b`);
    }
    await eventually(() => expect(seen).toEqual(expected));
    await writer.append('s-last', [event('Last')], 'no_stream');
    await eventually(() => expect(seen.at(-1)).toMatch(/:Last$/));
    expect(new Set(seen).size).toBe(seen.length);
    await subscription.close();
  });

  it('hands its own followers events they cannot change for the others', async () => {
    const store = open();
    const received: RecordedEvent[] = [];
    const subscription = store.subscribe({}, async (e) => {
      received.push(e);
    });
    const data = { nested: { value: 1 } };
    await store.append('s', [{ id: randomUUID(), type: 'Kept', data }], 'no_stream');
    await eventually(() => expect(received).toHaveLength(1));
    data.nested.value = 2;
    expect(received[0]?.data).toEqual({ nested: { value: 1 } });
    expect(Object.isFrozen(received[0]?.data.nested)).toBe(true);
    await subscription.close();
  });

  it('reads from a revision what another instance appended after this one last read or wrote the stream', async () => {
    const a = open();
    const b = open();
    await a.append('s', [event('A0')], 'no_stream');
    expect(await a.readStream('s', { fromRevision: 1 })).toEqual([]);
    await b.append('s', [event('B1')], 0);
    expect((await a.readStream('s', { fromRevision: 1 })).map((e) => e.type)).toEqual(['B1']);
    await a.append('s', [event('A2')], 1);
    await b.append('s', [event('B3'), event('B4')], 2);
    expect((await a.readStream('s', { fromRevision: 3 })).map((e) => e.type)).toEqual(['B3', 'B4']);
    expect(await a.readStream('s', { fromRevision: 5 })).toEqual([]);
  });

  it('refuses a stale revision from another instance on the same file', async () => {
    const a = open();
    const b = open();
    await a.append('s', [event('A')], 'no_stream');
    await b.append('s', [event('B')], 0);
    await expect(a.append('s', [event('C')], 0)).rejects.toMatchObject({ code: 'version_conflict', actual: 1 });
  });
});

describe('sqlite event store appends', () => {
  let store: EventStore;
  beforeEach(() => {
    store = createSqliteEventStore({ file: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
  });

  it('stores an id repeated within a batch once', async () => {
    const a = event('A');
    await store.append('s', [a, a, event('B')], 'no_stream');
    expect((await store.readStream('s')).map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('pages a subscription through more events than one page holds', async () => {
    const paged = createSqliteEventStore({ file: ':memory:', pageSize: 7 });
    const batch = Array.from({ length: 50 }, (_, i) => event('Counted', { i }));
    await paged.append('s', batch, 'no_stream');
    const seen: number[] = [];
    const subscription = paged.subscribe({ after: 10 }, async (e) => {
      seen.push(e.position);
    });
    await eventually(() => expect(seen).toHaveLength(40));
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i + 11));
    await subscription.close();
    await paged.close();
  });
});

describe('sqlite event store reads by type over a long log', () => {
  let store: EventStore;
  const typeAt = (n: number) => (n % 500 === 0 ? 'RareA' : n % 700 === 0 ? 'RareB' : n % 5 === 0 ? 'Mid' : 'Common');
  beforeEach(async () => {
    store = createSqliteEventStore({ file: ':memory:', pageSize: 50 });
    for (let batch = 0; batch < 10; batch += 1) {
      const events = Array.from({ length: 500 }, (_, i) => event(typeAt(batch * 500 + i + 1), { n: batch * 500 + i + 1 }));
      await store.append(`${batch % 2 === 0 ? 'even' : 'odd'}-${batch}`, events, 'no_stream');
    }
  });
  afterEach(async () => {
    await store.close();
  });

  const pageThrough = async (filter: { types?: string[]; streamPrefix?: string }, limit: number) => {
    const found: RecordedEvent[] = [];
    for (let after = 0; ;) {
      const page = await store.readAll({ after, filter, limit });
      expect(page.length).toBeLessThanOrEqual(limit);
      found.push(...page);
      const last = page.at(-1);
      if (!last || page.length < limit) return found;
      after = last.position;
    }
  };

  it('pages rare, common and mixed types with a prefix exactly as filtering the whole log would', async () => {
    const all = await store.readAll();
    expect(all).toHaveLength(5000);
    const filters = [
      { types: ['RareA', 'RareB'] },
      { types: ['Common', 'Mid'] },
      { types: ['Mid', 'RareA'] },
      { types: ['RareB'] },
      { types: ['Mid', 'RareB'], streamPrefix: 'odd-' },
    ];
    for (const filter of filters) {
      const expected = all.filter((e) => filter.types.includes(e.type) && e.streamId.startsWith(filter.streamPrefix ?? ''));
      for (const limit of [3, 1000]) expect((await pageThrough(filter, limit)).map((e) => e.position)).toEqual(expected.map((e) => e.position));
    }
  });

  it('delivers a rare-type subscription and shows it scanned to the head', async () => {
    const expected = (await store.readAll()).filter((e) => e.type === 'RareA' || e.type === 'RareB').map((e) => e.position);
    const seen: number[] = [];
    const subscription = store.subscribe({ filter: { types: ['RareA', 'RareB'] } }, async (e) => {
      seen.push(e.position);
    });
    await eventually(() => expect(subscription.status().position).toBe(5000));
    expect(seen).toEqual(expected);
    await subscription.close();
  });
});
