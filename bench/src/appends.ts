import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { createSqliteEventStore } from '@referly/infra/event-store/index';
import { perSecond, type Row } from './table.ts';

const SINGLE_APPENDS = 5_000;
const BATCHES = 200;
const BATCH_SIZE = 100;

const profileData = (n: number) => ({
  userId: `bench-${n}`,
  firstName: 'Alex',
  lastName: 'Nguyen',
  email: `alex.${n}@example.com`,
  mobile: '0412345678',
  mobileWork: '0298765432',
  picture: '',
  at: '2026-01-01T00:00:00.000Z',
});

const referlyAppends = async (dir: string) => {
  const store = createSqliteEventStore({ file: join(dir, 'events.db') });
  let started = performance.now();
  for (let n = 0; n < SINGLE_APPENDS; n += 1) {
    await store.append(`user-single-${n}`, [{ id: `single-${n}`, type: 'ProfileUpdated', data: profileData(n) }], 'no_stream');
  }
  const singleMs = performance.now() - started;
  started = performance.now();
  for (let b = 0; b < BATCHES; b += 1) {
    const events = Array.from({ length: BATCH_SIZE }, (_, i) => ({ id: `batch-${b}-${i}`, type: 'ProfileUpdated', data: profileData(i) }));
    await store.append(`user-batch-${b}`, events, 'no_stream');
  }
  const batchMs = performance.now() - started;
  await store.close();
  return { singleMs, batchMs };
};

const bareInserts = (dir: string) => {
  const db = new Database(join(dir, 'bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(
    'CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, stream_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL)',
  );
  const insert = db.prepare('INSERT INTO events (id, stream_id, type, data) VALUES (?, ?, ?, ?)');
  let started = performance.now();
  for (let n = 0; n < SINGLE_APPENDS; n += 1) insert.run(`single-${n}`, `user-single-${n}`, 'ProfileUpdated', JSON.stringify(profileData(n)));
  const singleMs = performance.now() - started;
  const batch = db.transaction((b: number) => {
    for (let i = 0; i < BATCH_SIZE; i += 1) insert.run(`batch-${b}-${i}`, `user-batch-${b}`, 'ProfileUpdated', JSON.stringify(profileData(i)));
  });
  started = performance.now();
  for (let b = 0; b < BATCHES; b += 1) batch(b);
  const batchMs = performance.now() - started;
  db.close();
  return { singleMs, batchMs };
};

/** (a) events appended per second on the SQLite adapter against plain prepared INSERTs. */
export const benchAppends = async (): Promise<Row[]> => {
  const dir = await mkdtemp(join(tmpdir(), 'referly-bench-appends-'));
  try {
    const bare = bareInserts(dir);
    const ours = await referlyAppends(dir);
    return [
      {
        measure: `appends, 1 event each (${SINGLE_APPENDS.toLocaleString('en-AU')})`,
        ours: perSecond(SINGLE_APPENDS, ours.singleMs),
        baseline: perSecond(SINGLE_APPENDS, bare.singleMs),
        note: 'one prepared INSERT per event (autocommit)',
      },
      {
        measure: `appends, ${BATCH_SIZE} events each (${(BATCHES * BATCH_SIZE).toLocaleString('en-AU')})`,
        ours: perSecond(BATCHES * BATCH_SIZE, ours.batchMs),
        baseline: perSecond(BATCHES * BATCH_SIZE, bare.batchMs),
        note: `${BATCH_SIZE} prepared INSERTs per transaction`,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
