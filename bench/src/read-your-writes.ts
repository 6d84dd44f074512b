import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import express from 'express';
import { startReferly } from '@referly/server/start';
import { embeddedConfig } from './embedded-config.ts';
import { call, profileOf, signUp } from './http-client.ts';
import { millis, percentile, type Row } from './table.ts';

const CLIENTS = 50;
const OPERATIONS = 2_000;
const MAX_READS_PER_OPERATION = 50;
const password = 'Bench-password-2026';

// Profile names are letters only; the operation number spelt in letters keeps every write distinct.
const spell = (n: number): string => {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `Bench${text}`;
};

type Client = { token: string; profile: Record<string, unknown> };

/** One operation: PUT /api/user, then GET /api/user/profile after its position until the new name reads back. */
type Timing = { total: number; write: number; reads: number };

const operation = async (base: string, client: Client, n: number): Promise<Timing> => {
  const firstName = spell(n);
  const body = {
    firstName,
    lastName: client.profile.lastName,
    mobile: client.profile.mobile,
    email: client.profile.email,
    mobileWork: typeof client.profile.mobileWork === 'string' && client.profile.mobileWork !== '' ? client.profile.mobileWork : '0298765432',
  };
  const started = performance.now();
  const written = await call(base, 'PUT', '/api/user', { body, token: client.token });
  if (written.status !== 200) throw new Error(`PUT /api/user answered ${written.status}: ${JSON.stringify(written.body)}`);
  const write = performance.now() - started;
  const position = written.headers.get('x-referly-position') ?? undefined;
  for (let read = 1; read <= MAX_READS_PER_OPERATION; read += 1) {
    const profile = await profileOf(base, client.token, position);
    if (profile.firstName === firstName) return { total: performance.now() - started, write, reads: read };
  }
  throw new Error(`the write of ${firstName} was not readable after ${MAX_READS_PER_OPERATION} reads`);
};

type Latencies = { total: number[]; write: number[]; reads: number };

const referlyLatencies = async (): Promise<Latencies> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'referly-bench-ryw-'));
  // startEmbedded with the auth rate limit raised: 50 sign-ups from one address would otherwise wait for it.
  const server = await startReferly(embeddedConfig(dataDir), { authRateLimit: { points: 100_000, durationSeconds: 60 } });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const clients: Client[] = [];
    for (let c = 0; c < CLIENTS; c += 1) {
      const token = await signUp(base, `bench.client.${c}@example.com`, password);
      clients.push({ token, profile: await profileOf(base, token) });
    }
    const timings: Timing[] = [];
    let next = 0;
    await Promise.all(
      clients.map(async (client) => {
        while (next < OPERATIONS) {
          const n = next;
          next += 1;
          timings.push(await operation(base, client, n));
        }
      }),
    );
    const ascending = (a: number, b: number) => a - b;
    return {
      total: timings.map((timing) => timing.total).sort(ascending),
      write: timings.map((timing) => timing.write).sort(ascending),
      reads: timings.reduce((sum, timing) => sum + timing.reads, 0) / timings.length,
    };
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

/** Bare baseline: an Express endpoint that writes one SQLite row and reads it back, under autocannon. */
const bareLatencies = async (): Promise<{ p50: number; p99: number }> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'referly-bench-bare-'));
  const db = new Database(join(dataDir, 'bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE profiles (id INTEGER PRIMARY KEY, first_name TEXT NOT NULL)');
  const write = db.prepare('INSERT INTO profiles (id, first_name) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET first_name = excluded.first_name');
  const read = db.prepare<[number], { first_name: string }>('SELECT first_name FROM profiles WHERE id = ?');
  const app = express();
  app.use(express.json());
  let counter = 0;
  app.put('/profile', (req, res) => {
    counter += 1;
    const id = counter % CLIENTS;
    const firstName = typeof req.body === 'object' && req.body !== null && 'firstName' in req.body ? String(req.body.firstName) : '';
    write.run(id, firstName);
    res.json({ data: { firstName: read.get(id)?.first_name } });
  });
  const listening: Server = await new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  try {
    const address = listening.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}/profile`,
      connections: CLIENTS,
      amount: OPERATIONS,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench' }),
    });
    return { p50: result.latency.p50, p99: result.latency.p99 };
  } finally {
    await new Promise((resolve) => listening.close(resolve));
    db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

/** (b) request-to-readable latency of a command with 50 concurrent clients. */
export const benchReadYourWrites = async (): Promise<Row[]> => {
  const bare = await bareLatencies();
  const ours = await referlyLatencies();
  const note = `Express PUT writing one SQLite row and reading it back (autocannon, ${CLIENTS} connections)`;
  return [
    {
      measure: `command to readable p50 (${CLIENTS} clients, ${OPERATIONS.toLocaleString('en-AU')} ops)`,
      ours: millis(percentile(ours.total, 50)),
      baseline: millis(bare.p50),
      note,
    },
    { measure: `command to readable p99`, ours: millis(percentile(ours.total, 99)), baseline: millis(bare.p99), note },
    {
      measure: '  of which the PUT reply, p50 / p99',
      ours: `${millis(percentile(ours.write, 50))} / ${millis(percentile(ours.write, 99))}`,
      baseline: '',
      note: `GETs per operation until readable: ${ours.reads.toFixed(2)}`,
    },
  ];
};
