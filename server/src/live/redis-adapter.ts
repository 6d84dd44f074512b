import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * A client whose every command failure counts as handled: the adapter library sends some commands without waiting on
 * them (PUBLISH of what sockets say to each other, SET of a dropped socket's session, SUBSCRIBE), and the first of those
 * to fail while Redis is away would otherwise end the process as an unhandled rejection. Whoever awaits a command still
 * sees its failure. Its duplicates, the library's stream reader and subscriber, wait for Redis instead of failing, so
 * their SUBSCRIBE and XREAD go out once it is back (ioredis subscribes again after each reconnect).
 */
class HandledRedis extends Redis {
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const sent = super.sendCommand(...args);
    if (sent instanceof Promise) sent.catch(() => undefined);
    return sent;
  }

  override duplicate(override?: Partial<RedisOptions>): HandledRedis {
    // no command timeout either: the reader's XREAD blocks for seconds by design
    return new HandledRedis({ ...this.options, enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, ...override });
  }
}

/** How long a publish may wait on a Redis that holds the connection open and answers nothing (frozen, partitioned). */
const PUBLISH_TIMEOUT_MS = 1000;

/**
 * Several server nodes share rooms through Redis streams: what one node sends to a room (typing, presence) reaches the
 * room's sockets on every node, and a socket that resumes on another node finds its session there. Every key and
 * channel starts with the deployment's prefix. The library delivers to this node's own sockets only after its publish
 * settles, so while Redis is away a publish fails at once (no offline queue), or after 1 s when Redis is frozen, and
 * the node's own sockets still get it; other nodes' sockets miss it, and a dropped socket resumes only on the node it
 * left. One log line per outage.
 */
export const redisStreamsAdapter = (url: string, prefix: string, log: (msg: string) => void) => {
  const redis = new HandledRedis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: PUBLISH_TIMEOUT_MS });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log(`live: Redis: ${error.message}`);
  });
  redis.on('ready', () => {
    reported = false;
  });
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
