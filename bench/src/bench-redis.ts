import { Redis } from 'ioredis';
import { BENCH_REDIS_URL } from './embedded-config.ts';

/** Whether Redis answers at BENCH_REDIS_URL (the sections on two processes are skipped when it does not). */
export const redisAnswers = async (): Promise<boolean> => {
  const redis = new Redis(BENCH_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
};

/** Removes every key of a run's prefix. */
export const forget = async (prefix: string) => {
  const redis = new Redis(BENCH_REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  } finally {
    redis.disconnect();
  }
};
