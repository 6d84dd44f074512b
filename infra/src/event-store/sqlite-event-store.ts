import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '@referly/domain';
import {
  VersionConflictError,
  type AppendResult,
  type EventStore,
  type EventFilter,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type StreamAppend,
  type Subscription,
} from '../ports/event-store.ts';
import { ownerOnlyDatabase } from '../files/owner-only.ts';
import type { PositionChannel } from '../notify/redis-position-channel.ts';
import { pollingSubscription } from './polling-subscription.ts';
import { createRecentTail } from './recent-tail.ts';
import { columns, createLogReader, emptyMetadata, toRecorded, type EventRow } from './sqlite-log-reader.ts';

export type SqliteEventStoreOptions = {
  /** a file path, or ':memory:' for a private in-process database */
  file: string;
  /** how often a subscription looks for events appended by another process (default 200 ms) */
  pollIntervalMs?: number;
  /** events fetched per query while a subscription catches up (default 1000) */
  pageSize?: number;
  /** how many of its own newest events the store keeps in memory for its followers (default 2000) */
  recentEvents?: number;
  /**
   * Shared by every process on the file (scaled mode, over Redis): each append announces the new head on it, and a
   * position heard from another process makes this one's subscriptions read the file at once instead of at their
   * next poll, which stays as the fallback. The caller owns it and closes it after the store.
   */
  positions?: PositionChannel;
  /** where a failed announcement is reported, once until one succeeds again (default console.error) */
  log?: (message: string) => void;
  now?: () => Date;
};

const eventsTable = (name: string) => `
  CREATE TABLE IF NOT EXISTS ${name} (
    position INTEGER PRIMARY KEY,
    id TEXT NOT NULL,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  )`;
const schema = `${eventsTable('events')}; CREATE INDEX IF NOT EXISTS events_type_position ON events (type, position);`;
// The UNIQUE (stream_id, revision) constraint's own index serves stream reads and revision checks, and finds a
// retried batch (its events follow the revision it expected). Positions are rowids: one more than the largest, which
// is AUTOINCREMENT's number too for a log nothing is ever deleted from, without writing the sqlite_sequence page on
// every commit. Event ids have no index of their own: a random key's B-tree was a fifth of an append's cost.

/**
 * Logs made before ids lost their index (`id TEXT NOT NULL UNIQUE`) are copied once into the table above, positions
 * and all, so every log appends alike. In one IMMEDIATE transaction: another process opening the same file waits,
 * then finds the work done.
 */
const dropIdIndex = (db: Database.Database): void => {
  const tableSql = () => db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'events'").get()?.sql ?? '';
  if (!/\bid TEXT NOT NULL UNIQUE\b/.test(tableSql())) return;
  db.transaction(() => {
    if (!/\bid TEXT NOT NULL UNIQUE\b/.test(tableSql())) return;
    db.exec(`${eventsTable('events_copy')};
      INSERT INTO events_copy SELECT position, id, stream_id, revision, type, data, metadata, recorded_at FROM events;
      DROP TABLE events;
      ALTER TABLE events_copy RENAME TO events;`);
  }).immediate();
};

/**
 * Announces appended positions without ever holding up an append: one publish at a time, and only the newest
 * position waiting behind it (a reader reads everything up to the head anyway).
 */
const announcer = (channel: PositionChannel, log: (message: string) => void, closed: () => boolean) => {
  let sending = false;
  let waiting = 0;
  let failing = false;
  const send = (position: number): void => {
    sending = true;
    channel
      .publish(position)
      .then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          if (!failing && !closed())
            log(`Event log position ${position} not announced to the other processes: ${error instanceof Error ? error.message : String(error)}`);
          failing = true;
        },
      )
      .finally(() => {
        sending = false;
        const next = waiting;
        waiting = 0;
        if (next > position && !closed()) send(next);
      });
  };
  return (position: number): void => {
    if (sending) waiting = Math.max(waiting, position);
    else send(position);
  };
};

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');

export const createSqliteEventStore = (options: SqliteEventStoreOptions): EventStore => {
  // The log holds password hashes and sealed codes: readable by its owner only.
  ownerOnlyDatabase(options.file);
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Another process (a worker, a projector) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  dropIdIndex(db);
  db.exec(schema);

  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? 1000;
  const pollIntervalMs = options.pollIntervalMs ?? 200;
  const appended = new EventEmitter();
  appended.setMaxListeners(0);
  const subscriptions = new Set<Subscription>();
  // what this process appended lately, for its own followers (a few thousand small events)
  const recent = createRecentTail(options.recentEvents ?? 2000);
  let closed = false;
  const announce = options.positions ? announcer(options.positions, options.log ?? ((message) => console.error(message)), () => closed) : undefined;
  // the furthest position another process announced; subscriptions caught up with less read the file at once
  let heard = 0;

  const lastOfStream = db.prepare<[string], { revision: number; position: number }>(
    'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
  );
  const followingIds = db
    .prepare<[string, number, number], [id: string, revision: number, position: number]>(
      'SELECT id, revision, position FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
    )
    .raw(true);
  const insert = db.prepare<[string, string, number, string, string, string, string]>(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const streamEvents = db
    .prepare<[string, number], EventRow>(`SELECT ${columns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`)
    .raw(true);
  const reader = createLogReader(db);

  const revisionOk = (expected: ExpectedRevision, actual: number | 'no_stream') =>
    expected === 'any' ||
    (expected === 'no_stream' && actual === 'no_stream') ||
    (expected === 'exists' && actual !== 'no_stream') ||
    (typeof expected === 'number' && expected === actual);
  const checkRevision = (streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') => {
    if (!revisionOk(expected, actual)) throw new VersionConflictError(streamId, expected, actual);
  };

  /** Inserts the events after the stream's last, checking the expected revision. */
  const insertBatch = (streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const last = lastOfStream.get(streamId);
    checkRevision(streamId, expected, last ? last.revision : 'no_stream');
    let revision = last ? last.revision : -1;
    let position = last?.position ?? 0;
    const recordedAt = now().toISOString();
    for (const event of events) {
      revision += 1;
      const metadata = event.metadata ? JSON.stringify(event.metadata) : emptyMetadata;
      const data = JSON.stringify(event.data);
      position = Number(insert.run(event.id, streamId, revision, event.type, data, metadata, recordedAt).lastInsertRowid);
      // what a reader of the row would get back, parsed from the same text
      lastAppended.push(toRecorded([position, event.id, streamId, revision, event.type, data, metadata, recordedAt]));
    }
    return { nextRevision: revision, position };
  };
  const appendNew = db.transaction(insertBatch);
  const appendManyNew = db.transaction((appends: StreamAppend[]) =>
    appends.map(({ streamId, events, expectedRevision }) => insertBatch(streamId, events, expectedRevision)),
  );
  /**
   * The batch as it was stored by an earlier append at this same expected revision, if it was: its events then
   * follow that revision, under the same ids. (A retry of an append whose answer was lost meets a conflict first.)
   */
  const storedBefore = (streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult | undefined => {
    if (expected !== 'no_stream' && typeof expected !== 'number') return undefined;
    const rows = followingIds.all(streamId, expected === 'no_stream' ? 0 : expected + 1, events.length);
    const last = rows.at(-1);
    if (!last || rows.length !== events.length || rows.some(([id], i) => id !== events[i]?.id)) return undefined;
    return { nextRevision: last[1], position: last[2] };
  };
  /** an id repeated within a batch is one event */
  const distinct = (events: NewEvent[]): NewEvent[] => {
    const ids = new Set<string>();
    return events.filter((event) => !ids.has(event.id) && ids.add(event.id));
  };
  const appendBatch = (streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const batch = distinct(events);
    try {
      return appendNew.immediate(streamId, batch, expected);
    } catch (error) {
      const earlier = error instanceof VersionConflictError ? storedBefore(streamId, batch, expected) : undefined;
      if (earlier) return earlier;
      throw error;
    }
  };
  /** Every batch in one transaction; a conflict is a retry when every batch was stored as it is by an earlier one. */
  const appendBatches = (appends: StreamAppend[]): AppendResult[] => {
    const batches = appends.map((append) => ({ ...append, events: distinct(append.events) }));
    try {
      return appendManyNew.immediate(batches);
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
      // rolled back: what the batches before the conflict stored is not in the log
      lastAppended = [];
      const earlier = batches.map(({ streamId, events, expectedRevision }) => storedBefore(streamId, events, expectedRevision));
      if (earlier.every((result) => result !== undefined)) return earlier;
      throw error;
    }
  };
  /** the events the append under way stored, as readers will get them back */
  let lastAppended: RecordedEvent[] = [];

  const notify = () => appended.emit('appended');

  /**
   * Runs an append (IMMEDIATE takes the write lock up front, so two processes never both read the same revision),
   * then hands its committed events to the in-memory tail (after the commit, so a rolled-back append's never join)
   * and tells the followers.
   */
  const committed = (appends: StreamAppend[], run: () => AppendResult[]): AppendResult[] => {
    if (closed) throw new Error('Event store is closed');
    let results: AppendResult[];
    try {
      lastAppended = [];
      results = run();
      recent.add(lastAppended);
    } catch (error) {
      if (isUniqueViolation(error)) {
        // another writer took a revision first: the conflict is told on the first stream that moved
        const moved = appends.map(({ streamId, expectedRevision }) => {
          const last = lastOfStream.get(streamId);
          return new VersionConflictError(streamId, expectedRevision, last ? last.revision : 'no_stream');
        });
        throw moved.find(({ expected, actual }) => !revisionOk(expected, actual)) ?? moved[0] ?? error;
      }
      throw error;
    }
    const newest = Math.max(0, ...results.map(({ position }) => position));
    if (appends.some(({ events }) => events.length > 0)) {
      notify();
      announce?.(newest);
    }
    return results;
  };
  const stopHearing = options.positions?.onPosition((position) => {
    // this process's own appends are in its tail already
    if (closed || position <= Math.max(heard, recent.newest())) return;
    heard = position;
    notify();
  });

  /**
   * Another process's appends after the tail, read from the file once for every follower of this process: they join
   * the tail when they follow on from it (positions consecutive), and each follower then takes what it wants from
   * there instead of reading and parsing them again. Undefined when they do not (the follower reads the file itself).
   */
  const readOnceForAll = (after: number, filter: EventFilter | undefined) => {
    const slice = reader.read(after, pageSize, undefined);
    if (slice.rows.length === 0) return { events: [], scannedTo: slice.scannedTo };
    const events = slice.rows.map(toRecorded);
    if (events.some((event, i) => event.position !== after + i + 1)) return undefined;
    recent.add(events);
    return recent.read(after, pageSize, filter);
  };

  const store: EventStore = {
    async append(streamId, events, expectedRevision) {
      const [result] = committed([{ streamId, events, expectedRevision }], () => [appendBatch(streamId, events, expectedRevision)]);
      return result as AppendResult;
    },

    atomicAppendMany: true,
    async appendMany(appends) {
      const streams = new Set(appends.map(({ streamId }) => streamId));
      if (streams.size !== appends.length) throw new Error('appendMany takes each stream once');
      return committed(appends, () => appendBatches(appends));
    },

    async readStream(streamId, readOptions = {}) {
      return streamEvents.all(streamId, Math.max(0, readOptions.fromRevision ?? 0)).map(toRecorded);
    },
    async readAllBackward({ before, filter, limit }) {
      if (limit <= 0) return [];
      return reader.readBackward(before ?? Number.MAX_SAFE_INTEGER, limit, filter).map(toRecorded);
    },
    async readAll(readOptions: ReadAllOptions = {}) {
      const limit = readOptions.limit ?? Number.MAX_SAFE_INTEGER;
      if (limit <= 0) return [];
      return reader.read(readOptions.after ?? 0, limit, readOptions.filter).rows.map(toRecorded);
    },

    subscribe(subscribeOptions, handler) {
      let fileReadAt = Number.NEGATIVE_INFINITY;
      let heardAtRead = 0;
      const subscription = pollingSubscription({
        after: subscribeOptions.after ?? 0,
        pollIntervalMs,
        readPage: (after) => {
          if (closed) return { events: [], scannedTo: after };
          const kept = recent.read(after, pageSize, subscribeOptions.filter);
          if (kept) return kept;
          // Caught up with this process's own appends: another process's are looked for in the file once a poll
          // interval, not after each of ours (an append of theirs in between also breaks the tail's run), or at
          // once when that process has announced a position beyond what this subscription has read.
          const checked = performance.now();
          const news = heard > Math.max(after, heardAtRead);
          if (after === recent.newest() && !news && checked - fileReadAt < pollIntervalMs) return { events: [], scannedTo: after };
          fileReadAt = checked;
          heardAtRead = heard;
          const shared = after > 0 && after === recent.newest() ? readOnceForAll(after, subscribeOptions.filter) : undefined;
          if (shared) return shared;
          const slice = reader.read(after, pageSize, subscribeOptions.filter);
          return { events: slice.rows.map(toRecorded), scannedTo: slice.scannedTo };
        },
        handler,
        onAppended: (listener) => {
          appended.on('appended', listener);
          return () => appended.off('appended', listener);
        },
      });
      const tracked: Subscription = {
        close: async () => {
          subscriptions.delete(tracked);
          await subscription.close();
        },
        status: () => subscription.status(),
      };
      subscriptions.add(tracked);
      return tracked;
    },

    async headPosition() {
      return reader.headPosition();
    },

    async health() {
      try {
        db.prepare('SELECT 1').get();
        return { ok: true, adapter: 'sqlite' };
      } catch (error) {
        return { ok: false, adapter: 'sqlite', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      stopHearing?.();
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      db.close();
    },
  };
  return store;
};
