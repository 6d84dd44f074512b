import { EventEmitter } from 'node:events';
import Database from 'better-sqlite3';
import {
  VersionConflictError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type Subscription,
} from '../ports/event-store.ts';
import { ownerOnlyFile } from '../files/owner-only.ts';
import { pollingSubscription } from './polling-subscription.ts';
import { columns, createLogReader, emptyMetadata, toRecorded, type EventRow } from './sqlite-log-reader.ts';

export type SqliteEventStoreOptions = {
  /** a file path, or ':memory:' for a private in-process database */
  file: string;
  /** how often a subscription looks for events appended by another process (default 200 ms) */
  pollIntervalMs?: number;
  /** events fetched per query while a subscription catches up (default 1000) */
  pageSize?: number;
  now?: () => Date;
};

const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
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
// The UNIQUE (stream_id, revision) constraint's own index serves stream reads and revision checks.

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');

export const createSqliteEventStore = (options: SqliteEventStoreOptions): EventStore => {
  // The log holds password hashes and sealed codes: readable by its owner only.
  if (options.file !== ':memory:' && options.file !== '') ownerOnlyFile(options.file, [`${options.file}-wal`, `${options.file}-shm`]);
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
  let closed = false;

  const lastOfStream = db.prepare<[string], { revision: number; position: number }>(
    'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
  );
  const byId = db.prepare<[string], { position: number; stream_id: string; revision: number }>('SELECT position, stream_id, revision FROM events WHERE id = ?');
  const insert = db.prepare<[string, string, number, string, string, string, string]>(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const streamEvents = db.prepare<[string, number], EventRow>(`SELECT ${columns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision`);
  const reader = createLogReader(db);

  const checkRevision = (streamId: string, expected: ExpectedRevision, actual: number | 'no_stream') => {
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && actual === 'no_stream') ||
      (expected === 'exists' && actual !== 'no_stream') ||
      (typeof expected === 'number' && expected === actual);
    if (!ok) throw new VersionConflictError(streamId, expected, actual);
  };

  const appendInTransaction = db.transaction((streamId: string, events: NewEvent[], expected: ExpectedRevision): AppendResult => {
    const last = lastOfStream.get(streamId);
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
    checkRevision(streamId, expected, last ? last.revision : 'no_stream');
    let revision = last ? last.revision : -1;
    let position = last?.position ?? 0;
    const recordedAt = now().toISOString();
    for (const event of fresh) {
      revision += 1;
      const metadata = event.metadata ? JSON.stringify(event.metadata) : emptyMetadata;
      position = Number(insert.run(event.id, streamId, revision, event.type, JSON.stringify(event.data), metadata, recordedAt).lastInsertRowid);
    }
    return { nextRevision: revision, position };
  });

  const notify = () => appended.emit('appended');

  const store: EventStore = {
    async append(streamId, events, expectedRevision) {
      if (closed) throw new Error('Event store is closed');
      let result: AppendResult;
      try {
        // IMMEDIATE takes the write lock up front, so two processes never both read the same revision.
        result = appendInTransaction.immediate(streamId, events, expectedRevision);
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
      return streamEvents.all(streamId, Math.max(0, readOptions.fromRevision ?? 0)).map(toRecorded);
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
