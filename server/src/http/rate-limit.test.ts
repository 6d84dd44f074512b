import express from 'express';
import { Redis } from 'ioredis';
import { createServer, type AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { problemMiddleware } from './problem.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, redisServer } from '../test-support/scaled-processes.ts';
import { rateLimit, rateLimitRedis, type RateLimitSettings } from './rate-limit.ts';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
const servers: { close(): void }[] = [];
afterAll(async () => {
  servers.forEach((server) => server.close());
  redis.disconnect();
});

/** One "server node" with the limiter on POST /login. */
const node = async (name: string, settings: RateLimitSettings) => {
  const app = express();
  app.use(express.json());
  app.post(
    '/login',
    rateLimit(name, settings, (body) => (typeof body.email === 'string' ? body.email : undefined)),
    (_req, res) => {
      res.json({ ok: true });
    },
  );
  app.use(problemMiddleware(pino({ level: 'silent' })));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`;
  return (email: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }).then((res) => res.status);
};

it('shares one limit across server nodes through Redis', async () => {
  const name = `test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const settings = { points: 4, durationSeconds: 60, redis };
  const [first, second] = [await node(name, settings), await node(name, settings)];
  const statuses = [
    await first('a@b.co'),
    await second('a@b.co'),
    await first('a@b.co'),
    await second('a@b.co'),
    await first('a@b.co'),
    await second('a@b.co'),
  ];
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  await redis.del(...(await redis.keys(`referly:limit:${name}*`)));
});

it('keeps separate counts per node without Redis', async () => {
  const name = `test-${Date.now()}`;
  const [first, second] = [await node(name, { points: 2, durationSeconds: 60 }), await node(name, { points: 2, durationSeconds: 60 })];
  expect([await first('x@y.co'), await first('x@y.co'), await first('x@y.co'), await second('x@y.co')]).toEqual([200, 200, 429, 200]);
});

it('counts in this process, at once, while Redis is unreachable (the client as the server makes it: no offline queue)', async () => {
  const nobody = createServer();
  await new Promise<void>((resolve) => nobody.listen(0, '127.0.0.1', resolve));
  const { port } = nobody.address() as AddressInfo;
  await new Promise<void>((resolve) => nobody.close(() => resolve()));
  const down = new Redis(`redis://127.0.0.1:${port}`, { enableOfflineQueue: false });
  down.on('error', () => undefined);
  const name = `test-down-${Date.now()}`;
  const first = await node(name, { points: 2, durationSeconds: 60, redis: down });
  const startedAt = Date.now();
  // the address's count too: another account from it is refused as well
  expect([await first('z@y.co'), await first('z@y.co'), await first('z@y.co'), await first('other@y.co')]).toEqual([200, 200, 429, 429]);
  expect(Date.now() - startedAt).toBeLessThan(2000);
  down.disconnect();
});

it('counts in this process, without holding the request, while Redis is frozen (stopped, its connections open)', async () => {
  const frozen = redisServer(await freePort());
  await frozen.start();
  const limiter = rateLimitRedis(frozen.url);
  if (limiter.status !== 'ready') await new Promise((resolve) => limiter.once('ready', resolve));
  try {
    const first = await node(`test-frozen-${Date.now()}`, { points: 2, durationSeconds: 60, redis: limiter });
    expect(await first('f@y.co')).toBe(200);
    frozen.pause();
    // in memory from here: two more, then refused; none held until Redis wakes
    const startedAt = Date.now();
    const statuses: (number | string)[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await Promise.race([first('f@y.co'), sleep(4000).then(() => 'held')]));
    expect(statuses).toEqual([200, 200, 429]);
    expect(Date.now() - startedAt).toBeLessThan(6000);
  } finally {
    frozen.resume();
    limiter.disconnect();
    await frozen.close();
  }
});
