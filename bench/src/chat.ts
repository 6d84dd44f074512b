import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { BARE_CHATS_FILE, type BareChats } from './bare-chat.ts';
import type { ChatPlan, FromLoad, RoundResult, SidePlan, ToLoad } from './chat-load-child.ts';
import { openChats, writeChatAccounts, type BenchChat } from './chat-people.ts';
import { forget, redisAnswers } from './bench-redis.ts';
import { BENCH_REDIS_URL } from './embedded-config.ts';
import { startLoadProcess, startServerProcess, type ServerProcess } from './processes.ts';
import { micros, millis, percentile, perSecond, ratio, type Row } from './table.ts';

/** 500 seekers and 500 referrers, each pair on the chat of a paid request the referrer took: 1,000 sockets. */
const PAIRS = 500;
const RATE = 100;
/** bare, ours, ours, bare: whatever else the machine does weighs on both sides alike */
const ORDER = ['bare', 'ours', 'ours', 'bare'] as const;
const WARM_UP = 200;

const loadChild = fileURLToPath(new URL('./chat-load-child.ts', import.meta.url));

type Side = 'ours' | 'bare';
type Tally = { pushed: number[]; read: number[]; lost: number; errors: string[]; sent: number; delivered: number; ms: number; cpuMs: number };

/** The load client in a process of its own: one message out, the next matching one back. */
const startLoadClient = () => startLoadProcess<ToLoad, FromLoad>(loadChild);

const cpuOf = async (servers: ServerProcess[]) => (await Promise.all(servers.map((server) => server.cpuMs()))).reduce((sum, ms) => sum + ms, 0);

/**
 * One comparison: the load client connects every person of both sides (the seekers to the first server of a side, the
 * referrers to its last, so with two every message crosses between them), warms both up, then sends `perRound`
 * messages at RATE a second in alternating rounds, reading the server processes' CPU around each round.
 */
const compare = async (servers: Record<Side, ServerProcess[]>, chats: BenchChat[], perRound: number) => {
  const plan = (side: Side): SidePlan => {
    const [first, last] = [servers[side][0], servers[side].at(-1)];
    if (!first || !last) throw new Error(`no ${side} server`);
    const token = (person: { id: string; token: string }) => (side === 'ours' ? person.token : person.id);
    return {
      name: side,
      watch: side === 'ours',
      chats: chats.map(({ chatId, seeker, referrer }): ChatPlan => ({
        chatId,
        seeker: { id: seeker.id, token: token(seeker), url: first.base },
        referrer: { id: referrer.id, token: token(referrer), url: last.base },
      })),
    };
  };
  const load = startLoadClient();
  try {
    const connected = await load.ask({ type: 'connect', sides: [plan('ours'), plan('bare')] }, 'connected');
    const next: Record<Side, number> = { ours: 0, bare: 0 };
    const tallies: Record<Side, Tally> = {
      ours: { pushed: [], read: [], lost: 0, errors: [], sent: 0, delivered: 0, ms: 0, cpuMs: 0 },
      bare: { pushed: [], read: [], lost: 0, errors: [], sent: 0, delivered: 0, ms: 0, cpuMs: 0 },
    };
    const round = async (side: Side, count: number): Promise<RoundResult & { cpuMs: number }> => {
      const before = await cpuOf(servers[side]);
      const result = await load.ask({ type: 'round', side, first: next[side], count, perSecond: RATE }, 'round');
      next[side] += count;
      return { ...result, cpuMs: (await cpuOf(servers[side])) - before };
    };
    for (const side of ['bare', 'ours'] as const) await round(side, WARM_UP);
    for (const side of ORDER) {
      const result = await round(side, perRound);
      const tally = tallies[side];
      tally.pushed.push(...result.pushed);
      tally.read.push(...result.read);
      tally.lost += result.lost;
      tally.errors.push(...result.errors);
      tally.sent += result.sent;
      tally.delivered += result.delivered;
      tally.ms += result.ms;
      tally.cpuMs += result.cpuMs;
    }
    return { tallies, connectMs: connected.ms, sockets: connected.sockets };
  } finally {
    await load.stop();
  }
};

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

const rowsOf = (label: string, result: Awaited<ReturnType<typeof compare>>, setupNote: string): Row[] => {
  const { ours, bare } = result.tallies;
  const [oursPushed, barePushed] = [sorted(ours.pushed), sorted(bare.pushed)];
  const p = (values: number[], at: number) => percentile(values, at);
  const missing = (tally: Tally) => `${tally.lost} lost${tally.errors.length > 0 ? `, errors: ${tally.errors.join('; ')}` : ''}`;
  return [
    {
      measure: `${label}: delivery with its text, p50 (${ours.sent.toLocaleString('en-AU')} messages a side)`,
      ours: millis(p(oursPushed, 50)),
      baseline: millis(p(barePushed, 50)),
      ratio: ratio(p(oursPushed, 50), p(barePushed, 50)),
      note: `a Socket.IO relay: the same multipart POST parsed and its text emitted to both people's rooms; from the send to the other person's socket hearing the text (Referly's to the chat's room, each socket watching its chat after the access check; no re-read) (${setupNote})`,
    },
    { measure: '  delivery p99', ours: millis(p(oursPushed, 99)), baseline: millis(p(barePushed, 99)), ratio: ratio(p(oursPushed, 99), p(barePushed, 99)) },
    {
      measure: `  messages delivered a second (${RATE}/s sent)`,
      ours: perSecond(ours.delivered, ours.ms),
      baseline: perSecond(bare.delivered, bare.ms),
      ratio: ratio(ours.delivered / ours.ms, bare.delivered / bare.ms),
      note: `ours ÷ bare; ours ${ours.delivered}/${ours.sent} delivered, ${missing(ours)}; bare ${bare.delivered}/${bare.sent}, ${missing(bare)}`,
    },
    {
      measure: '  server CPU per message',
      ours: micros(ours.cpuMs / ours.sent),
      baseline: micros(bare.cpuMs / bare.sent),
      ratio: ratio(ours.cpuMs / ours.sent, bare.cpuMs / bare.sent),
      note: `every server process of the side, user+system; ${result.sockets} sockets connected (and Referly's watching their chat) in ${millis(result.connectMs)}`,
    },
  ];
};

const stopAll = (servers: ServerProcess[]) => Promise.all(servers.map((server) => server.stop()));

/**
 * (g) Chat delivery with 1,000 connected sockets and 100 messages a second, beside a bare Socket.IO relay; (h) the same
 * with two server processes of each sharing rooms through Redis, every message sent on one and delivered on the other.
 */
export const benchChat = async (quick: boolean): Promise<Row[]> => {
  const perRound = quick ? 500 : 1_000;
  const [oursDir, bareDir] = [await mkdtemp(join(tmpdir(), 'referly-bench-chat-')), await mkdtemp(join(tmpdir(), 'referly-bench-bare-chat-'))];
  const prefix = `referly-bench-chat-${process.pid}-${Date.now()}`;
  const running: ServerProcess[] = [];
  const start = async (...args: Parameters<typeof startServerProcess>) => {
    const server = await startServerProcess(...args);
    running.push(server);
    return server;
  };
  try {
    const setupStarted = performance.now();
    const accounts = await writeChatAccounts(oursDir, PAIRS);
    const ours = await start('referly', oursDir);
    const chats = await openChats(ours.base, accounts);
    const setupNote = `set-up: ${chats.length} paid requests taken, ${chats.length * 2} people signed in, in ${millis(performance.now() - setupStarted)}`;
    const bareChats: BareChats = Object.fromEntries(chats.map(({ chatId, seeker, referrer }) => [chatId, [seeker.id, referrer.id]]));
    await writeFile(join(bareDir, BARE_CHATS_FILE), JSON.stringify(bareChats));
    const bare = await start('bare-chat', bareDir);
    const rows = rowsOf('(g) one process', await compare({ ours: [ours], bare: [bare] }, chats, perRound), setupNote);
    await stopAll(running.splice(0));

    if (!(await redisAnswers()))
      return [...rows, { measure: '(h) two processes on Redis', ours: '', baseline: '', note: `skipped: no Redis at ${BENCH_REDIS_URL}` }];
    // one after the other: the second finds the first's secrets (and so takes the same tokens). The scaled deployment
    // runs the reactors in one process (start:workers), not in every server node: the first process runs them (its CPU
    // counts on Referly's side), the second is a server node with its own read models and no workers.
    const oursTwo = [await start('referly', oursDir, prefix), await start('referly', oursDir, prefix, { workers: false })];
    const bareTwo = [await start('bare-chat', bareDir, prefix), await start('bare-chat', bareDir, prefix)];
    const two = await compare({ ours: oursTwo, bare: bareTwo }, chats, perRound);
    return [...rows, ...rowsOf('(h) two processes on Redis, sent on one, delivered on the other', two, 'the bare relay on @socket.io/redis-streams-adapter')];
  } finally {
    await stopAll(running);
    await forget(prefix).catch(() => undefined);
    await rm(oursDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
};
