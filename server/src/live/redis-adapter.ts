import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';

/**
 * Several server nodes share rooms through Redis streams: what one node sends to a room (typing, presence) reaches the
 * room's sockets on every node, and a socket that resumes on another node finds its session there. Every key and
 * channel starts with the deployment's prefix.
 */
export const redisStreamsAdapter = (url: string, prefix: string, log: (msg: string) => void) => {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', (error: Error) => log(`live: Redis: ${error.message}`));
  const adapter = createAdapter(redis, {
    streamName: `${prefix}:socket.io`,
    channelPrefix: `${prefix}:socket.io`,
    sessionKeyPrefix: `${prefix}:socket.io:session:`,
  });
  return {
    adapter,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
};
