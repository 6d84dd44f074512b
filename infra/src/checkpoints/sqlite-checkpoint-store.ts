import Database from 'better-sqlite3';
import { ownerOnlyDatabase } from '../files/owner-only.ts';
import type { CheckpointStore } from '../ports/checkpoint-store.ts';

/** Checkpoints in a table of a SQLite file (embedded mode: the event log's own file, so they live and go with it). */
export const createSqliteCheckpointStore = (options: { file: string }): CheckpointStore => {
  ownerOnlyDatabase(options.file);
  const db = new Database(options.file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
  const select = db.prepare<[string], { position: number }>('SELECT position FROM checkpoints WHERE name = ?');
  const upsert = db.prepare<[string, number]>(
    'INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position WHERE excluded.position > checkpoints.position',
  );
  return {
    load: async (name) => select.get(name)?.position ?? 0,
    save: async (name, position) => void upsert.run(name, position),
    close: async () => void db.close(),
  };
};
