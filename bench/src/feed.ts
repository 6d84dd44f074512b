import { performance } from 'node:perf_hooks';
import { call, login, type Reply } from './http-client.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';
import { micros, millis, percentile, ratio, type Row } from './table.ts';

const ROUNDS = 4;
const PER_ROUND = 10;

type Case = { name: string; ours: string; bare: string; check: (ours: Reply) => void };

const timed = async (go: () => Promise<Reply>, check: (reply: Reply) => void): Promise<number> => {
  const started = performance.now();
  const reply = await go();
  const ms = performance.now() - started;
  if (reply.status !== 200) throw new Error(`feed answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  check(reply);
  return ms;
};

/**
 * The admin's activity feed on a big log, read over HTTP by this process (the client) from Referly and from the bare
 * feed server (bare-feed.ts), each in a process of its own, in alternating rounds: the newest page, and a search that
 * matches nothing, so one page looks back through its whole budget of 50,000 events.
 */
export const benchFeed = async (dataDir: string, label: string): Promise<Row[]> => {
  const ours: ServerProcess = await startServerProcess('referly', dataDir);
  const bare: ServerProcess = await startServerProcess('bare-feed', dataDir);
  try {
    const token = await login(ours.base, 'admin@referly.dev', 'Referly-demo-2026');
    const entries = (reply: Reply) => (Array.isArray(reply.body.data) ? reply.body.data.length : -1);
    const cases: Case[] = [
      {
        name: 'the newest 50 entries',
        ours: '/api/admin/activity?limit=50',
        bare: '/feed?limit=50',
        check: (reply) => {
          if (entries(reply) !== 50) throw new Error(`expected 50 entries, got ${entries(reply)}`);
        },
      },
      {
        name: 'a search that matches nothing (50,000 events looked at)',
        ours: '/api/admin/activity?limit=50&q=nobody-at-all',
        bare: '/feed?limit=50&q=nobody-at-all',
        check: (reply) => {
          if (entries(reply) !== 0 || reply.body.nextBefore === null)
            throw new Error(`expected none and more to look at: ${JSON.stringify(reply.body).slice(0, 200)}`);
        },
      },
    ];
    const rows: Row[] = [];
    for (const one of cases) {
      const side = {
        ours: { times: [] as number[], cpu: 0, go: () => call(ours.base, 'GET', one.ours, { token }), check: one.check, server: ours },
        bare: { times: [] as number[], cpu: 0, go: () => call(bare.base, 'GET', one.bare), check: () => undefined, server: bare },
      };
      for (const warm of [side.ours, side.bare]) for (let i = 0; i < 3; i += 1) await timed(warm.go, warm.check);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const s of round % 2 === 0 ? [side.bare, side.ours] : [side.ours, side.bare]) {
          const before = await s.server.cpuMs();
          for (let i = 0; i < PER_ROUND; i += 1) s.times.push(await timed(s.go, s.check));
          s.cpu += (await s.server.cpuMs()) - before;
        }
      }
      const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
      const [o, b] = [sorted(side.ours.times), sorted(side.bare.times)];
      const n = ROUNDS * PER_ROUND;
      rows.push(
        {
          measure: `activity feed, ${label}: ${one.name}, p50`,
          ours: millis(percentile(o, 50)),
          baseline: millis(percentile(b, 50)),
          ratio: ratio(percentile(o, 50), percentile(b, 50)),
          note: 'Express + better-sqlite3 reading the log backwards, 1,000 rows at a time, JSON.parse each: ids, types and times only',
        },
        { measure: '  p99', ours: millis(percentile(o, 99)), baseline: millis(percentile(b, 99)), ratio: ratio(percentile(o, 99), percentile(b, 99)) },
        {
          measure: '  server CPU per request',
          ours: micros(side.ours.cpu / n),
          baseline: micros(side.bare.cpu / n),
          ratio: ratio(side.ours.cpu, side.bare.cpu),
          note: `${n} requests a side, admin-signed on ours`,
        },
      );
    }
    return rows;
  } finally {
    await Promise.all([ours.stop(), bare.stop()]);
  }
};
