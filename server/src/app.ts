import { latestCalendarDate } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import type { Mailer, Outbox } from '@referly/infra/ports/mailer';
import type { ReadStore } from '@referly/infra/ports/read-store';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { accountsRoutes } from './accounts/accounts-routes.ts';
import type { AccountsService } from './accounts/accounts-service.ts';
import { adminUsersRoutes } from './admin/users-routes.ts';
import { requireAuth, type Authenticator } from './auth/authenticate.ts';
import { mailboxRoutes } from './dev/mailbox-routes.ts';
import { generalRoutes } from './general/general-routes.ts';
import { newsletterRoutes } from './site/newsletter-routes.ts';
import { notFoundMiddleware, problemMiddleware } from './http/problem.ts';
import type { RateLimitSettings } from './http/rate-limit.ts';
import { READ_AFTER_HEADER } from './http/reply.ts';

export type AppDeps = {
  logger: Logger;
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  mailer: Mailer;
  /** present only in embedded mail mode and never in production: backs GET /api/dev/mailbox */
  outbox?: Outbox;
  accounts: AccountsService;
  authenticate: Authenticator;
  /** resolves true once the read models reached the position, false after the timeout */
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
  clock: () => Date;
  authRateLimit: RateLimitSettings;
  uploadMaxBytes: number;
  /** Express `trust proxy` (config TRUST_PROXY): whose X-Forwarded-For names the client */
  trustProxy: string | number | false;
  /** folder of the built client, served with a single-page fallback */
  clientDir?: string;
};

const READ_AFTER_TIMEOUT_MS = 2000;

/** Builds the Express app without listening. */
export const createApp = (deps: AppDeps): Express => {
  const app = express();
  app.set('trust proxy', deps.trustProxy);
  app.disable('x-powered-by');
  app.use(helmet({ contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } } }));
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(async (req, _res, next) => {
    // Read-your-writes: a read waits (bounded) until the projections have caught up with the client's last command.
    const after = Number(req.get(READ_AFTER_HEADER));
    if (req.method === 'GET' && Number.isSafeInteger(after) && after > 0) await deps.waitFor(after, READ_AFTER_TIMEOUT_MS);
    next();
  });

  api.get('/health', async (_req, res) => {
    const entries = await Promise.all(
      (['eventStore', 'readStore', 'jobQueue', 'mailer'] as const).map(
        async (name) => [name, await deps[name].health().catch((error: unknown) => ({ ok: false, adapter: 'unknown', detail: String(error) }))] as const,
      ),
    );
    const adapters = Object.fromEntries(entries);
    const ok = entries.every(([, health]) => health.ok);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', adapters });
  });

  api.use(
    accountsRoutes({
      accounts: deps.accounts,
      authenticate: deps.authenticate,
      readStore: deps.readStore,
      today: () => latestCalendarDate(deps.clock()),
      authRateLimit: deps.authRateLimit,
    }),
  );
  api.use(newsletterRoutes({ eventStore: deps.eventStore, now: () => deps.clock().toISOString(), rateLimit: deps.authRateLimit }));
  api.use('/general', generalRoutes({ readStore: deps.readStore }));
  api.use('/admin', requireAuth(deps.authenticate, ['admin']), adminUsersRoutes({ accounts: deps.accounts, readStore: deps.readStore }));
  if (deps.outbox) api.use('/dev', mailboxRoutes(deps.outbox));
  api.use(notFoundMiddleware);
  api.use(problemMiddleware(deps.logger));
  app.use('/api', api);

  const clientDir = deps.clientDir;
  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    app.get(/^(?!\/api\/|\/socket\.io\/).*/, (_req, res) => res.sendFile(path.join(clientDir, 'index.html')));
  }
  app.use(problemMiddleware(deps.logger));
  return app;
};
