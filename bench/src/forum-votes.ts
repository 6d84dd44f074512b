import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { BARE_FORUM_FILE } from './bare-forum.ts';
import { forumData, type ForumAuthor } from './forum-data.ts';
import { FORUM_PASSWORD, writeReferlyForum } from './forum-seed.ts';
import type { FromVotes, ToVotes, VoteRound, VoteSide } from './forum-votes-child.ts';
import { login } from './http-client.ts';
import { startLoadProcess, startServerProcess, type ServerProcess } from './processes.ts';
import { micros, millis, percentile, ratio, type Row } from './table.ts';

const WATCHERS = 500;
const DISCUSSIONS = 20;
const AUTHORS = 40;
/** bare, ours, ours, bare: whatever else the machine does weighs on both sides alike */
const ORDER = ['bare', 'ours', 'ours', 'bare'] as const;
const WARM_UP = 10;
/** members who vote in turn, each up then taking it back: Referly allows a member 60 votes a minute */
const VOTERS = 10;

const child = fileURLToPath(new URL('./forum-votes-child.ts', import.meta.url));
type Side = 'ours' | 'bare';

const startLoadClient = () => startLoadProcess<ToVotes, FromVotes>(child);

/** Whether Referly lets a visitor's socket (no token, `auth: { visitor: true }`) connect, as a signed-out reader's does. */
const anonymousSockets = (base: string) =>
  new Promise<boolean>((resolve) => {
    const socket = io(base, { auth: { visitor: true }, transports: ['websocket'], reconnection: false, forceNew: true });
    const settle = (answer: boolean) => {
      socket.disconnect();
      resolve(answer);
    };
    socket.once('connect', () => settle(true));
    socket.once('connect_error', () => settle(false));
  });

/** Signs `accounts` in, eight at a time (argon2). */
const signIn = async (base: string, accounts: ForumAuthor[]): Promise<string[]> => {
  const tokens: string[] = [];
  for (let i = 0; i < accounts.length; i += 8)
    tokens.push(...(await Promise.all(accounts.slice(i, i + 8).map((account) => login(base, account.email, FORUM_PASSWORD)))));
  return tokens;
};

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * (l) A vote's live delivery to 500 watchers of one discussion, beside the bare forum (bare-forum.ts): the load client
 * (forum-votes-child.ts, a process of its own) connects 500 sockets to each server and has each join the discussion's
 * room, then signed-in members vote on it, one vote at a time, each up (POST) and taken back (DELETE); each figure runs
 * from sending a vote to a watcher hearing it.
 */
export const benchForumVotes = async (votesPerRound: number): Promise<Row[]> => {
  const [oursDir, bareDir] = [await mkdtemp(join(tmpdir(), 'referly-bench-votes-')), await mkdtemp(join(tmpdir(), 'referly-bench-bare-votes-'))];
  const running: ServerProcess[] = [];
  const load = startLoadClient();
  try {
    const setupStarted = performance.now();
    const data = forumData(DISCUSSIONS, AUTHORS);
    // beyond the authors (who voted in the data): the voters, and the watchers if they must sign in
    const more = forumData(0, VOTERS + WATCHERS).authors.map((author, i): ForumAuthor => ({ ...author, email: `bench.votes.${i}.${Date.now()}@example.com` }));
    const [voters, watcherAccounts] = [more.slice(0, VOTERS), more.slice(VOTERS)];
    data.authors.push(...more);
    const discussion = data.discussions.at(-1);
    if (!discussion) throw new Error('no discussion');
    await writeFile(join(bareDir, BARE_FORUM_FILE), JSON.stringify(data));
    await writeReferlyForum(oursDir, data);
    const ours = await startServerProcess('referly', oursDir, undefined, { demo: false });
    running.push(ours);
    const bare = await startServerProcess('bare-forum', bareDir);
    running.push(bare);
    const anonymous = await anonymousSockets(ours.base);
    const watcherTokens = anonymous ? watcherAccounts.map(() => null) : await signIn(ours.base, watcherAccounts);
    const voterTokens = await signIn(ours.base, voters);
    const setupMs = performance.now() - setupStarted;

    const plan = (side: Side): VoteSide =>
      side === 'ours'
        ? { name: side, url: ours.base, discussionId: discussion.id, watchers: watcherTokens, voterTokens }
        : { name: side, url: bare.base, discussionId: discussion.id, watchers: watcherAccounts.map(() => null), voterTokens: voters.map((voter) => voter.id) };
    const connected = await load.ask({ type: 'connect', sides: [plan('ours'), plan('bare')] }, 'connected');
    const servers: Record<Side, ServerProcess> = { ours, bare };
    const tallies: Record<Side, VoteRound & { cpuMs: number; votes: number }> = {
      ours: { heard: [], last: [], replied: [], lost: 0, errors: [], cpuMs: 0, votes: 0 },
      bare: { heard: [], last: [], replied: [], lost: 0, errors: [], cpuMs: 0, votes: 0 },
    };
    for (const side of ['bare', 'ours'] as const) await load.ask({ type: 'round', side, votes: WARM_UP }, 'round');
    for (const side of ORDER) {
      const before = await servers[side].cpuMs();
      const result = await load.ask({ type: 'round', side, votes: votesPerRound }, 'round');
      const tally = tallies[side];
      tally.cpuMs += (await servers[side].cpuMs()) - before;
      tally.votes += votesPerRound;
      tally.heard.push(...result.heard);
      tally.last.push(...result.last);
      tally.replied.push(...result.replied);
      tally.lost += result.lost;
      tally.errors.push(...result.errors);
    }
    const [o, b] = [tallies.ours, tallies.bare];
    const [oh, bh, ol, bl, or, br] = [sorted(o.heard), sorted(b.heard), sorted(o.last), sorted(b.last), sorted(o.replied), sorted(b.replied)];
    const p = (values: number[], at: number) => percentile(values, at);
    const missing = (tally: VoteRound) => `${tally.lost} lost${tally.errors.length > 0 ? `, errors: ${[...new Set(tally.errors)].join('; ')}` : ''}`;
    const pair = (measure: string, ours: number[], bare: number[], at: number, note?: string): Row => ({
      measure,
      ours: millis(p(ours, at)),
      baseline: millis(p(bare, at)),
      ratio: ratio(p(ours, at), p(bare, at)),
      ...(note ? { note } : {}),
    });
    return [
      pair(
        `vote to each of ${WATCHERS} watchers' push, p50 (${o.votes} votes, ${o.heard.length.toLocaleString('en-AU')} deliveries a side)`,
        oh,
        bh,
        50,
        `Express + Socket.IO: the same POST/DELETE sets or takes back the vote in memory and emits it to the discussion's room; watchers ${
          anonymous ? 'visitors' : 'signed in'
        }, all in one client process`,
      ),
      pair('  p99', oh, bh, 99),
      pair(`  to the last of the ${WATCHERS} watchers, p50`, ol, bl, 50, 'per vote, over the votes every watcher heard'),
      pair('  to the last, p99', ol, bl, 99),
      pair('  the vote answered, p50', or, br, 50, "the voter's reply"),
      {
        measure: '  server CPU per vote',
        ours: micros(o.cpuMs / o.votes),
        baseline: micros(b.cpuMs / b.votes),
        ratio: ratio(o.cpuMs / o.votes, b.cpuMs / b.votes),
        note: `its ${WATCHERS} pushes included; ours ${missing(o)}; bare ${missing(b)}`,
      },
      {
        measure: '  set-up',
        ours: '',
        baseline: '',
        note: `${data.authors.length} accounts and ${DISCUSSIONS} discussions written, servers started${
          anonymous ? '' : `, ${WATCHERS} watchers signed in`
        } in ${millis(setupMs)}; ${connected.sockets} sockets joined in ${millis(connected.ms)}`,
      },
    ];
  } finally {
    await load.stop();
    await Promise.all(running.map((server) => server.stop()));
    await rm(oursDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
};
