import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { NODE_FLAGS } from '@referly/server/node-flags';
import { fillAccountLog } from './account-log.ts';
import { benchFeed } from './feed.ts';
import { benchSocketMemory } from './socket-memory.ts';
import { megabytes, millis, type Row } from './table.ts';

const run = promisify(execFile);
const child = fileURLToPath(new URL('./startup-child.ts', import.meta.url));

type StartupFigures = { readyMs: number; rss: number; heapUsed: number };

const startInChild = async (dataDir: string): Promise<StartupFigures> => {
  const { stdout } = await run(process.execPath, [...NODE_FLAGS, '--import', 'tsx', child, dataDir], { maxBuffer: 16 * 1024 * 1024, timeout: 15 * 60_000 });
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as StartupFigures;
};

/** Bare baseline: read every row of the same log once with better-sqlite3 and parse its JSON. */
const bareScan = (file: string): number => {
  const db = new Database(file, { readonly: true });
  const started = performance.now();
  let parsed = 0;
  for (const row of db.prepare<[], { data: string }>('SELECT data FROM events ORDER BY position').iterate()) {
    if (JSON.parse(row.data) !== null) parsed += 1;
  }
  const ms = performance.now() - started;
  db.close();
  if (parsed === 0) throw new Error('empty log');
  return ms;
};

/**
 * (c) start to ready with a pre-filled log of account events, and the resident memory after; then, on the biggest, the
 * activity feed and what 1,000 connected sockets add to the resident memory.
 */
export const benchStartup = async (sizes: number[]): Promise<Row[]> => {
  const rows: Row[] = [];
  for (const size of sizes) {
    const dataDir = await mkdtemp(join(tmpdir(), 'referly-bench-startup-'));
    try {
      const file = join(dataDir, 'events.db');
      const fillStarted = performance.now();
      const filled = await fillAccountLog(file, size);
      const fillMs = performance.now() - fillStarted;
      const scanMs = bareScan(file);
      const figures = await startInChild(dataDir);
      const label = `${size.toLocaleString('en-AU')} events (${filled.users.toLocaleString('en-AU')} accounts)`;
      rows.push(
        { measure: `start to ready, ${label}`, ours: millis(figures.readyMs), baseline: millis(scanMs), note: 'one SELECT over the log + JSON.parse per row' },
        {
          measure: `  rss after ready`,
          ours: megabytes(figures.rss),
          baseline: '',
          note: `heap used ${megabytes(figures.heapUsed)}; log filled in ${millis(fillMs)}`,
        },
      );
      // the admin's activity feed reads this log as it is read, and 1,000 sockets connect to a server started on it:
      // measured on the biggest one
      if (size === Math.max(...sizes)) {
        rows.push(...(await benchFeed(dataDir, `${size.toLocaleString('en-AU')} events`)));
        rows.push(...(await benchSocketMemory(dataDir, `started on ${size.toLocaleString('en-AU')} events`)));
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
};
