// A server in a process of its own, so the load client never shares its CPU: `referly DATA_DIR [REDIS_PREFIX]`,
// `bare DATA_DIR`, `bare-payments DATA_DIR`, `bare-chat DATA_DIR [REDIS_PREFIX]`, `bare-feed DATA_DIR`, `bare-reviews DATA_DIR` or
// `bare-forum DATA_DIR` or `bare-capacity DATA_DIR [REDIS_PREFIX]`.
// It prints {"port"} when ready, then answers "cpu" messages with its process's CPU time in ms.
import Database from 'better-sqlite3';
import express from 'express';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startReferly } from '@referly/server/start';
import { embeddedConfig, redisConfig } from './embedded-config.ts';
import { startBareCapacity } from './bare-capacity.ts';
import { startBareChat } from './bare-chat.ts';
import { startBareFeed } from './bare-feed.ts';
import { startBareForum } from './bare-forum.ts';
import { startBarePayments } from './bare-payments.ts';
import { startBareReviews } from './bare-reviews.ts';

const [kind, dataDir, redisPrefix] = process.argv.slice(2);
const kinds = ['referly', 'bare', 'bare-payments', 'bare-chat', 'bare-feed', 'bare-reviews', 'bare-forum', 'bare-capacity'];
if (kind === undefined || !kinds.includes(kind) || dataDir === undefined) throw new Error(`usage: server-child.ts ${kinds.join('|')} DATA_DIR [REDIS_PREFIX]`);

/**
 * The bare baseline: Express with its JSON parser, one SQLite row written by PUT and read back by GET, on the
 * same pragmas as the event store. What any server doing this work with these parts would at least spend.
 */
const startBare = async (): Promise<{ port: number; close: () => Promise<void> }> => {
  const db = new Database(join(dataDir, 'bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE IF NOT EXISTS profiles (id TEXT PRIMARY KEY, first_name TEXT NOT NULL, position INTEGER NOT NULL)');
  const write = db.prepare<[string, string, number]>(
    'INSERT INTO profiles (id, first_name, position) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET first_name = excluded.first_name, position = excluded.position',
  );
  const read = db.prepare<[string], { first_name: string }>('SELECT first_name FROM profiles WHERE id = ?');
  let position = 0;
  const app = express();
  app.use(express.json());
  app.put('/profile/:id', (req, res) => {
    position += 1;
    const firstName = typeof req.body?.firstName === 'string' ? req.body.firstName : '';
    write.run(req.params.id, firstName, position);
    res.setHeader('x-referly-position', String(position));
    res.json({ statusCode: 200, message: 'saved' });
  });
  app.get('/profile/:id', (req, res) => {
    res.json({ statusCode: 200, data: { firstName: read.get(req.params.id)?.first_name ?? null } });
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { port: (server.address() as AddressInfo).port, close: async () => void server.close() };
};

const startOurs = async () => {
  // the auth rate limit raised: the bench signs many clients up from one address
  const config = redisPrefix ? redisConfig(dataDir, redisPrefix) : embeddedConfig(dataDir);
  // BENCH_WORKERS=false: a server node with its own read models but no reactors (another process runs the workers)
  const roles = process.env.BENCH_WORKERS === 'false' ? { roles: { server: true, projections: true, workers: false } } : {};
  const referly = await startReferly(config, { authRateLimit: { points: 1_000_000, durationSeconds: 60 }, ...roles });
  return { port: referly.port, close: () => referly.close() };
};

// BENCH_CPU_PROFILE=DIR: a V8 CPU profile, sampled every 50 µs, from the first "cpu" reading to the BENCH_CPU_PROFILE_READINGS-th
// (default 2: the first measured round), written there
const profileDir = process.env.BENCH_CPU_PROFILE;
const profiler = profileDir ? new Session() : undefined;
profiler?.connect();
let readings = 0;
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) => profiler?.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
const profileAround = async () => {
  readings += 1;
  const last = Number(process.env.BENCH_CPU_PROFILE_READINGS ?? 2);
  if (!profiler || !profileDir || readings > last) return;
  if (readings === 1) {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 50 });
    await post('Profiler.start');
    return;
  }
  if (readings < last) return;
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  writeFileSync(join(profileDir, `${kind}-${process.pid}.cpuprofile`), JSON.stringify(profile));
};

const server =
  kind === 'referly'
    ? await startOurs()
    : kind === 'bare'
      ? await startBare()
      : kind === 'bare-chat'
        ? await startBareChat(dataDir, redisPrefix)
        : kind === 'bare-feed'
          ? await startBareFeed(dataDir)
          : kind === 'bare-reviews'
            ? await startBareReviews({ inline: process.env.BENCH_BARE_REVIEWS_INLINE === '1' })
            : kind === 'bare-forum'
              ? await startBareForum(dataDir)
              : kind === 'bare-capacity'
                ? await startBareCapacity(dataDir, redisPrefix)
                : await startBarePayments(dataDir);
process.on('message', async (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000 });
    await profileAround();
  }
  if (message === 'stop') void server.close().then(() => process.exit(0));
});
process.send?.({ port: server.port });
