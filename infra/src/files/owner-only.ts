import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

const OTHERS = 0o077;

/** Takes group and world permissions off a path we own; one owned by someone else is left to them. */
const tighten = (path: string): void => {
  const stat = statSync(path);
  if ((stat.mode & OTHERS) === 0) return;
  if (process.getuid === undefined || stat.uid !== process.getuid()) return;
  chmodSync(path, stat.mode & 0o700);
};

/** A folder only its owner can list or enter (0700): created so, or tightened when it already exists. */
export const ownerOnlyFolder = (path: string): void => {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  tighten(path);
};

/**
 * A file only its owner can read or write (0600): created empty with that mode when missing, or
 * tightened when it exists. SQLite gives a database's -wal and -shm files the database file's mode,
 * so creating events.db this way before SQLite opens it covers them too; older ones are tightened.
 */
export const ownerOnlyFile = (path: string, companions: string[] = []): void => {
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, ...companions]) if (existsSync(file)) tighten(file);
};

/** A SQLite database file and its -wal and -shm companions, owner-only; ':memory:' and '' (private databases) have no file. */
export const ownerOnlyDatabase = (file: string): void => {
  if (file === ':memory:' || file === '') return;
  ownerOnlyFile(file, [`${file}-wal`, `${file}-shm`]);
};
