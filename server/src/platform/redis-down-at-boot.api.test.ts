import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freePort, redisServer, signUpBody, smtpPeer, startNode, stopNode, waitFor, type Node, type SmtpPeer } from '../test-support/scaled-processes.ts';

// A scaled process started while its Redis is not there yet: it must serve, say what is down, and pick up when Redis comes.
const dataDir = mkdtempSync(path.join(tmpdir(), 'referly-redis-boot-'));
let smtp: SmtpPeer;
let redis: ReturnType<typeof redisServer>;
let node: Node;

beforeAll(async () => {
  smtp = await smtpPeer();
  redis = redisServer(await freePort());
});

afterAll(async () => {
  if (node) await stopNode(node, 'SIGKILL');
  await redis.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

type Health = { status: string; adapters: Record<string, { ok: boolean; detail?: string }> };
const health = async () => {
  const reply = await call(node, 'GET', '/api/health');
  return { status: reply.status, body: reply.body as unknown as Health };
};

describe('a scaled process whose Redis is down when it starts', () => {
  it('stays up answering 503 naming Redis, keeps the writes, and once Redis comes sends the mail they queued', async () => {
    node = await startNode('no-redis-yet', process.env, {
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      REDIS_PREFIX: `referly-boot-${randomUUID().slice(0, 8)}`,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
    });
    const startedAt = Date.now();
    const email = `boot.${Date.now()}@example.com`;
    const created = await call(node, 'POST', '/api/user/create', signUpBody(email));
    expect(created.status).toBe(201);

    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.status).toBe('unavailable');
    expect(down.body.adapters.redis).toMatchObject({ ok: false, adapter: 'redis' });
    expect(down.body.adapters.redis?.detail).toMatch(/ECONNREFUSED|not connected|did not answer/);

    // it used to die about 20 s in, on an ioredis error nobody handled
    while (Date.now() - startedAt < 25_000) {
      expect(node.exited(), node.output()).toBe(false);
      await sleep(250);
    }
    expect((await health()).status).toBe(503);
    expect(smtp.mailsTo(email)).toHaveLength(0);

    await redis.start();
    const up = await waitFor('health 200', async () => ((await health()).status === 200 ? true : undefined), 30_000);
    expect(up).toBe(true);
    const [mail] = await waitFor('the sign-up code mailed', () => (smtp.mailsTo(email).length > 0 ? smtp.mailsTo(email) : undefined), 30_000);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    await sleep(500);
    expect(smtp.mailsTo(email)).toHaveLength(1);
    expect(node.exited()).toBe(false);
  }, 90_000);
});
