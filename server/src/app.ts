import type { Outbox } from '@referly/infra/ports/mailer';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { mailboxRoutes } from './dev/mailbox-routes.ts';
import { accessLog } from './http/access-log.ts';
import { clientPage } from './http/client-page.ts';
import { setApiHeaders } from './http/api-headers.ts';
import { notFoundMiddleware, problemMiddleware } from './http/problem.ts';
import { READ_AFTER_HEADER } from './http/reply.ts';
import type { FeatureModule } from './platform/feature-module.ts';
import type { HealthReport } from './platform/health.ts';
import { routesBySegment } from './platform/routes-by-segment.ts';

export type AppDeps = {
  logger: Logger;
  features: FeatureModule[];
  /** resolves true once the read models reached the position, false after the timeout (at once beyond the log's head) */
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
  health: () => Promise<HealthReport>;
  /** present only in embedded mail mode and never in production: backs GET /api/dev/mailbox */
  outbox?: Outbox;
  /** Express `trust proxy` (config TRUST_PROXY): whose X-Forwarded-For names the client */
  trustProxy: string | number | false;
  /** folder of the built client, served with a single-page fallback */
  clientDir?: string;
};

declare global {
  namespace Express {
    interface Request {
      /** the body's bytes as they came, for a JSON body (a webhook's signature is over them) */
      rawBody?: Buffer;
    }
  }
}

const READ_AFTER_TIMEOUT_MS = 2000;
/** Vite names built assets by content hash, so a name never changes meaning and can be cached for good. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/** Builds the Express app without listening: the platform's own routes, then each feature's routes under /api. */
export const createApp = (deps: AppDeps): Express => {
  const app = express();
  app.set('trust proxy', deps.trustProxy);
  app.disable('x-powered-by');
  // API replies are private and change with every write: no ETag to compute, no conditional requests to answer
  app.set('etag', false);

  const api = express.Router();
  const logRequest = accessLog(deps.logger);
  // What every API call goes through first, in one layer (each layer of the router costs every request).
  api.use(async (req, res, next) => {
    setApiHeaders(res);
    logRequest(req, res);
    // Read-your-writes: a read waits (bounded) until the projections have caught up with the client's last command.
    const after = req.method === 'GET' ? Number(req.get(READ_AFTER_HEADER)) : 0;
    if (Number.isSafeInteger(after) && after > 0) await deps.waitFor(after, READ_AFTER_TIMEOUT_MS);
    next();
  });
  // A webhook's signature is over the bytes as sent: a JSON body keeps them beside what it parses to.
  api.use(
    express.json({
      limit: '100kb',
      verify: (req, _res, buf) => {
        (req as express.Request).rawBody = buf;
      },
    }),
  );

  api.get('/health', async (_req, res) => {
    const report = await deps.health();
    res.status(report.status === 'unavailable' ? 503 : 200).json(report);
  });

  // each request walks only the routers of the features that have a route under its first path segment (in list order)
  api.use(routesBySegment(deps.features.flatMap((feature) => (feature.routes ? [feature.routes] : []))));
  if (deps.outbox) api.use('/dev', mailboxRoutes(deps.outbox));
  api.use(notFoundMiddleware);
  api.use(problemMiddleware(deps.logger));
  app.use('/api', api);

  const clientDir = deps.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    // index.html names the current hashed assets, so it is checked again on every visit; answered from memory, compressed once
    const indexHtml = clientPage(path.join(clientDir, 'index.html'));
    // blob: images: a chat's pictures are fetched with the bearer and shown from an object URL (an <img src> carries no token)
    app.use(helmet({ contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null, 'img-src': ["'self'", 'data:', 'blob:'] } } }));
    // the landing page before any other layer: no look in the folder for '/'
    app.get('/', indexHtml);
    // The client's files are what is big (the landing page was 852 KB uncompressed); API replies are small JSON,
    // where wrapping every response for compression costs more than it saves.
    app.use(compression());
    app.use(
      express.static(clientDir, {
        index: false,
        setHeaders: (res, file) => {
          res.setHeader('Cache-Control', file.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    // any other path that is no file: the single-page app's own routes
    app.get(/^(?!\/api\/|\/socket\.io\/).*/, indexHtml);
  }
  app.use(problemMiddleware(deps.logger));
  return app;
};
