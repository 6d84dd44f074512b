import { randomUUID } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Job } from '../ports/job-queue.ts';
import { createBullMqJobQueue, fromBullMqId, toBullMqId } from './bullmq-job-queue.ts';
import { answersWithin, jobQueueContract } from './job-queue.contract.ts';
import { deleteRedisKeys } from './redis-test-keys.ts';

const url = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const prefix = `referly-test-${randomUUID()}`;
const quiet = () => undefined;

jobQueueContract('bullmq', async () => createBullMqJobQueue({ url, prefix }));

afterAll(() => deleteRedisKeys(url, prefix));

const eventually = (check: () => Promise<void> | void, timeout = 15_000) => vi.waitFor(check, { timeout, interval: 50 });

/** A TCP hop between the adapter and Redis that can be cut, as a network or Redis outage would. */
const startRedisProxy = async () => {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const cut = () => {
    up = false;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore: () => {
      up = true;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

describe('bullmq job queue while Redis is unreachable', () => {
  it('answers health and add in bounded time while Redis is down, and works again once it is back', async () => {
    const proxy = await startRedisProxy();
    const jobs = createBullMqJobQueue({ url: proxy.url, prefix, enqueueTimeoutMs: 500, log: quiet });
    const queue = `outage-${randomUUID()}`;
    const seen: string[] = [];
    jobs.process(queue, async (job) => {
      seen.push(job.id);
    });
    await jobs.add(queue, 'work', 'before', {});
    await eventually(() => expect(seen).toEqual(['before']));

    proxy.cut();
    const health = await answersWithin(jobs.health(), 3000);
    expect(health).toMatchObject({ ok: false, adapter: 'bullmq' });
    expect(health.detail).toEqual(expect.any(String));
    await expect(answersWithin(jobs.add(queue, 'work', 'during', {}), 3000)).rejects.toThrow(/did not take job during within 500 ms/);

    proxy.restore();
    await eventually(async () => expect(await jobs.health()).toEqual({ ok: true, adapter: 'bullmq' }));
    await jobs.add(queue, 'work', 'after', {});
    await eventually(() => expect(seen).toContain('after'));
    await answersWithin(jobs.close({ graceMs: 1000 }), 5000);
    await proxy.close();
  });

  it('tells its listeners each time Redis answers again after an outage, and not before', async () => {
    const proxy = await startRedisProxy();
    const jobs = createBullMqJobQueue({ url: proxy.url, prefix, log: quiet });
    let [first, second] = [0, 0];
    const stopFirst = jobs.onReconnect?.(() => {
      first += 1;
    });
    jobs.onReconnect?.(() => {
      second += 1;
    });
    await eventually(async () => expect(await jobs.health()).toEqual({ ok: true, adapter: 'bullmq' }));
    expect([first, second]).toEqual([0, 0]);
    proxy.cut();
    await eventually(async () => expect(await jobs.health()).toMatchObject({ ok: false }));
    proxy.restore();
    await eventually(() => expect([first, second]).toEqual([1, 1]));
    // a removed listener hears no more
    stopFirst?.();
    proxy.cut();
    await eventually(async () => expect(await jobs.health()).toMatchObject({ ok: false }));
    proxy.restore();
    await eventually(() => expect(second).toBe(2));
    expect(first).toBe(1);
    await answersWithin(jobs.close({ graceMs: 0 }), 5000);
    await proxy.close();
  });

  it('hands a job held by a process that died to another worker once its lock lapses', async () => {
    const proxy = await startRedisProxy();
    const queue = `stalled-${randomUUID()}`;
    const dying = createBullMqJobQueue({ url: proxy.url, prefix, lockMs: 1000, log: quiet });
    let taken = false;
    dying.process(queue, async () => {
      taken = true;
      await new Promise(() => undefined);
    });
    await dying.add(queue, 'work', 'held:1', { n: 1 });
    await eventually(() => expect(taken).toBe(true));
    // From Redis's side the holder is gone: its lock is never renewed again.
    proxy.cut();

    const survivor = createBullMqJobQueue({ url, prefix, lockMs: 1000, log: quiet });
    const seen: Job[] = [];
    survivor.process(queue, async (job) => {
      seen.push(job);
    });
    await eventually(() => expect(seen.map((job) => [job.id, job.data])).toEqual([['held:1', { n: 1 }]]));
    await survivor.drained(queue);
    expect(await survivor.failed(queue)).toEqual([]);
    await survivor.close();
    await answersWithin(dying.close({ graceMs: 0 }), 5000);
    await proxy.close();
  });
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
