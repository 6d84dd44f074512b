import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BARE_FORUM_FILE } from './bare-forum.ts';
import { forumData, NO_TERM, SOME_TERM, type ForumData } from './forum-data.ts';
import { writeReferlyForum } from './forum-seed.ts';
import { call, type Reply } from './http-client.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';
import { micros, millis, percentile, ratio, type Row } from './table.ts';

const ROUNDS = 6;
const AUTHORS = 40;

type Case = { name: string; query: string };

const idsOf = (reply: Reply): string[] => (Array.isArray(reply.body.data) ? (reply.body.data as { _id?: unknown }[]).map((item) => String(item._id)) : []);

const get = async (server: ServerProcess, query: string): Promise<Reply> => {
  const reply = await call(server.base, 'GET', `/api/discussions?${query}`);
  if (reply.status !== 200) throw new Error(`GET /api/discussions?${query} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 300)}`);
  return reply;
};

/** Waits until Referly's list counts every seeded discussion (its read model caught up with the log). */
const caughtUp = async (server: ServerProcess, count: number) => {
  let total: unknown;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    total = (await get(server, 'page=1&limit=1')).body.total;
    if (total === count) return;
    await sleep(100);
  }
  throw new Error(`the forum list counted ${String(total)} discussions, not ${count}`);
};

/** The same answer on both sides: the same total and the same discussions on the page, in the same order. */
const sameAnswer = (name: string, ours: Reply, bare: Reply): string | null => {
  const [o, b] = [idsOf(ours), idsOf(bare)];
  if (ours.body.total !== bare.body.total) return `${name}: Referly counts ${String(ours.body.total)}, bare ${String(bare.body.total)}`;
  if (o.join() !== b.join()) return `${name}: the pages differ (Referly ${o.length} discussions, bare ${b.length}, in another order or others)`;
  return null;
};

/**
 * (k) The forum's list on 10,000 discussions (each with tags, comments and votes), read over HTTP by this process
 * from Referly and from the bare forum (bare-forum.ts), each server in a process of its own, one request at a time in
 * alternating rounds: a search that matches some, one that matches none, and the most popular.
 */
export const benchForumList = async (count: number, perRound: number): Promise<Row[]> => {
  const [oursDir, bareDir] = [await mkdtemp(join(tmpdir(), 'referly-bench-forum-')), await mkdtemp(join(tmpdir(), 'referly-bench-bare-forum-'))];
  const running: ServerProcess[] = [];
  try {
    const data: ForumData = forumData(count, AUTHORS);
    await writeFile(join(bareDir, BARE_FORUM_FILE), JSON.stringify(data));
    const seedStarted = performance.now();
    const written = await writeReferlyForum(oursDir, data);
    const seedMs = performance.now() - seedStarted;
    const startStarted = performance.now();
    const ours = await startServerProcess('referly', oursDir, undefined, { demo: false });
    running.push(ours);
    await caughtUp(ours, count);
    const readyMs = performance.now() - startStarted;
    const bare = await startServerProcess('bare-forum', bareDir);
    running.push(bare);

    const matching = data.discussions.filter((discussion) => discussion.title.toLowerCase().includes(SOME_TERM)).length;
    const cases: Case[] = [
      { name: `search "${SOME_TERM}" (matches ${matching.toLocaleString('en-AU')})`, query: `search=${SOME_TERM}&page=1&limit=5` },
      { name: `search "${NO_TERM}" (matches none)`, query: `search=${NO_TERM}&page=1&limit=5` },
      { name: 'type=popular, no search', query: 'type=popular&page=1&limit=5' },
    ];
    const differences: string[] = [];
    const rows: Row[] = [];
    for (const one of cases) {
      const difference = sameAnswer(one.name, await get(ours, one.query), await get(bare, one.query));
      if (difference) differences.push(difference);
      const side = { ours: { times: [] as number[], cpu: 0, server: ours }, bare: { times: [] as number[], cpu: 0, server: bare } };
      for (const s of [side.ours, side.bare]) for (let i = 0; i < 5; i += 1) await get(s.server, one.query);
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const s of round % 2 === 0 ? [side.bare, side.ours] : [side.ours, side.bare]) {
          const before = await s.server.cpuMs();
          for (let i = 0; i < perRound; i += 1) {
            const started = performance.now();
            await get(s.server, one.query);
            s.times.push(performance.now() - started);
          }
          s.cpu += (await s.server.cpuMs()) - before;
        }
      }
      const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
      const [o, b] = [sorted(side.ours.times), sorted(side.bare.times)];
      const n = ROUNDS * perRound;
      rows.push(
        {
          measure: `forum list, ${count.toLocaleString('en-AU')} discussions: ${one.name}, 5 a page, p50`,
          ours: millis(percentile(o, 50)),
          baseline: millis(percentile(b, 50)),
          ratio: ratio(percentile(o, 50), percentile(b, 50)),
          note: 'Express holding the same discussions in memory: filter, sort, slice, the same answer shape',
        },
        { measure: '  p99', ours: millis(percentile(o, 99)), baseline: millis(percentile(b, 99)), ratio: ratio(percentile(o, 99), percentile(b, 99)) },
        {
          measure: '  server CPU per request',
          ours: micros(side.ours.cpu / n),
          baseline: micros(side.bare.cpu / n),
          ratio: ratio(side.ours.cpu, side.bare.cpu),
          note: `${n} requests a side, one at a time, anonymous`,
        },
      );
    }
    rows.push({
      measure: '  set-up',
      ours: '',
      baseline: '',
      note: `${written.toLocaleString('en-AU')} events written in ${millis(seedMs)}; start to the list counting them ${millis(readyMs)}; ${
        differences.length === 0 ? 'both sides answered the same discussions' : `ANSWERS DIFFER: ${differences.join('; ')}`
      }`,
    });
    return rows;
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    await rm(oursDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
};
