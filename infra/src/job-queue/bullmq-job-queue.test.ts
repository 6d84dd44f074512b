import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createBullMqJobQueue, fromBullMqId, toBullMqId } from './bullmq-job-queue.ts';
import { jobQueueContract } from './job-queue.contract.ts';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `referly-test-${randomUUID()}`;

jobQueueContract('bullmq', async () => createBullMqJobQueue({ url, prefix }));

afterAll(async () => {
  const redis = new Redis(url);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  await redis.quit();
});

describe('bullmq job ids', () => {
  it('encodes ids BullMQ would refuse and decodes them back', () => {
    for (const id of ['evt:1:email', '42', '-7', '100%', 'plain', '%i3', '%3A']) {
      const encoded = toBullMqId(id);
      expect(encoded).not.toContain(':');
      expect(/^-?\d+$/.test(encoded)).toBe(false);
      expect(fromBullMqId(encoded)).toBe(id);
    }
  });
});
