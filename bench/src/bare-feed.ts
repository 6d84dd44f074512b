import Database from 'better-sqlite3';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

type Row = [position: number, id: string, type: string, data: string, recordedAt: string];

const CHUNK = 1000;
const SCAN_MAX = 50_000;

/**
 * The bare baseline of the activity feed: Express reading the same log backwards with better-sqlite3, 1,000 rows at a
 * time, parsing each row's JSON and keeping those whose data holds `q` (all of them without one), until `limit` are
 * found or 50,000 rows were looked at, as the feed does; it answers each entry's id, type and time. No sign-in, no
 * names, no sentences, no allow-list: the least any server reading the log for a feed would spend.
 */
export const startBareFeed = async (dataDir: string): Promise<{ port: number; close: () => Promise<void> }> => {
  const db = new Database(join(dataDir, 'events.db'), { readonly: true });
  const back = db
    .prepare<[number, number], Row>('SELECT position, id, type, data, recorded_at FROM events WHERE position < ? ORDER BY position DESC LIMIT ?')
    .raw(true);
  const app = express();
  app.get('/feed', (req, res) => {
    const limit = Number(req.query.limit ?? 50);
    const q = typeof req.query.q === 'string' ? req.query.q : '';
    const found: { id: string; type: string; at: string; position: number }[] = [];
    let before = Number.MAX_SAFE_INTEGER;
    let scanned = 0;
    while (found.length < limit && scanned < SCAN_MAX) {
      const rows = back.all(before, CHUNK);
      for (const [position, id, type, data, recordedAt] of rows) {
        scanned += 1;
        before = position;
        const parsed = JSON.parse(data) as Record<string, unknown>;
        if (q !== '' && !JSON.stringify(parsed).includes(q)) continue;
        found.push({ id, type, at: recordedAt, position });
        if (found.length >= limit) break;
      }
      if (rows.length < CHUNK) break;
    }
    res.json({ statusCode: 200, data: found, nextBefore: found.length >= limit ? (found.at(-1)?.position ?? null) : null });
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.close();
      db.close();
    },
  };
};
