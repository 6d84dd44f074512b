import { Redis } from 'ioredis';
import { within } from './within.ts';

const HEALTH_TIMEOUT_MS = 1500;
const QUIT_TIMEOUT_MS = 1000;

/**
 * The deployment's Redis as `/api/health` names it: a PING on a connection of its own that fails fast, so the check
 * answers (503, `adapters.redis`) while the job queue, the socket adapter, the rate limits and the position notices
 * wait for Redis to come back.
 */
export const createRedisHealth = (url: string) => {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: HEALTH_TIMEOUT_MS });
  let lastError = '';
  redis.on('error', (error: Error) => {
    lastError = error.message;
  });
  redis.on('ready', () => {
    lastError = '';
  });
  return {
    health: async (): Promise<{ ok: boolean; adapter: string; detail?: string }> => {
      try {
        // while it reconnects, say why the last try failed (connection refused, a timeout) rather than that it is offline
        if (redis.status !== 'ready') throw new Error(lastError || `not connected (${redis.status})`);
        await within(redis.ping(), HEALTH_TIMEOUT_MS, `Redis did not answer within ${HEALTH_TIMEOUT_MS} ms`);
        return { ok: true, adapter: 'redis' };
      } catch (error) {
        return { ok: false, adapter: 'redis', detail: error instanceof Error ? error.message : String(error) };
      }
    },
    close: async () => {
      await within(redis.quit(), QUIT_TIMEOUT_MS, 'quit').catch(() => undefined);
      redis.disconnect();
    },
  };
};
export type RedisHealth = ReturnType<typeof createRedisHealth>;
