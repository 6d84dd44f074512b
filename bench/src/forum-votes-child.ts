// The load client of (l), in a process of its own so it never shares a server's CPU, the same code for Referly and the
// bare forum: told by the bench (IPC) which watchers to connect to which discussion's room, then to vote; answers
// each round's times from sending a vote to each watcher hearing it. See forum-votes.ts.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';

export const WATCH = 'forum:watch';

/**
 * One side: its server, the discussion watched and voted on, the watchers' bearer tokens (null: a visitor, `auth: {
 * visitor: true }`), the voters' (each votes up, then takes it back, then the next: Referly allows a member 60 votes a
 * minute).
 */
export type VoteSide = { name: string; url: string; discussionId: string; watchers: (string | null)[]; voterTokens: string[] };
export type ToVotes = { type: 'connect'; sides: VoteSide[] } | { type: 'round'; side: string; votes: number } | { type: 'stop' };
export type VoteRound = {
  /** every (vote, watcher) that heard it: ms from sending the vote */
  heard: number[];
  /** per vote: ms from sending it to the last watcher hearing it */
  last: number[];
  /** per vote: ms from sending it to its reply */
  replied: number[];
  lost: number;
  errors: string[];
};
export type FromVotes = { type: 'connected'; ms: number; sockets: number } | ({ type: 'round' } & VoteRound) | { type: 'failed'; error: string };

/** A watcher that has not heard a vote this long after it was sent has lost it. */
const GIVE_UP_MS = 10_000;
const CONNECTING_AT_ONCE = 50;
/** between one vote being heard by all and the next */
const GAP_MS = 20;

type Pushed = { type?: string; data?: Record<string, unknown> };
type Current = { started: number; heard: (number | undefined)[]; count: number; done: () => void };

const send = (message: FromVotes) => process.send?.(message);
const sides = new Map<string, VoteSide>();
const currents = new Map<string, Current | null>();
const sockets: Socket[] = [];
/** votes sent so far, by side: vote k is voter floor(k / 2)'s, up (POST) on even k and taken back (DELETE) on odd */
const sent = new Map<string, number>();

/** A vote push about the side's discussion: its id may be the discussion's or the voted post's. */
const isVote = (side: VoteSide, event: Pushed) =>
  event.type === 'DiscussionVoted' && Object.values(event.data ?? {}).some((value) => value === side.discussionId);

const watch = (side: VoteSide, token: string | null, index: number) =>
  new Promise<void>((resolve, reject) => {
    const socket = io(side.url, { auth: token ? { token } : { visitor: true }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    const timer = setTimeout(() => reject(new Error(`${side.name}: watcher ${index} did not join the room`)), 15_000);
    let joined = false;
    const join = () =>
      socket.emit(WATCH, { discussionId: side.discussionId }, (reply: { ok?: boolean } | undefined) => {
        if (joined) return;
        if (reply?.ok === false) return reject(new Error(`${side.name}: watch refused: ${JSON.stringify(reply)}`));
        joined = true;
        clearTimeout(timer);
        resolve();
      });
    socket.on('connect', join);
    socket.on('ready', join);
    socket.on('event', (event: Pushed) => {
      const heardAt = performance.now();
      const current = currents.get(side.name);
      if (!current || !isVote(side, event) || current.heard[index] !== undefined) return;
      current.heard[index] = heardAt - current.started;
      current.count += 1;
      if (current.count === side.watchers.length) current.done();
    });
    socket.once('connect_error', (error) => reject(error));
  });

const connectAll = async (plans: VoteSide[]) => {
  const started = performance.now();
  for (const side of plans) {
    sides.set(side.name, side);
    for (let i = 0; i < side.watchers.length; i += CONNECTING_AT_ONCE) {
      await Promise.all(side.watchers.slice(i, i + CONNECTING_AT_ONCE).map((token, j) => watch(side, token, i + j)));
    }
  }
  send({ type: 'connected', ms: performance.now() - started, sockets: sockets.length });
};

/** `votes` votes, one at a time: each sent when every watcher heard the one before (or gave up on it). */
const round = async (name: string, votes: number) => {
  const side = sides.get(name);
  if (!side) throw new Error(`no side ${name}`);
  const result: VoteRound = { heard: [], last: [], replied: [], lost: 0, errors: [] };
  for (let v = 0; v < votes; v += 1) {
    const k = sent.get(name) ?? 0;
    sent.set(name, k + 1);
    const voterToken = side.voterTokens[Math.floor(k / 2) % side.voterTokens.length] ?? '';
    let done = () => undefined as void;
    const all = new Promise<void>((resolve) => (done = resolve));
    const current: Current = { started: performance.now(), heard: new Array<number | undefined>(side.watchers.length), count: 0, done };
    currents.set(name, current);
    // up on even k, taken back (DELETE) on odd: the same way twice changes nothing
    const up = k % 2 === 0;
    const reply = await fetch(`${side.url}/api/discussions/${side.discussionId}/vote`, {
      method: up ? 'POST' : 'DELETE',
      headers: { authorization: `Bearer ${voterToken}`, ...(up ? { 'content-type': 'application/json' } : {}) },
      ...(up ? { body: JSON.stringify({ voteType: 'upvote' }) } : {}),
    });
    result.replied.push(performance.now() - current.started);
    const body = await reply.text();
    if (reply.status !== 200) result.errors.push(`vote answered ${reply.status}: ${body.slice(0, 200)}`);
    // a refused vote is pushed to nobody: its watchers count as lost at once
    if (reply.status === 200) await Promise.race([all, sleep(GIVE_UP_MS)]);
    currents.set(name, null);
    const heard = current.heard.filter((ms): ms is number => ms !== undefined);
    result.heard.push(...heard);
    result.lost += side.watchers.length - heard.length;
    if (heard.length === side.watchers.length) result.last.push(Math.max(...heard));
    await sleep(GAP_MS);
  }
  result.errors = [...new Set(result.errors)].slice(0, 5);
  send({ type: 'round', ...result });
};

process.on('message', (message: ToVotes) => {
  const work =
    message.type === 'connect'
      ? connectAll(message.sides)
      : message.type === 'round'
        ? round(message.side, message.votes)
        : (async () => {
            sockets.forEach((socket) => socket.disconnect());
            process.exit(0);
          })();
  work.catch((error: unknown) => send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});
