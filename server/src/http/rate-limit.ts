import { DomainError } from '@referly/domain';
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimitSettings = {
  points: number;
  durationSeconds: number;
  /** scaled mode: counters shared by every server node; embedded: kept in this process */
  redis?: Redis;
  /** Redis key prefix (config REDIS_PREFIX), so deployments sharing a Redis count apart */
  prefix?: string;
};

const RATE_LIMIT_REDIS_TIMEOUT_MS = 500;

/**
 * The Redis client the limits count on (scaled mode). No offline queue, so an unreachable Redis hands the count to this
 * process's insurance limiter at once, and a command timeout, so a frozen one (a hung host, a partition: the connection
 * open, nothing answering) does too, after 500 ms, rather than holding every login until it wakes.
 */
export const rateLimitRedis = (url: string): Redis => {
  const redis = new Redis(url, { enableOfflineQueue: false, commandTimeout: RATE_LIMIT_REDIS_TIMEOUT_MS });
  redis.on('error', () => undefined);
  return redis;
};

/** The key a request is also counted under besides its address, as the route's schema will read it. */
export type KeyOf = (body: Record<string, unknown>) => string | undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined);

/** The e-mail as the schemas read it (trimmed, lower case), so ' Ava@X.au ' counts against ava@x.au. */
export const byEmail: KeyOf = (body) => text(body.email);
/** A user id as the schemas read it (trimmed); ids are case-insensitive UUIDs. */
export const byUserId: KeyOf = (body) => text(body.userId);

/** Limits an action per client address (and per key the route names, e.g. the e-mail). */
export const rateLimit = (name: string, settings: RateLimitSettings, keyOf?: KeyOf): RequestHandler => {
  const options = { keyPrefix: `${settings.prefix ?? 'referly'}:limit:${name}`, points: settings.points, duration: settings.durationSeconds };
  const memory = new RateLimiterMemory(options);
  // If Redis is unreachable the node keeps limiting on its own rather than failing every login.
  const limiter = settings.redis ? new RateLimiterRedis({ ...options, storeClient: settings.redis, insuranceLimiter: memory }) : memory;
  return async (req, _res, next) => {
    const keys = [`ip:${req.ip ?? 'unknown'}`];
    const extra = keyOf?.((req.body ?? {}) as Record<string, unknown>);
    if (extra) keys.push(`key:${extra}`);
    try {
      for (const key of keys) await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new DomainError('rate_limited', `Too many attempts. Please try again in ${seconds} seconds.`, { retryAfterSeconds: seconds });
    }
    next();
  };
};

/** A limit counted per key alone (a user), never per address: the key's holder may do it `points` times in `durationSeconds`. */
export type KeyedLimit = { take(key: string): Promise<void> };

/**
 * Counts `take(key)` against `points` a `durationSeconds` for that key only, so people behind one address do not share
 * it; past the limit it throws rate_limited (429) with `message(seconds until the next is allowed)`.
 */
export const keyedLimit = (
  name: string,
  settings: RateLimitSettings,
  limit: { points: number; durationSeconds: number },
  message: (seconds: number) => string,
): KeyedLimit => {
  const options = { keyPrefix: `${settings.prefix ?? 'referly'}:limit:${name}`, points: limit.points, duration: limit.durationSeconds };
  const memory = new RateLimiterMemory(options);
  const limiter = settings.redis ? new RateLimiterRedis({ ...options, storeClient: settings.redis, insuranceLimiter: memory }) : memory;
  return {
    async take(key) {
      try {
        await limiter.consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new DomainError('rate_limited', message(seconds), { retryAfterSeconds: seconds });
      }
    },
  };
};

/**
 * One limiter per action, whatever path leads to it: `/api//user/login` and `/api/user/login` share the
 * 'login' counts. The first caller of a name fixes its key.
 */
export const createRateLimits = (settings: RateLimitSettings) => {
  const limiters = new Map<string, RequestHandler>();
  const keyedLimits = new Map<string, KeyedLimit>();
  return {
    settings,
    for(action: string, keyOf?: KeyOf): RequestHandler {
      const existing = limiters.get(action);
      if (existing) return existing;
      const created = rateLimit(action, settings, keyOf);
      limiters.set(action, created);
      return created;
    },
    /** one per-key limit per action (the first caller of a name fixes its numbers and words) */
    keyed(action: string, limit: { points: number; durationSeconds: number }, message: (seconds: number) => string): KeyedLimit {
      const existing = keyedLimits.get(action);
      if (existing) return existing;
      const created = keyedLimit(action, settings, limit, message);
      keyedLimits.set(action, created);
      return created;
    },
  };
};
export type RateLimits = ReturnType<typeof createRateLimits>;
