import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { userStream } from '@referly/domain';
import { createSqliteEventStore } from '@referly/infra/event-store/index';
import { login } from './http-client.ts';
import { runLoad } from './load.ts';
import { startServerProcess } from './processes.ts';
import { micros, millis, ratio, type Row } from './table.ts';
import { referlyClientOf, referlyTarget, type ReferlyClient } from './targets.ts';

const DEMO_PASSWORD = 'Referly-demo-2026';
const LONG = { email: 'seeker@referly.dev', userId: '00000000-0000-4000-a000-000000000002' };
const SHORT = { email: 'referrer@referly.dev' };
const ROUNDS = 6;

/** Gives the demo seeker's account a long history: `count` profile changes appended straight to its stream. */
const lengthen = async (dataDir: string, count: number) => {
  const store = createSqliteEventStore({ file: join(dataDir, 'events.db') });
  const stream = userStream(LONG.userId);
  const [first] = await store.readStream(stream);
  let revision = (await store.readStream(stream)).length - 1;
  for (let from = 0; from < count; from += 500) {
    const events = Array.from({ length: Math.min(500, count - from) }, (_, i) => ({
      id: randomUUID(),
      type: 'ProfileUpdated',
      data: {
        userId: LONG.userId,
        firstName: 'Sam',
        lastName: 'Seeker',
        email: LONG.email,
        mobile: '0400 000 000',
        mobileWork: `02 9000 ${from + i}`,
        picture: '',
        at: first?.data.at ?? '',
      },
    }));
    revision = (await store.append(stream, events, revision)).nextRevision;
  }
  await store.close();
  return revision + 1;
};

/**
 * (d) What a command costs on a stream of thousands of events beside one of about ten, on one server: the
 * demo seeker's stream lengthened to `length` events, the demo referrer's as seeded. One client, one command
 * at a time, alternating blocks so drift hits both alike; the first command on the long stream is shown apart.
 */
export const benchStreamLength = async (length: number, operationsEach: number): Promise<Row[]> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'referly-bench-stream-'));
  try {
    await (await startServerProcess('referly', dataDir)).stop();
    const events = await lengthen(dataDir, length);
    const server = await startServerProcess('referly', dataDir);
    try {
      const clientOf = async (email: string) => referlyClientOf(server.base, await login(server.base, email, DEMO_PASSWORD));
      const [long, short] = [await clientOf(LONG.email), await clientOf(SHORT.email)];
      const started = performance.now();
      await runLoad([long], 1, referlyTarget, 2_000_000);
      const firstLongMs = performance.now() - started;
      await runLoad([short], 20, referlyTarget, 2_100_000);
      await runLoad([long], 20, referlyTarget, 2_200_000);

      const tally = { long: { cpu: 0, p50s: [] as number[] }, short: { cpu: 0, p50s: [] as number[] } };
      const block = operationsEach / ROUNDS;
      const run = async (which: 'long' | 'short', client: ReferlyClient, round: number) => {
        const before = await server.cpuMs();
        const result = await runLoad([client], block, referlyTarget, 3_000_000 + round * 10_000 + (which === 'long' ? 5_000 : 0));
        tally[which].cpu += (await server.cpuMs()) - before;
        tally[which].p50s.push(result.p50);
      };
      for (let round = 0; round < ROUNDS; round += 1) {
        await run('short', short, round);
        await run('long', long, round);
      }
      const cpu = { long: tally.long.cpu / operationsEach, short: tally.short.cpu / operationsEach };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      const p50 = { long: median(tally.long.p50s), short: median(tally.short.p50s) };
      const note = `the same server, a stream of the seeded ~10 events; ${operationsEach} write+read operations each`;
      return [
        {
          measure: `server CPU per command, ${events.toLocaleString('en-AU')}-event stream`,
          ours: micros(cpu.long),
          baseline: micros(cpu.short),
          ratio: ratio(cpu.long, cpu.short),
          note,
        },
        {
          measure: `write to readable p50, ${events.toLocaleString('en-AU')}-event stream`,
          ours: millis(p50.long),
          baseline: millis(p50.short),
          ratio: ratio(p50.long, p50.short),
          note,
        },
        {
          measure: '  the first command on it (folds the whole stream once)',
          ours: millis(firstLongMs),
          baseline: '',
          note: 'later commands read only newer events',
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
};
