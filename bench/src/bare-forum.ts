import express from 'express';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Server } from 'socket.io';
import type { ForumData } from './forum-data.ts';

/** The discussions the bare forum holds: `forum.json` in its data folder, written by the bench (forum-data.ts). */
export const BARE_FORUM_FILE = 'forum.json';
/** The room event a watcher sends, as Referly's client sends it (client/src/features/forum/api/room.ts). */
export const WATCH = 'forum:watch';

type Summary = {
  _id: string;
  index: number;
  title: string;
  content: string;
  tags: string[];
  status: 'published';
  publishedAt: string;
  upVotes: number;
  downVotes: number;
  score: number;
  commentsCount: number;
  sharesCount: number;
  images: string[];
  category: string | null;
  user: { _id: string; firstName: string; lastName: string; picture: string | null; positionAtCompany: string | null };
};
type Held = Summary & { searchText: string; votes: Map<string, 'upvote' | 'downvote'> };

const numberOf = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The bare baseline of (k) and (l): Express + Socket.IO holding the same discussions in memory, what any server
 * answering the forum's list and pushing its votes with these parts would at least spend.
 *
 * List: `GET /api/discussions?search&tag&type&page&limit` filters the published discussions (kept newest first) on
 * the search term in the title, the text or the tags (lower-cased once, when loaded) and the tag, sorts by score (then
 * comments, then date) for `popular`, and
 * answers the page in the same shape as Referly's (`{ data, totalPages, currentPage, total }`, each discussion with its
 * author, counts and tags). Votes: a socket sends `forum:watch { discussionId }` and joins that room (acknowledged);
 * `POST /api/discussions/{id}/vote { voteType }` (the bearer is the voter's id, unchecked) sets the voter's vote and
 * `DELETE` takes it back; each emits `DiscussionVoted` with the discussion's and post's ids to the room, as Referly's
 * push names them, and answers the new counts. No sign-in, no events, no read models, no checks.
 */
export const startBareForum = async (dataDir: string) => {
  const data = JSON.parse(readFileSync(join(dataDir, BARE_FORUM_FILE), 'utf8')) as ForumData;
  const newestFirst: Held[] = data.discussions
    .map((discussion, index): Held => {
      const author = data.authors[discussion.authorIndex];
      const votes = new Map(discussion.upVoters.map((voter) => [data.authors[voter]?.id ?? String(voter), 'upvote' as const]));
      return {
        _id: discussion.id,
        index: index + 1,
        title: discussion.title,
        content: discussion.content,
        tags: discussion.tags,
        status: 'published',
        publishedAt: discussion.at,
        upVotes: votes.size,
        downVotes: 0,
        score: votes.size,
        commentsCount: discussion.comments.length,
        sharesCount: 0,
        images: [],
        category: discussion.tags[0] ?? null,
        user: { _id: author?.id ?? '', firstName: author?.firstName ?? '', lastName: author?.lastName ?? '', picture: null, positionAtCompany: null },
        searchText: [discussion.title, discussion.content.replace(/<[^>]*>/g, ' '), ...discussion.tags].join('\n').toLowerCase(),
        votes,
      };
    })
    .reverse();
  const byId = new Map(newestFirst.map((held) => [held._id, held]));
  const summary = ({ searchText: _text, votes: _votes, ...rest }: Held): Summary => rest;

  const app = express();
  app.use(express.json());
  const http = createServer(app);
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => {
    socket.on(WATCH, (payload: { discussionId?: unknown } | undefined, ack?: (reply: unknown) => void) => {
      const id = typeof payload?.discussionId === 'string' ? payload.discussionId : '';
      if (byId.has(id)) void socket.join(`discussion:${id}`);
      if (typeof ack === 'function') ack({ ok: byId.has(id) });
    });
    socket.emit('ready', { position: 0 });
  });

  app.get('/api/discussions', (req, res) => {
    const search = typeof req.query.search === 'string' ? req.query.search.trim().toLowerCase() : '';
    const tag = typeof req.query.tag === 'string' ? req.query.tag : '';
    const limit = numberOf(req.query.limit, 10);
    const page = numberOf(req.query.page, 1);
    let found = newestFirst.filter((held) => (search === '' || held.searchText.includes(search)) && (tag === '' || held.tags.includes(tag)));
    if (req.query.type === 'popular')
      found = found.sort((a, b) => b.score - a.score || b.commentsCount - a.commentsCount || b.publishedAt.localeCompare(a.publishedAt));
    res.json({
      data: found.slice((page - 1) * limit, page * limit).map(summary),
      totalPages: Math.max(1, Math.ceil(found.length / limit)),
      currentPage: page,
      total: found.length,
    });
  });

  let position = 0;
  /** sets (or with null takes back) the voter's vote, emits the new counts to the room, and answers them */
  const vote = (req: express.Request<{ id: string }>, res: express.Response, voteType: 'upvote' | 'downvote' | null) => {
    const held = byId.get(req.params.id);
    const voter = (req.get('authorization') ?? '').replace(/^Bearer /, '');
    if (!held || voter === '') {
      res.status(404).json({ statusCode: 404, message: 'Discussion not found.' });
      return;
    }
    if (voteType === null) held.votes.delete(voter);
    else held.votes.set(voter, voteType);
    const counts = [...held.votes.values()];
    held.upVotes = counts.filter((one) => one === 'upvote').length;
    held.downVotes = counts.length - held.upVotes;
    held.score = held.upVotes - held.downVotes;
    position += 1;
    io.to(`discussion:${held._id}`).emit('event', { type: 'DiscussionVoted', position, data: { discussionId: held._id, postId: held._id } });
    res.json({ upVotes: held.upVotes, downVotes: held.downVotes, score: held.score, myVote: held.votes.get(voter) ?? null });
  };
  app.post('/api/discussions/:id/vote', (req, res) => {
    const voteType: unknown = req.body?.voteType;
    if (voteType !== 'upvote' && voteType !== 'downvote') {
      res.status(400).json({ statusCode: 400, message: 'Vote type must be upvote or downvote.' });
      return;
    }
    vote(req, res, voteType);
  });
  app.delete('/api/discussions/:id/vote', (req, res) => vote(req, res, null));

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    close: async () => {
      await io.close();
    },
  };
};
