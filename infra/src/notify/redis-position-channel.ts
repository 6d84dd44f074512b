import { Redis } from 'ioredis';
import { within } from '../within.ts';

export type PositionChannel = {
  /** tells every channel of the same name, in any process, that the log has reached `position` (sends nothing while none subscribes anywhere); rejects when Redis does not take it in time */
  publish(position: number): Promise<void>;
  /** calls `listener` with each position published on this name (this channel's own included); returns its removal */
  onPosition(listener: (position: number) => void): () => void;
  close(): Promise<void>;
};

export type RedisPositionChannelOptions = {
  url: string;
  /** the Redis channel, prefix included (e.g. `referly:positions`), so deployments sharing a Redis stay apart */
  name: string;
  /** publish() rejects when Redis has not taken the message within this time (default 2000 ms) */
  publishTimeoutMs?: number;
  /** how long a count of the channel's subscribers (PUBSUB NUMSUB) is trusted before it is asked again (default 1000 ms) */
  listenersTtlMs?: number;
  log?: (message: string) => void;
};

const DEFAULT_PUBLISH_TIMEOUT_MS = 2000;
const DEFAULT_LISTENERS_TTL_MS = 1000;
const QUIT_TIMEOUT_MS = 1000;

/**
 * Log positions over Redis pub/sub, so a process learns at once that another has appended (or
 * projected) up to a position instead of polling for it. A notice can be lost while Redis is away;
 * it is a hint to look sooner, never the only way a reader finds new events.
 */
export const createRedisPositionChannel = (options: RedisPositionChannelOptions): PositionChannel => {
  const publishTimeoutMs = options.publishTimeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS;
  const listenersTtlMs = options.listenersTtlMs ?? DEFAULT_LISTENERS_TTL_MS;
  const log = options.log ?? ((message: string) => console.error(message));
  const listeners = new Set<(position: number) => void>();

  /** An emitter with no 'error' listener would crash the process while Redis is away; one line per outage. */
  const watched = (redis: Redis, label: string): Redis => {
    let reported = false;
    redis.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      log(`[positions] ${options.name} ${label}: ${error.message}`);
    });
    redis.on('ready', () => {
      reported = false;
    });
    return redis;
  };

  const publisher = watched(new Redis(options.url, { maxRetriesPerRequest: 1 }), 'publisher');
  // A connection in subscriber mode can issue no other command, so it gets its own; ioredis
  // subscribes it again after every reconnect. Made with the first listener: a process that only
  // publishes (one running the read models, on the checkpoint channel) hears nothing it would ignore.
  let subscriber: Redis | null = null;
  let closed = false;
  const listen = () => {
    if (subscriber || closed) return;
    subscriber = watched(new Redis(options.url, { maxRetriesPerRequest: null }), 'subscriber');
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== options.name) return;
      const position = Number(message);
      if (!Number.isSafeInteger(position) || position < 0) return;
      for (const listener of listeners) listener(position);
    });
    subscriber.subscribe(options.name).catch((error: unknown) => log(`[positions] ${options.name}: could not subscribe: ${String(error)}`));
  };

  // A channel nobody subscribes to anywhere (full processes each running their own read models publish checkpoints
  // nobody waits for) costs a PUBLISH per event for nothing. Whether anyone listens is asked at most once a
  // `listenersTtlMs`, in the background; until the first answer, and whenever asking fails, it publishes. A process
  // that subscribes meanwhile misses at most that long of notices, which are hints: its readers also poll.
  let heard = true;
  let askedAt = Number.NEGATIVE_INFINITY;
  const askWhetherHeard = () => {
    const now = Date.now();
    if (now - askedAt < listenersTtlMs) return;
    askedAt = now;
    (publisher.call('PUBSUB', 'NUMSUB', options.name) as Promise<[string, number]>).then(
      ([, count]) => {
        heard = Number(count) > 0;
      },
      () => {
        heard = true;
      },
    );
  };

  return {
    publish: async (position) => {
      askWhetherHeard();
      if (!heard) return;
      const sending = publisher.publish(options.name, String(position));
      sending.catch(() => undefined);
      await within(sending, publishTimeoutMs, `Position ${position} not published on ${options.name}: Redis did not take it within ${publishTimeoutMs} ms`);
    },
    onPosition: (listener) => {
      listen();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close: async () => {
      closed = true;
      listeners.clear();
      await Promise.all(
        [publisher, ...(subscriber ? [subscriber] : [])].map(async (redis) => {
          await within(redis.quit(), QUIT_TIMEOUT_MS, 'quit').catch(() => undefined);
          redis.disconnect();
        }),
      );
    },
  };
};
