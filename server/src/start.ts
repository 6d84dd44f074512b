import { createAdapters, type Adapters } from '@referly/infra/adapters';
import { assertRolesConfig, type Config } from '@referly/infra/config';
import { createRedisPositionChannel } from '@referly/infra/notify/redis-position-channel';
import { createOtpCrypto, testPaymentsSecretOf } from '@referly/infra/crypto/secrets';
import { allProjections, createCheckpointWaiter, createProjectionRunner } from '@referly/projections/index';
import { startWorkers, workerFeatures } from '@referly/workers/index';
import type { WorkerTimers } from '@referly/workers/timers/timers';
import { createConfiguredReviewer } from '@referly/workers/resume-review/reviewer';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createApp } from './app.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { createDownloadLinks } from './http/download-links.ts';
import { createTokens } from './auth/tokens.ts';
import { features as featureFactories } from './features.ts';
import { createRateLimits, rateLimitRedis, type RateLimitSettings } from './http/rate-limit.ts';
import { attachLiveUpdates } from './live/socket.ts';
import type { FeatureModule, ModuleDeps } from './platform/feature-module.ts';
import { createHealthCheck, type FollowerStatus, type HealthReport } from './platform/health.ts';
import { resolveSecrets } from './secrets.ts';
import { createPaymentPurposes } from './platform/payment-purposes.ts';
import { createRequestKinds } from './platform/request-kinds.ts';
import { createSeekerDashboard } from './platform/seeker-dashboard.ts';

export type StartOptions = {
  /** which parts run in this process; all three in embedded mode */
  roles?: { server: boolean; projections: boolean; workers: boolean };
  clock?: () => Date;
  authRateLimit?: Omit<RateLimitSettings, 'redis' | 'prefix'>;
  clientDir?: string;
};

export type Referly = {
  url: string;
  port: number;
  adapters: Adapters;
  features: FeatureModule[];
  /** resolves once the read models have reached a position */
  waitFor: (position: number, timeoutMs?: number) => Promise<boolean>;
  health: () => Promise<HealthReport>;
  /** the workers' durable timers: `tick()` looks at the clock now (in a process without the workers, nothing to look at) */
  timers: WorkerTimers;
  close(): Promise<void>;
};

const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
const allRoles = { server: true, projections: true, workers: true };

/** Starts the parts of Referly this process runs, from the features' registries; resolves once it is ready to serve. */
export const startReferly = async (config: Config, options: StartOptions = {}): Promise<Referly> => {
  const roles = options.roles ?? allRoles;
  assertRolesConfig(config, roles);
  const clock = options.clock ?? (() => new Date());
  const logger = pino({ level: config.logLevel });
  const log = (msg: string, extra?: unknown) => logger.warn(extra === undefined ? {} : { extra }, msg);
  const secrets = resolveSecrets(config);
  const adapters = await createAdapters(config, { testPaymentsSecret: testPaymentsSecretOf(secrets.otpSecret), clock });
  const { eventStore, readStore, jobQueue, mailer, files, payments } = adapters;
  const closers: (() => Promise<void>)[] = [];
  const followers: Record<string, () => FollowerStatus> = {};

  try {
    const otpCrypto = createOtpCrypto(secrets.otpSecret);
    const tokens = createTokens(secrets.jwtSecret, config.jwtTtlSeconds);

    // Scaled mode: the projection process announces each checkpoint it saves; server nodes without projections wake on it.
    const checkpointChannel = config.redisUrl
      ? createRedisPositionChannel({ url: config.redisUrl, name: `${config.redisPrefix}:projections:checkpoint`, log })
      : undefined;
    if (checkpointChannel) closers.push(() => checkpointChannel.close());

    // Behind a load balancer the limits must hold across nodes, so they count in Redis when there is one.
    const limiterRedis = config.redisUrl && roles.server ? rateLimitRedis(config.redisUrl) : undefined;
    if (limiterRedis) {
      closers.push(async () => void limiterRedis.disconnect());
    }
    const rateLimits = createRateLimits({
      ...(options.authRateLimit ?? { points: 30, durationSeconds: 60 }),
      prefix: config.redisPrefix,
      ...(limiterRedis ? { redis: limiterRedis } : {}),
    });
    const authenticate = createAuthenticator(tokens, readStore, createDownloadLinks(secrets.jwtSecret, clock));
    // the read models' wait is known once they have started; the features are made first, so seeding can run meanwhile
    let waitForReadModels: Referly['waitFor'] = async () => false;
    const waitFor: Referly['waitFor'] = (position, timeoutMs) => waitForReadModels(position, timeoutMs);
    const paymentPurposes = createPaymentPurposes();
    const deps: ModuleDeps = {
      config,
      logger,
      eventStore,
      readStore,
      tokens,
      otpCrypto,
      authenticate,
      rateLimits,
      waitFor,
      clock,
      newId: randomUUID,
      files,
      payments,
      ...(adapters.testPayments ? { testPayments: adapters.testPayments } : {}),
      paymentPurposes,
      requestKinds: createRequestKinds(paymentPurposes),
      seekerDashboard: createSeekerDashboard(),
    };
    const features = featureFactories.map((feature) => feature(deps));

    // Demo data goes into the log while the read models catch up, not after: seeding does not delay ready.
    const seeding =
      config.seedDemo && roles.projections
        ? (async () => {
            let seeded = 0;
            for (const feature of features) seeded = Math.max(seeded, (await feature.seed?.()) ?? 0);
            return seeded;
          })()
        : Promise.resolve(0);
    seeding.catch(() => undefined);

    if (roles.projections) {
      // The in-memory read models are rebuilt from the log at every start; MongoDB ones resume from their checkpoints.
      const runner = createProjectionRunner({
        eventStore,
        readStore,
        projections: allProjections,
        rebuild: !config.mongodbUrl,
        log,
        ...(checkpointChannel ? { onPosition: (position: number) => void checkpointChannel.publish(position).catch(() => undefined) } : {}),
      });
      await runner.start();
      closers.push(() => runner.stop());
      followers.projections = runner.status;
      waitForReadModels = (position, timeoutMs) => runner.waitFor(position, timeoutMs);
    } else {
      const names = allProjections.map((projection) => projection.name);
      const waiter = createCheckpointWaiter({ readStore, eventStore, names, ...(checkpointChannel ? { onPosition: checkpointChannel.onPosition } : {}) });
      closers.push(async () => waiter.close());
      waitForReadModels = (position, timeoutMs) => waiter.waitFor(position, timeoutMs);
    }

    const seeded = await seeding;
    if (seeded > 0) await waitFor(seeded, 10_000);

    let timers: WorkerTimers = { tick: async () => undefined, status: () => ({ position: 0, pending: 0, queued: 0, nextDueAt: null, retrying: false }) };
    if (roles.workers) {
      const resumeReviewer = createConfiguredReviewer(config);
      closers.push(resumeReviewer.close);
      const workers = await startWorkers({
        eventStore,
        jobQueue,
        mailer,
        payments,
        files,
        resumeReviewer: resumeReviewer.reviewer,
        checkpoints: adapters.checkpoints,
        otpCrypto,
        clock,
        log,
        features: workerFeatures,
      });
      closers.push(() => workers.stop());
      timers = workers.timers;
      // the timers' fold of the log: its lag, and a due timer the queue would not take, show in /api/health
      followers.timers = () => workers.timers.status();
      for (const name of Object.keys(workers.status())) followers[`reactor:${name}`] = () => workers.status()[name] ?? { position: 0, retrying: false };
    }

    const health = createHealthCheck({
      eventStore,
      parts: { eventStore, readStore, jobQueue, mailer, files, payments, ...(adapters.redis ? { redis: adapters.redis } : {}) },
      followers: () => Object.fromEntries(Object.entries(followers).map(([name, status]) => [name, status()])),
    });

    let url = '';
    let port = 0;
    if (roles.server) {
      const app = createApp({
        logger,
        features,
        waitFor,
        health,
        ...(adapters.outbox && config.env !== 'production' ? { outbox: adapters.outbox } : {}),
        trustProxy: config.trustProxy,
        clientDir: options.clientDir ?? defaultClientDir,
      });
      const httpServer = createServer(app);
      const live = await attachLiveUpdates({
        httpServer,
        eventStore,
        authenticate,
        features,
        log,
        ...(config.redisUrl ? { redis: { url: config.redisUrl, prefix: config.redisPrefix } } : {}),
      });
      closers.push(() => live.close());
      followers.live = live.subscription.status;
      await new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, resolve);
      });
      port = (httpServer.address() as AddressInfo).port;
      url = `http://localhost:${port}`;
    }

    return {
      url,
      port,
      adapters,
      features,
      waitFor,
      health,
      timers,
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
