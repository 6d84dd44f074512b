import {
  discussionListQuerySchema,
  discussionPostSchema,
  DISCUSSION_ID,
  DomainError,
  flaggedQuerySchema,
  flagSchema,
  forumLinkCount,
  forumMessages as m,
  forumRelatedTopics,
  memberHourlyPosts,
  messages,
  moderateSchema,
  newAccountAgeMs,
  newAccountDailyComments,
  newAccountDailyDiscussions,
  newAccountLinksPerPost,
  restrictSchema,
  voteSchema,
  type DiscussionDetailView,
  type DiscussionPageView,
  type DiscussionPostReply,
  type DiscussionStatsView,
  type FlaggedPageView,
  type ForumMessageReply,
  type ModerationDecision,
  type TagsView,
  type VoteResultView,
  type VoteType,
} from '@referly/domain';
import type { FileStore } from '@referly/infra/ports/file-store';
import { FILE_ID } from '@referly/infra/ports/file-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getUser } from '@referly/projections/accounts/queries';
import type { DiscussionDoc } from '@referly/projections/forum/discussions.projection';
import {
  discussionOfFile,
  discussionStats,
  forumTags,
  getDiscussion,
  listAllDiscussions,
  listFlagged,
  listPublicDiscussions,
  listRecentlyVisited,
  relatedDiscussions,
  votesIn,
} from '@referly/projections/forum/queries';
import { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { demoAccounts } from '../accounts/demo-accounts.ts';
import { principalOf, requireAuth, type Authenticator, type Principal } from '../auth/authenticate.ts';
import { bearerToken } from '../auth/tokens.ts';
import { parse } from '../http/parse.ts';
import type { RateLimits } from '../http/rate-limit.ts';
import { POSITION_HEADER, replyCommand } from '../http/reply.ts';
import { sendMedia } from '../http/send-media.ts';
import type { ForumService } from './forum-service.ts';
import { acceptForumImages } from './post-uploads.ts';
import { sanitizePost } from './sanitize.ts';
import { answersOf, authorsOf, commentView, discussionView, flaggedView } from './views.ts';

const notFound = () => new DomainError('not_found', m.notFound);
/** A discussion the public does not see (restricted, or hidden by flags) is read by the admins and by its own author. */
const mayReadHidden = (principal: Principal | null, doc: { authorId: string }) =>
  principal !== null && (principal.role === 'admin' || principal.sub === doc.authorId);
const postIdOf = (req: Request) => {
  const id = String(req.params.id);
  if (!DISCUSSION_ID.test(id)) throw notFound();
  return id;
};
const DAY = 24 * 60 * 60;
const demoUserIds = new Set(demoAccounts.map((account) => account.userId));

export type ForumRouteDeps = {
  service: ForumService;
  readStore: ReadStore;
  files: FileStore;
  authenticate: Authenticator;
  rateLimits: RateLimits;
  waitFor: (position: number) => Promise<boolean>;
  clock: () => Date;
  logger: Logger;
};

/**
 * GET /api/discussions, /discussions/{id}, /discussions/flagged, /discussions/files/{fileId}, /discussion-stats, /tags;
 * POST /api/discussions, /{id}/vote, /{id}/flag, /{id}/moderate, /{id}/restrict; DELETE /api/discussions/{id}.
 */
export const forumRoutes = ({ service, readStore, files, authenticate, rateLimits, waitFor, clock, logger }: ForumRouteDeps): Router => {
  const router = Router();
  const signedIn = requireAuth(authenticate);
  const admin = requireAuth(authenticate, ['admin']);
  const [parseImages, checkImages] = acceptForumImages();

  // Discourse's trust level 0 (constants.ts): a new account's discussions, comments and links, counted per account
  const tooFast = (message: string) => () => message;
  const limits = {
    posts: rateLimits.keyed('forum-posts', { points: memberHourlyPosts, durationSeconds: 3600 }, tooFast(m.postingTooFast)),
    votes: rateLimits.keyed('forum-votes', { points: 60, durationSeconds: 60 }, tooFast(m.votingTooFast)),
    newDiscussions: rateLimits.keyed(
      'forum-new-account-discussions',
      { points: newAccountDailyDiscussions, durationSeconds: DAY },
      tooFast(m.newAccountDiscussions),
    ),
    newComments: rateLimits.keyed('forum-new-account-comments', { points: newAccountDailyComments, durationSeconds: DAY }, tooFast(m.newAccountComments)),
  };
  const isNewAccount = async (principal: Principal) => {
    // the demo's accounts (seeded at each start when SEED_DEMO is on) stand for long-standing members
    if (demoUserIds.has(principal.sub)) return false;
    const user = await getUser(readStore, principal.sub);
    return !user || clock().getTime() - Date.parse(user.createdAt) < newAccountAgeMs;
  };

  /** who is asking, when they say: a bearer that does not hold reads as a visitor, never an error */
  const who = async (req: Request): Promise<Principal | null> => {
    const token = bearerToken(req.get('authorization'));
    if (!token) return null;
    try {
      return await authenticate(token);
    } catch {
      return null;
    }
  };
  const needs = (principal: Principal | null, role?: 'admin'): Principal => {
    if (!principal) throw new DomainError('unauthenticated', messages.sessionExpired);
    if (role && principal.role !== role) throw new DomainError('forbidden', m.dashboardForbidden);
    return principal;
  };

  const pageOf = async (list: { data: DiscussionDoc[]; totalPages: number; currentPage: number; total: number }): Promise<DiscussionPageView> => {
    const authors = await authorsOf(
      readStore,
      list.data.map((doc) => doc.authorId),
    );
    return { data: list.data.map((doc) => discussionView(doc, authors)), totalPages: list.totalPages, currentPage: list.currentPage, total: list.total };
  };

  router.get('/discussions', async (req, res) => {
    const query = parse(discussionListQuerySchema, req.query);
    const principal = query.isDashboard || query.isRecentlyVisited ? await who(req) : null;
    if (query.isDashboard) {
      needs(principal, 'admin');
      res.json(await pageOf(await listAllDiscussions(readStore, query)));
    } else if (query.isRecentlyVisited) {
      res.json(await pageOf(await listRecentlyVisited(readStore, needs(principal).sub, query)));
    } else {
      res.json(await pageOf(await listPublicDiscussions(readStore, query)));
    }
  });

  router.get('/discussions/flagged', admin, async (req, res) => {
    const query = parse(flaggedQuerySchema, req.query);
    const list = await listFlagged(readStore, query);
    const authors = await authorsOf(
      readStore,
      list.data.map((doc) => doc.authorId),
    );
    const reply: FlaggedPageView = { ...list, data: list.data.map((doc) => flaggedView(doc, authors)) };
    res.json(reply);
  });

  router.get('/discussions/files/:fileId', async (req, res) => {
    const fileId = String(req.params.fileId);
    const doc = FILE_ID.test(fileId) ? await discussionOfFile(readStore, fileId) : null;
    const file = doc ? [...doc.images, ...doc.comments.flatMap((c) => c.images)].find((ref) => ref.fileId === fileId) : undefined;
    if (!doc || !file) throw new DomainError('not_found', m.fileNotFound);
    if (!doc.visible && !mayReadHidden(await who(req), doc)) throw new DomainError('not_found', m.fileNotFound);
    const stored = await files.open(fileId);
    if (!stored) throw new DomainError('not_found', m.fileNotFound);
    await sendMedia(req, res, { name: file.name, mime: file.mime, maxAge: doc.visible ? 3600 : 0, ...stored });
  });

  router.get('/discussions/:id', async (req, res) => {
    const doc = await getDiscussion(readStore, postIdOf(req));
    if (!doc) throw notFound();
    const principal = await who(req);
    const isAdmin = principal?.role === 'admin';
    if (!doc.visible && !mayReadHidden(principal, doc)) throw notFound();
    if (principal) {
      // a visit that cannot be written now is lost, never the read
      await service.visit(doc._id, principal.sub).catch((error: unknown) => logger.warn({ err: error, discussionId: doc._id }, 'forum visit not recorded'));
    }
    const [votes, related] = await Promise.all([
      principal ? votesIn(readStore, doc._id, principal.sub) : Promise.resolve(new Map()),
      relatedDiscussions(readStore, doc, forumRelatedTopics),
    ]);
    const authors = await authorsOf(readStore, [doc.authorId, ...doc.comments.map((c) => c.authorId)]);
    const reply: DiscussionDetailView = {
      ...discussionView(doc, authors),
      commentPosts: answersOf(doc, authors, votes, isAdmin),
      relatedTopics: related.map((topic) => ({ _id: topic._id, title: topic.title })),
      myVote: votes.get(doc._id) ?? null,
    };
    res.json(reply);
  });

  router.post('/discussions', signedIn, parseImages, checkImages, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const content = typeof body.content === 'string' ? sanitizePost(body.content) : body.content;
    const fields = parse(discussionPostSchema, { ...body, content });
    const principal = principalOf(res.locals);
    const isAdmin = principal.role === 'admin';
    if (fields.status === 'restricted' && !isAdmin) throw new DomainError('forbidden', m.restrictOnCreate);
    // a comment on a post the writer cannot see is refused before anything is counted
    if (fields.source) await service.thread(fields.source, isAdmin);
    if (!isAdmin && (await isNewAccount(principal))) {
      if (forumLinkCount(fields.content) > newAccountLinksPerPost) throw new DomainError('rate_limited', m.newAccountLinks);
      await (fields.source ? limits.newComments : limits.newDiscussions).take(principal.sub);
    }
    await limits.posts.take(principal.sub);
    const images = res.locals.forumImages ?? [];
    const made = fields.source
      ? await service.comment(fields.source, fields.content, images, principal.sub, isAdmin)
      : await service.start(fields, images, principal.sub);
    await waitFor(made.position);
    const doc = await getDiscussion(readStore, made.discussionId);
    const authors = await authorsOf(readStore, [principal.sub, ...(doc ? [doc.authorId] : [])]);
    const comment = doc?.comments.find((c) => c._id === made.postId);
    const data = comment && doc ? commentView(comment, doc._id, authors, null) : doc ? discussionView(doc, authors) : null;
    const reply = { message: fields.source ? m.commentPosted : m.posted, data: data ?? { _id: made.postId, discussionId: made.discussionId } };
    replyCommand(res, made.position, reply as DiscussionPostReply, 201);
  });

  const answerVote = async (req: Request, res: Response, voteType: VoteType | null) => {
    const postId = postIdOf(req);
    const principal = principalOf(res.locals);
    await limits.votes.take(principal.sub);
    const { vote, discussionId, position } = await service.vote(postId, principal.sub, voteType, principal.role === 'admin');
    await waitFor(position);
    const doc = await getDiscussion(readStore, discussionId);
    const post = doc?._id === postId ? doc : doc?.comments.find((c) => c._id === postId);
    const reply: VoteResultView = { upVotes: post?.upVotes ?? 0, downVotes: post?.downVotes ?? 0, score: post?.score ?? 0, myVote: vote };
    if (position > 0) res.setHeader(POSITION_HEADER, String(position));
    res.json(reply);
  };

  // the same way twice counts once; DELETE takes the member's vote back
  router.post('/discussions/:id/vote', signedIn, async (req, res) => answerVote(req, res, parse(voteSchema, req.body).voteType));
  router.delete('/discussions/:id/vote', signedIn, async (req, res) => answerVote(req, res, null));

  router.post('/discussions/:id/flag', signedIn, async (req, res) => {
    const postId = postIdOf(req);
    const { reason } = parse(flagSchema, req.body);
    const principal = principalOf(res.locals);
    const position = await service.flag(postId, principal.sub, reason, principal.role === 'admin');
    const reply: ForumMessageReply = { message: m.flagged };
    replyCommand(res, position, reply);
  });

  const decided: Record<ModerationDecision, string> = { keep: m.kept, hide: m.hidden, delete: m.deleted };
  router.post('/discussions/:id/moderate', admin, async (req, res) => {
    const postId = postIdOf(req);
    const { decision } = parse(moderateSchema, req.body);
    const position = await service.moderate(postId, decision, principalOf(res.locals).sub);
    replyCommand(res, position, { message: decided[decision] });
  });

  router.post('/discussions/:id/restrict', admin, async (req, res) => {
    const postId = postIdOf(req);
    const { restricted } = parse(restrictSchema, req.body);
    const position = await service.restrict(postId, restricted, principalOf(res.locals).sub);
    replyCommand(res, position, { message: restricted ? m.restricted : m.published });
  });

  router.delete('/discussions/:id', signedIn, async (req, res) => {
    const postId = postIdOf(req);
    const principal = principalOf(res.locals);
    const position = await service.remove(postId, principal.sub, principal.role === 'admin');
    if (position > 0) res.setHeader(POSITION_HEADER, String(position));
    res.status(204).end();
  });

  router.get('/discussion-stats', admin, async (_req, res) => {
    const reply: DiscussionStatsView = await discussionStats(readStore);
    res.json(reply);
  });

  router.get('/tags', async (_req, res) => {
    const reply: TagsView = { data: await forumTags(readStore) };
    res.json(reply);
  });

  return router;
};
