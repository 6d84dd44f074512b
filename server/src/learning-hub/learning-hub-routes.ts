import {
  DomainError,
  learningHubAdminQuerySchema,
  learningHubListQuerySchema,
  learningHubMessages as m,
  learningHubPostSchema,
  type LearningHubAdminPage,
  type LearningHubPage,
  type LearningHubPostDetails,
  type LearningHubSaveReply,
} from '@referly/domain';
import type { FileStore } from '@referly/infra/ports/file-store';
import { FILE_ID } from '@referly/infra/ports/file-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getLearningHubPost, listAdminPosts, listPublishedPosts, neighbourPosts, postOfFile } from '@referly/projections/learning-hub/queries';
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import { principalOf, requireAuth, type Authenticator, type Principal } from '../auth/authenticate.ts';
import { bearerToken } from '../auth/tokens.ts';
import { parse } from '../http/parse.ts';
import { POSITION_HEADER, replyCommand } from '../http/reply.ts';
import { sendMedia } from '../http/send-media.ts';
import type { LearningHubService, PostUploads } from './learning-hub-service.ts';
import { acceptPostUploads } from './post-uploads.ts';
import { itemView, postView } from './views.ts';

const POST_ID = /^[A-Za-z0-9-]{1,64}$/;
const notFound = () => new DomainError('not_found', m.notFound);

export type LearningHubRouteDeps = {
  service: LearningHubService;
  readStore: ReadStore;
  files: FileStore;
  authenticate: Authenticator;
  waitFor: (position: number) => Promise<boolean>;
  /** a viewer's key as it is kept: a keyed hash, so the log holds no address nor who read what */
  viewerKey: (viewer: string) => string;
  logger: Logger;
};

/**
 * GET /api/learning-hub (public), /admin (admin), /files/{fileId}, /{id}; POST, PUT /{id}, DELETE /{id} (admin).
 * Mounted under /api.
 */
export const learningHubRoutes = ({ service, readStore, files, authenticate, waitFor, viewerKey, logger }: LearningHubRouteDeps): Router => {
  const router = Router();
  const admin = requireAuth(authenticate, ['admin']);
  const [parseUploads, checkUploads] = acceptPostUploads();

  /** who is asking, when they say: a bearer that does not hold (expired, revoked) reads as a visitor, never an error */
  const who = async (req: Request): Promise<Principal | null> => {
    const token = bearerToken(req.get('authorization'));
    if (!token) return null;
    try {
      return await authenticate(token);
    } catch {
      return null;
    }
  };

  /** a post the asker may read: published to anyone, any other status to an admin only; else 404 as if it were not there */
  const readable = async (req: Request, postId: string) => {
    if (!POST_ID.test(postId)) throw notFound();
    const post = await getLearningHubPost(readStore, postId);
    if (!post) throw notFound();
    if (post.status === 'published') return { post, principal: await who(req) };
    const principal = await who(req);
    if (principal?.role !== 'admin') throw notFound();
    return { post, principal };
  };

  const details = (req: Request) => {
    const { removeImages, ...fields } = parse(learningHubPostSchema, req.body);
    const post: LearningHubPostDetails = fields;
    return { post, removeImages };
  };
  const uploadsOf = (locals: { postUploads?: PostUploads }): PostUploads => locals.postUploads ?? { images: [], videos: [] };

  const saved = async (postId: string, position: number) => {
    await waitFor(position);
    const post = await getLearningHubPost(readStore, postId);
    if (!post) throw notFound();
    return itemView(post);
  };

  router.get('/learning-hub', async (req, res) => {
    const query = parse(learningHubListQuerySchema, req.query);
    const { data, totalPages, currentPage, total } = await listPublishedPosts(readStore, query);
    const reply: LearningHubPage = { data: data.map(itemView), totalPages, currentPage, total };
    res.json(reply);
  });

  router.get('/learning-hub/admin', admin, async (req, res) => {
    const query = parse(learningHubAdminQuerySchema, req.query);
    const { data, totalPages, currentPage, total, counts } = await listAdminPosts(readStore, query);
    const reply: LearningHubAdminPage = { data: data.map(itemView), totalPages, currentPage, total, counts };
    res.json(reply);
  });

  router.get('/learning-hub/files/:fileId', async (req, res) => {
    const fileId = String(req.params.fileId);
    const post = FILE_ID.test(fileId) ? await postOfFile(readStore, fileId) : null;
    const file = post ? [...post.images, ...post.videos].find((ref) => ref.fileId === fileId) : undefined;
    if (!post || !file) throw new DomainError('not_found', m.fileNotFound);
    if (post.status !== 'published' && (await who(req))?.role !== 'admin') throw new DomainError('not_found', m.fileNotFound);
    const stored = await files.open(fileId);
    if (!stored) throw new DomainError('not_found', m.fileNotFound);
    await sendMedia(req, res, { name: file.name, mime: file.mime, maxAge: post.status === 'published' ? 3600 : 0, ...stored });
  });

  router.get('/learning-hub/:id', async (req, res) => {
    const { post, principal } = await readable(req, String(req.params.id));
    if (post.status === 'published') {
      // a view that cannot be written now is lost, never the read
      const viewer = viewerKey(principal ? `user:${principal.sub}` : `ip:${req.ip ?? 'unknown'}`);
      await service
        .view(post._id, post.title, viewer)
        .catch((error: unknown) => logger.warn({ err: error, postId: post._id }, 'learning hub view not counted'));
    }
    res.json(postView(post, await neighbourPosts(readStore, post)));
  });

  router.post('/learning-hub', admin, parseUploads, checkUploads, async (req, res) => {
    const { post } = details(req);
    const { postId, position } = await service.create(post, uploadsOf(res.locals), principalOf(res.locals).sub);
    const reply: LearningHubSaveReply = { message: m.created, data: await saved(postId, position) };
    replyCommand(res, position, reply, 201);
  });

  router.put('/learning-hub/:id', admin, parseUploads, checkUploads, async (req, res) => {
    const postId = String(req.params.id);
    if (!POST_ID.test(postId)) throw notFound();
    const { post, removeImages } = details(req);
    const position = await service.update(postId, post, uploadsOf(res.locals), removeImages, principalOf(res.locals).sub);
    const reply: LearningHubSaveReply = { message: m.updated, data: await saved(postId, position) };
    replyCommand(res, position, reply);
  });

  router.delete('/learning-hub/:id', admin, async (req, res) => {
    const postId = String(req.params.id);
    if (!POST_ID.test(postId)) throw notFound();
    const position = await service.remove(postId, principalOf(res.locals).sub);
    if (position > 0) res.setHeader(POSITION_HEADER, String(position));
    res.status(204).end();
  });

  return router;
};
