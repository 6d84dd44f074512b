import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { answersWithin } from '../job-queue/job-queue.contract.ts';
import { createRedisPositionChannel, type PositionChannel } from './redis-position-channel.ts';

const url = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const quiet = () => undefined;

const eventually = (check: () => Promise<void> | void, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 25 });

describe('redis position channel', () => {
  const opened: PositionChannel[] = [];
  const open = (name: string, extra: { publishTimeoutMs?: number; url?: string; listenersTtlMs?: number } = {}) => {
    const channel = createRedisPositionChannel({ url, name, log: quiet, ...extra });
    opened.push(channel);
    const seen: number[] = [];
    const stop = channel.onPosition((position) => seen.push(position));
    return { channel, seen, stop };
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((channel) => channel.close()));
  });

  it('lets two channels of one name see each other’s positions, and keeps other names apart', async () => {
    const base = `referly-test:${randomUUID()}`;
    const a = open(`${base}:positions`);
    const b = open(`${base}:positions`);
    const other = open(`${base}:elsewhere`);

    // Publish until the other side's subscription is live; from then on every position arrives.
    await eventually(async () => {
      await a.channel.publish(1);
      expect(b.seen).toContain(1);
    });
    await eventually(async () => {
      await b.channel.publish(2);
      expect(a.seen).toContain(2);
    });
    await eventually(async () => {
      await other.channel.publish(99);
      expect(other.seen).toContain(99);
    });

    await a.channel.publish(42);
    await eventually(() => expect(b.seen.at(-1)).toBe(42));
    expect(a.seen).toContain(42);
    expect(new Set(other.seen)).toEqual(new Set([99]));
    expect(new Set([...a.seen, ...b.seen])).toEqual(new Set([1, 2, 42]));
  });

  it('stops calling a listener once it is removed', async () => {
    const name = `referly-test:${randomUUID()}:positions`;
    const publisher = open(name);
    const listener = open(name);
    await eventually(async () => {
      await publisher.channel.publish(1);
      expect(listener.seen).toContain(1);
    });
    listener.stop();
    await publisher.channel.publish(2);
    await eventually(() => expect(publisher.seen).toContain(2));
    expect(listener.seen).not.toContain(2);
  });

  it('sends nothing to Redis while nobody subscribes to the name anywhere, and publishes again once someone does', async () => {
    const name = `referly-test:${randomUUID()}:checkpoints`;
    const publisher = createRedisPositionChannel({ url, name, log: quiet, listenersTtlMs: 200 });
    opened.push(publisher);
    const monitor = await new Redis(url).monitor();
    const sent: string[] = [];
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toLowerCase() === 'publish' && args[1] === name) sent.push(args[2] ?? '');
    });
    try {
      // the first publish goes out while the count is being asked; after the answer (nobody) none does
      await publisher.publish(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (let position = 2; position <= 20; position += 1) await publisher.publish(position);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent.filter((position) => position !== '1')).toEqual([]);

      const listener = open(name);
      await eventually(async () => {
        await publisher.publish(30);
        expect(listener.seen).toContain(30);
      });
      expect(sent).toContain('30');
    } finally {
      monitor.disconnect();
    }
  });

  it('rejects a publish in bounded time when Redis cannot be reached', async () => {
    const { channel } = open(`referly-test:${randomUUID()}:positions`, { url: 'redis://127.0.0.1:1', publishTimeoutMs: 300 });
    await expect(answersWithin(channel.publish(5), 5000)).rejects.toThrow(/not published|max retries|ECONNREFUSED/);
  });
});
