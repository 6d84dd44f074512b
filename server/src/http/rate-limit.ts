import { DomainError } from '@referly/domain';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimitSettings = {
  points: number;
  durationSeconds: number;
  /** scaled mode: counters shared by every server node; embedded: kept in this process */
  redis?: Redis;
};

/** Limits auth endpoints per client address (and per key the route names, e.g. the e-mail). */
export const rateLimit = (name: string, settings: RateLimitSettings, keyOf?: (body: Record<string, unknown>) => string | undefined): RequestHandler => {
  const options = { keyPrefix: `referly:limit:${name}`, points: settings.points, duration: settings.durationSeconds };
  const memory = new RateLimiterMemory(options);
  // If Redis is unreachable the node keeps limiting on its own rather than failing every login.
  const limiter = settings.redis ? new RateLimiterRedis({ ...options, storeClient: settings.redis, insuranceLimiter: memory }) : memory;
  return async (req, _res, next) => {
    const keys = [`ip:${req.ip ?? 'unknown'}`];
    const extra = keyOf?.((req.body ?? {}) as Record<string, unknown>);
    if (extra) keys.push(`key:${extra.toLowerCase()}`);
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
