import { loadConfig, type Config } from '@referly/infra/config';

/** BENCH_DEMO=false (set by startServerProcess's `demo: false`): no demo data, so the log holds only what the bench wrote. */
const demo = () => (process.env.BENCH_DEMO === 'false' ? { SEED_DEMO: 'false' } : {});

/** An embedded-mode config on loopback, whatever the caller's environment says about scaled adapters. */
export const embeddedConfig = (dataDir: string): Config =>
  loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...demo() });

/** The Redis every scaled bench run shares; each run keeps to a prefix of its own. */
export const BENCH_REDIS_URL = 'redis://127.0.0.1:6379';

/** A full Referly process on Redis (BullMQ, rate limits, checkpoints) beside others sharing `dataDir`'s event log. */
export const redisConfig = (dataDir: string, redisPrefix: string): Config =>
  loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL: BENCH_REDIS_URL, REDIS_PREFIX: redisPrefix });
