import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '@referly/domain';
import {
  VersionConflictError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type Subscription,
} from '../ports/event-store.ts';
import { ownerOnlyDatabase } from '../files/owner-only.ts';
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
  now?: () => Date;
};

const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    UNIQUE (stream_id, revision)
  );
  CREATE INDEX IF NOT EXISTS events_type_position ON events (type, position);
`;
// The UNIQUE (stream_id, revision) constraint's own index serves stream reads and revision checks. Positions are
// rowids: one more than the largest, which is AUTOINCREMENT's number too for a log nothing is ever deleted from,
// without writing the sqlite_sequence page on every commit (logs made with AUTOINCREMENT keep it, and work the same).

/** A UNIQUE failure on the event id (a stored id appended again), as opposed to one on the stream's revision. */
const isIdViolation = (error: unknown): boolean => error instanceof Error && /UNIQUE constraint failed: events\.id\b/.test(error.message);

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

  const lastOfStream = db.prepare<[string], { revision: number; position: number }>(
    'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
  );
  const byId = db.prepare<[string], { position: number; stream_id: string; revision: number }>('SELECT position, stream_id, revision FROM events WHERE id = ?');
  const insert = db.prepare<[string, string, number, string, string, string, string]>(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const streamEvents = db
    .prepare<[string, number], EventRow>(`SELECT ${columns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`)
    .raw(true);
  const reader = createLogReader(db);

  // The last revision of streams this connection appended to or read, valid while no other connection has
  // committed (SQLite's data_version moves only for those): a read from past it can answer [] without a query.
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const knownLast = new Map<string, number>();
  let knownAt = dataVersion.get() ?? 0;
  const knownLastOf = (streamId: string): number | undefined => {
    const version = dataVersion.get() ?? 0;
    if (version !== knownAt) {
      knownLast.clear();
      knownAt = version;
    }
    return knownLast.get(streamId);
  };
  const noteLast = (streamId: string, revision: number) => {
    knownLast.delete(streamId);
    knownLast.set(streamId, revision);
    if (knownLast.size > 10_000) knownLast.delete(knownLast.keys().next().value ?? '');
  };

  const checkRevision = (streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') => {
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && actual === 'no_stream') ||
      (expected === 'exists' && actual !== 'no_stream') ||
      (typeof expected === 'number' && expected === actual);
    if (!ok) throw new VersionConflictError(streamId, expected, actual);
  };

  /** Inserts the events after the stream's last, checking the expected revision; their ids must be new. */
  const insertBatch = (streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const last = lastOfStream.get(streamId);
    checkRevision(streamId, expected, last ? last.revision : 'no_stream');
    let revision = last ? last.revision : -1;
    let position = last?.position ?? 0;
    const recordedAt = now().toISOString();
    const recorded: RecordedEvent[] = [];
    for (const event of events) {
      revision += 1;
      const metadata = event.metadata ? JSON.stringify(event.metadata) : emptyMetadata;
      const data = JSON.stringify(event.data);
      position = Number(insert.run(event.id, streamId, revision, event.type, data, metadata, recordedAt).lastInsertRowid);
      // what a reader of the row would get back, parsed from the same text
      recorded.push(toRecorded([position, event.id, streamId, revision, event.type, data, metadata, recordedAt]));
    }
    lastAppended = recorded;
    return { nextRevision: revision, position };
  };
  const tryBatch = db.transaction(insertBatch);

  /** The careful path, for a batch holding an id already stored (a retry): only the new ids are stored. */
  const appendKnownIds = (streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const fresh: NewEvent[] = [];
    const seen = new Set<string>();
    let newestDuplicate: { position: number; stream_id: string; revision: number } | undefined;
    for (const event of events) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      const stored = byId.get(event.id);
      if (!stored) fresh.push(event);
      else if (!newestDuplicate || stored.position > newestDuplicate.position) newestDuplicate = stored;
    }
    if (fresh.length === 0 && newestDuplicate) {
      // A retried batch: answer as the first append did (its last event), however far the stream has moved since.
      return { nextRevision: newestDuplicate.revision, position: newestDuplicate.position };
    }
    return insertBatch(streamId, fresh, expected);
  };

  /**
   * Ids are nearly always new: the batch is inserted as it is (in a savepoint), and only when an id turns out to
   * be stored already, or repeats within the batch, is it appended again the careful way.
   */
  const appendInTransaction = db.transaction((streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    if (new Set(events.map((event) => event.id)).size === events.length) {
      try {
        return tryBatch(streamId, events, expected);
      } catch (error) {
        // a retry of a stored batch also fails its (older) expected revision before any id is inserted
        const retried = error instanceof VersionConflictError && events[0] !== undefined && byId.get(events[0].id) !== undefined;
        if (!isIdViolation(error) && !retried) throw error;
      }
    }
    return appendKnownIds(streamId, events, expected);
  });
  let lastAppended: RecordedEvent[] = [];

  const notify = () => appended.emit('appended');

  const store: EventStore = {
    async append(streamId, events, expectedRevision) {
      if (closed) throw new Error('Event store is closed');
      let result: AppendResult;
      let versionBefore = 0;
      try {
        // IMMEDIATE takes the write lock up front, so two processes never both read the same revision.
        lastAppended = [];
        versionBefore = dataVersion.get() ?? 0;
        result = appendInTransaction.immediate(streamId, events, expectedRevision);
        // committed: its events join the in-memory tail (after the commit, so a rolled-back append never does)
        recent.add(lastAppended);
        // Our own commit leaves data_version as it was: unchanged across the append means nobody else committed
        // meanwhile, so this stream ends where we left it.
        const newest = lastAppended.at(-1);
        const versionAfter = dataVersion.get() ?? 0;
        if (versionAfter !== versionBefore || versionAfter !== knownAt) {
          knownLast.clear();
          knownAt = versionAfter;
        }
        if (newest && versionAfter === versionBefore) noteLast(streamId, newest.revision);
      } catch (error) {
        if (isUniqueViolation(error)) {
          const last = lastOfStream.get(streamId);
          throw new VersionConflictError(streamId, expectedRevision, last ? last.revision : 'no_stream');
        }
        throw error;
      }
      if (events.length > 0) notify();
      return result;
    },

    async readStream(streamId, readOptions = {}) {
      const from = Math.max(0, readOptions.fromRevision ?? 0);
      const last = knownLastOf(streamId);
      if (last !== undefined && from > last) return [];
      const events = streamEvents.all(streamId, from).map(toRecorded);
      const newest = events.at(-1);
      if (newest) noteLast(streamId, newest.revision);
      return events;
    },

    async readAll(readOptions: ReadAllOptions = {}) {
      const limit = readOptions.limit ?? Number.MAX_SAFE_INTEGER;
      if (limit <= 0) return [];
      return reader.read(readOptions.after ?? 0, limit, readOptions.filter).rows.map(toRecorded);
    },

    subscribe(subscribeOptions, handler) {
      const subscription = pollingSubscription({
        after: subscribeOptions.after ?? 0,
        pollIntervalMs,
        readPage: (after) => {
          if (closed) return { events: [], scannedTo: after };
          const kept = recent.read(after, pageSize, subscribeOptions.filter);
          if (kept) return kept;
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
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      db.close();
    },
  };
  return store;
};
