import path from 'node:path';
import { createReadStoreCheckpointStore } from './checkpoints/read-store-checkpoint-store.ts';
import { createSqliteCheckpointStore } from './checkpoints/sqlite-checkpoint-store.ts';
import type { Config } from './config.ts';
import { createEventStoreDbEventStore, createSqliteEventStore } from './event-store/index.ts';
import { ownerOnlyFolder } from './files/owner-only.ts';
import { createBullMqJobQueue } from './job-queue/bullmq-job-queue.ts';
import { createInProcessJobQueue } from './job-queue/in-process-job-queue.ts';
import { createRedisPositionChannel } from './notify/redis-position-channel.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import { createRedisHealth, type RedisHealth } from './redis-health.ts';
import { createSmtpMailer } from './mail/smtp-mailer.ts';
import { createDiskFileStore } from './files/disk-file-store.ts';
import { createGridFsFileStore } from './files/gridfs-file-store.ts';
import { createStripePayments } from './payments/stripe-payments.ts';
import { createTestPayments, type TestPayments } from './payments/test-payments.ts';
import type { FileStore } from './ports/file-store.ts';
import type { Payments } from './ports/payments.ts';
import type { CheckpointStore } from './ports/checkpoint-store.ts';
import type { EventStore } from './ports/event-store.ts';
import type { JobQueue } from './ports/job-queue.ts';
import type { Mailer, Outbox } from './ports/mailer.ts';
import type { ReadStore } from './ports/read-store.ts';
import { createMemoryReadStore } from './read-store/memory-read-store.ts';
import { createMongoReadStore } from './read-store/mongo-read-store.ts';

export type Adapters = {
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  mailer: Mailer;
  /** where the reactors keep how far they got */
  checkpoints: CheckpointStore;
  /** present in embedded mail mode, for the dev mailbox */
  outbox?: Outbox;
  /** uploads: on disk under DATA_DIR/files, or in GridFS with MONGODB_URL */
  files: FileStore;
  payments: Payments;
  /** present when Stripe is not configured: the local test provider, whose card form posts to us */
  testPayments?: TestPayments;
  /** with REDIS_URL: whether Redis answers, for /api/health (everything on Redis waits for it meanwhile) */
  redis?: RedisHealth;
  close(): Promise<void>;
};

type Closable = { close(): Promise<void> };

const closeAll = async (closables: Closable[]): Promise<void> => {
  // Newest first, so nothing is closed under something still using it.
  for (const closable of [...closables].reverse()) await closable.close().catch(() => undefined);
};

/** Each port on its scaled adapter when its URL is set, else on the embedded one. */
export const createAdapters = async (
  config: Config,
  options: {
    eventStore?: EventStore;
    /** what the test provider signs its webhooks with, when Stripe is not configured */
    testPaymentsSecret?: string;
    clock?: () => Date;
  } = {},
): Promise<Adapters> => {
  const owned: Closable[] = [];
  try {
    const eventStore = options.eventStore ?? openEventStore(config, owned);
    if (!options.eventStore) owned.push(eventStore);

    const readStore = config.mongodbUrl ? await createMongoReadStore({ url: config.mongodbUrl }) : createMemoryReadStore();
    owned.push(readStore);

    const jobQueue = config.redisUrl
      ? createBullMqJobQueue({ url: config.redisUrl, prefix: config.redisPrefix, lockMs: config.jobLockSeconds * 1000 })
      : createInProcessJobQueue();
    owned.push(jobQueue);

    const outbox = config.smtpUrl ? undefined : createOutboxMailer(config.logLevel === 'silent' ? { log: () => undefined } : {});
    const mailer: Mailer = outbox ?? createSmtpMailer({ url: config.smtpUrl ?? '', from: config.mailFrom });
    owned.push(mailer);

    const checkpoints = openCheckpointStore(config, readStore);
    owned.push(checkpoints);

    const files = config.mongodbUrl
      ? await createGridFsFileStore({ url: config.mongodbUrl })
      : createDiskFileStore({ root: path.join(config.dataDir, 'files') });
    owned.push(files);

    const { payments, testPayments } = openPayments(config, eventStore, options);
    owned.push(payments);

    const redis = config.redisUrl ? createRedisHealth(config.redisUrl) : undefined;
    if (redis) owned.push(redis);

    return {
      eventStore,
      readStore,
      jobQueue,
      mailer,
      checkpoints,
      files,
      payments,
      ...(testPayments ? { testPayments } : {}),
      ...(outbox ? { outbox } : {}),
      ...(redis ? { redis } : {}),
      close: () => closeAll(owned),
    };
  } catch (error) {
    await closeAll(owned);
    throw error;
  }
};

/** Beside the read models when they are kept (MongoDB); otherwise in a SQLite file of DATA_DIR, the event log's own when it is there. */
const openCheckpointStore = (config: Config, readStore: ReadStore): CheckpointStore => {
  if (config.mongodbUrl) return createReadStoreCheckpointStore(readStore);
  ownerOnlyFolder(config.dataDir);
  return createSqliteCheckpointStore({ file: path.join(config.dataDir, config.eventStoreUrl ? 'checkpoints.db' : 'events.db') });
};

/**
 * Processes sharing the SQLite log and a Redis announce their appends to each other on `<prefix>:log:appended`, so a
 * follower in another process reads the file at once rather than at its next poll. The channel joins `owned` before
 * the store, so it is closed after it.
 */
const openEventStore = (config: Config, owned: Closable[]): EventStore => {
  if (config.eventStoreUrl) return createEventStoreDbEventStore({ connectionString: config.eventStoreUrl });
  ownerOnlyFolder(config.dataDir);
  const log = config.logLevel === 'silent' ? () => undefined : (message: string) => console.error(message);
  const positions = config.redisUrl
    ? createRedisPositionChannel({ url: config.redisUrl, name: `${config.redisPrefix}:log:appended`, publishTimeoutMs: 1000, log })
    : undefined;
  if (positions) owned.push(positions);
  return createSqliteEventStore({ file: path.join(config.dataDir, 'events.db'), log, ...(positions ? { positions } : {}) });
};

/** Stripe when it is configured; otherwise the test provider, signing with a secret every node of the deployment shares. */
const openPayments = (
  config: Config,
  eventStore: EventStore,
  options: { testPaymentsSecret?: string; clock?: () => Date },
): { payments: Payments; testPayments?: TestPayments } => {
  if (config.stripe) return { payments: createStripePayments(config.stripe) };
  const webhookSecret = options.testPaymentsSecret ?? 'whsec_referly_test_provider';
  const testPayments = createTestPayments({ eventStore, webhookSecret, ...(options.clock ? { clock: options.clock } : {}) });
  return { payments: testPayments, testPayments };
};
