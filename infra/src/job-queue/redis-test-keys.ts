import { Redis } from 'ioredis';

/** Deletes a test's Redis keys (`{prefix}:*`), so tests sharing the machine's Redis leave nothing behind. */
export const deleteRedisKeys = async (url: string, prefix: string): Promise<void> => {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
};
