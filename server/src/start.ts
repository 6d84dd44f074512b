import { createAdapters, type Adapters } from '@referly/infra/adapters';
import type { Config } from '@referly/infra/config';
import { createOtpCrypto } from '@referly/infra/crypto/secrets';
import { allProjections, createCheckpointWaiter, createProjectionRunner } from '@referly/projections/index';
import { reactors, registerEmailWorker, startReactors } from '@referly/workers/index';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createAccountsService, type AccountsService } from './accounts/accounts-service.ts';
import { createApp } from './app.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { createTokens } from './auth/tokens.ts';
import type { RateLimitSettings } from './http/rate-limit.ts';
import { attachLiveUpdates } from './live/socket.ts';
import { resolveSecrets } from './secrets.ts';
import { seedDemoData } from './seed/seed-demo.ts';

export type StartOptions = {
  /** which parts run in this process; all three in embedded mode */
  roles?: { server: boolean; projections: boolean; workers: boolean };
  clock?: () => Date;
  authRateLimit?: RateLimitSettings;
  clientDir?: string;
};

export type Referly = {
  url: string;
  port: number;
  adapters: Adapters;
  accounts: AccountsService;
  /** resolves once the read models have reached a position */
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
  close(): Promise<void>;
};

const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
const allRoles = { server: true, projections: true, workers: true };

/** Starts the parts of Referly this process runs; resolves once it is ready to serve. */
export const startReferly = async (config: Config, options: StartOptions = {}): Promise<Referly> => {
  const roles = options.roles ?? allRoles;
  const clock = options.clock ?? (() => new Date());
  const logger = pino({ level: config.logLevel });
  const log = (msg: string, extra?: unknown) => logger.warn(extra === undefined ? {} : { extra }, msg);
  const adapters = await createAdapters(config);
  const { eventStore, readStore, jobQueue, mailer } = adapters;
  const closers: (() => Promise<void>)[] = [];

  try {
    const secrets = resolveSecrets(config);
    const otpCrypto = createOtpCrypto(secrets.otpSecret);
    const tokens = createTokens(secrets.jwtSecret, config.jwtTtlSeconds);

    let waitFor: Referly['waitFor'];
    if (roles.projections) {
      // The in-memory read models are rebuilt from the log at every start; MongoDB ones resume from their checkpoints.
      const runner = createProjectionRunner({ eventStore, readStore, projections: allProjections, rebuild: !config.mongodbUrl, log });
      await runner.start();
      closers.push(() => runner.stop());
      waitFor = (position, timeoutMs) => runner.waitFor(position, timeoutMs);
    } else {
      const waiter = createCheckpointWaiter(
        readStore,
        allProjections.map((projection) => projection.name),
      );
      waitFor = (position, timeoutMs) => waiter.waitFor(position, timeoutMs);
    }

    if (roles.workers) {
      registerEmailWorker({ eventStore, jobQueue, mailer, otpCrypto, log, now: clock });
      const started = await startReactors({ eventStore, jobQueue, reactors, log });
      closers.push(() => started.stop());
    }

    const accounts = createAccountsService({ eventStore, tokens, otpCrypto, clock, newId: randomUUID, waitFor: (position) => waitFor(position) });
    if (config.seedDemo && roles.projections) await waitFor(await seedDemoData({ eventStore, accounts, now: () => clock().toISOString() }), 10_000);

    let url = '';
    let port = 0;
    if (roles.server) {
      const authenticate = createAuthenticator(tokens, readStore);
      // Behind a load balancer the limits must hold across nodes, so they count in Redis when there is one.
      const limiterRedis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
      if (limiterRedis) closers.push(async () => void limiterRedis.disconnect());
      const app = createApp({
        logger,
        eventStore,
        readStore,
        jobQueue,
        mailer,
        ...(adapters.outbox && config.env !== 'production' ? { outbox: adapters.outbox } : {}),
        accounts,
        authenticate,
        waitFor,
        clock,
        authRateLimit: { ...(options.authRateLimit ?? { points: 30, durationSeconds: 60 }), ...(limiterRedis ? { redis: limiterRedis } : {}) },
        uploadMaxBytes: config.uploadMaxBytes,
        trustProxy: config.trustProxy,
        clientDir: options.clientDir ?? defaultClientDir,
      });
      const httpServer = createServer(app);
      const live = await attachLiveUpdates({ httpServer, eventStore, authenticate });
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, resolve);
      });
      port = (httpServer.address() as AddressInfo).port;
      url = `http://localhost:${port}`;
      closers.push(() => live.close());
    }

    return {
      url,
      port,
      adapters,
      accounts,
      waitFor,
      close: async () => {
        for (const close of closers.reverse()) await close().catch((error: unknown) => log('close failed', error));
        await adapters.close();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    await adapters.close();
    throw error;
  }
};
