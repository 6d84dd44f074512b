import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@referly/domain';
import { loadConfig } from '../config.ts';
import { createRedisPositionChannel, type PositionChannel } from '../notify/redis-position-channel.ts';
import type { EventStore, NewEvent, Subscription } from '../ports/event-store.ts';
import { eventually } from './event-store.contract.ts';
import { createSqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store.ts';

const url = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const quiet = () => undefined;
const event = (type: string): NewEvent => ({ id: randomUUID(), type, data: {} });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// so long that within a test only an announcement, never the poll, can bring another instance's append
const NEVER_POLLS = 10_000;

/** Two SQLite stores on one file stand for two processes sharing a DATA_DIR; their channels of one name for a shared Redis. */
describe('sqlite event store woken by appends announced over Redis', () => {
  let dir: string;
  let name: string;
  const stores: EventStore[] = [];
  const channels: PositionChannel[] = [];
  const subscriptions: Subscription[] = [];

  const channel = (extra: { url?: string; publishTimeoutMs?: number } = {}) => {
    const opened = createRedisPositionChannel({ url, name, log: quiet, ...extra });
    channels.push(opened);
    return opened;
  };
  const store = (options: Partial<SqliteEventStoreOptions> = {}) => {
    const opened = createSqliteEventStore({ file: join(dir, 'events.db'), pollIntervalMs: NEVER_POLLS, ...options });
    stores.push(opened);
    return opened;
  };
  const follow = (on: EventStore) => {
    const seen: RecordedEvent[] = [];
    subscriptions.push(
      on.subscribe({}, async (e) => {
        seen.push(e);
      }),
    );
    return seen;
  };
  /** Pub/sub drops what is published before a subscriber listens: wait until each channel hears the other. */
  const connected = async (a: PositionChannel, b: PositionChannel) => {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      let heard = false;
      const stop = to.onPosition(() => {
        heard = true;
      });
      await eventually(async () => {
        // position 0 is before every event: a store ignores it
        await from.publish(0);
        expect(heard).toBe(true);
      });
      stop();
    }
  };
  /** How long until `seen` holds an event of this type. */
  const arrival = async (seen: RecordedEvent[], type: string, timeout = 5000): Promise<number> => {
    const started = performance.now();
    await eventually(() => expect(seen.map((e) => e.type)).toContain(type), timeout);
    return performance.now() - started;
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'referly-events-wake-'));
    name = `referly-test:${randomUUID()}:log:appended`;
  });
  afterEach(async () => {
    await Promise.all(subscriptions.splice(0).map((subscription) => subscription.close()));
    // stores first: they stop announcing before their channels go
    await Promise.all(stores.splice(0).map((opened) => opened.close()));
    await Promise.all(channels.splice(0).map((opened) => opened.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it('delivers an append of one process to a subscription of the other at once, not at the next poll', async () => {
    const channelA = channel();
    const channelB = channel();
    const a = store({ positions: channelA });
    const b = store({ positions: channelB });
    const onA = follow(a);
    const onB = follow(b);
    await connected(channelA, channelB);

    await a.append('s-1', [event('First')], 'no_stream');
    expect(await arrival(onB, 'First')).toBeLessThan(1000);

    // B now appends itself: caught up with its own appends, its follower reads the file only on news from A
    await b.append('s-2', [event('OwnOfB')], 'no_stream');
    await arrival(onB, 'OwnOfB');
    expect(await arrival(onA, 'OwnOfB')).toBeLessThan(1000);

    await a.append('s-1', [event('Second'), event('Third')], 0);
    expect(await arrival(onB, 'Third')).toBeLessThan(1000);

    for (const seen of [onA, onB]) {
      expect(seen.map((e) => `${e.position}:${e.type}`)).toEqual(['1:First', '2:OwnOfB', '3:Second', '4:Third']);
    }
  });

  it('gives every follower of a process, filtered or not, the other process’s appends among its own, in order, each once', async () => {
    const channelA = channel();
    const channelB = channel();
    const a = store({ positions: channelA });
    const b = store({ positions: channelB });
    const all = follow(b);
    const byType: RecordedEvent[] = [];
    const byStream: RecordedEvent[] = [];
    subscriptions.push(b.subscribe({ filter: { types: ['Kept'] } }, async (e) => void byType.push(e)));
    subscriptions.push(b.subscribe({ filter: { streamPrefix: 'x-' } }, async (e) => void byStream.push(e)));
    await connected(channelA, channelB);

    // B's own appends first (its tail), then A's after them (read from the file once for B's followers), then B's again
    await b.append('x-1', [event('Kept')], 'no_stream');
    await arrival(all, 'Kept');
    await a.append('x-2', [event('Kept'), event('Dropped')], 'no_stream');
    await a.append('y-1', [event('Kept')], 'no_stream');
    await eventually(() => expect(all).toHaveLength(4));
    await b.append('x-1', [event('Dropped'), event('Kept')], 0);
    await a.append('x-2', [event('Last')], 1);
    await arrival(all, 'Last');
    await pause(100);

    const shown = (seen: RecordedEvent[]) => seen.map((e) => `${e.position}:${e.streamId}:${e.type}`);
    expect(shown(all)).toEqual(['1:x-1:Kept', '2:x-2:Kept', '3:x-2:Dropped', '4:y-1:Kept', '5:x-1:Dropped', '6:x-1:Kept', '7:x-2:Last']);
    expect(shown(byType)).toEqual(['1:x-1:Kept', '2:x-2:Kept', '4:y-1:Kept', '6:x-1:Kept']);
    expect(shown(byStream)).toEqual(['1:x-1:Kept', '2:x-2:Kept', '3:x-2:Dropped', '5:x-1:Dropped', '6:x-1:Kept', '7:x-2:Last']);
  });

  it('leaves the other process to its poll when appends are not announced', async () => {
    const a = store();
    const b = store();
    const onB = follow(b);
    // its first read of the (empty) file done, the follower sleeps until its 10 s poll
    await pause(100);
    await a.append('s-1', [event('Unannounced')], 'no_stream');
    await pause(1000);
    expect(onB).toEqual([]);
  });

  it('still finds another process’s append by polling when no announcement of it comes', async () => {
    // A announces nothing (no channel, as when the message is lost); B listens, and polls every 50 ms
    const a = store();
    const b = store({ positions: channel(), pollIntervalMs: 50 });
    const onB = follow(b);
    await pause(100);
    await a.append('s-1', [event('Polled')], 'no_stream');
    await arrival(onB, 'Polled');
    expect(onB.map((e) => e.position)).toEqual([1]);
  });

  it('appends and delivers while Redis is unreachable, reporting the lost announcements once', async () => {
    const logged: string[] = [];
    const a = store({
      positions: channel({ url: 'redis://127.0.0.1:1', publishTimeoutMs: 200 }),
      pollIntervalMs: 50,
      log: (message) => logged.push(message),
    });
    const b = store({ pollIntervalMs: 50 });
    const onA = follow(a);
    const onB = follow(b);

    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const { position } = await a.append(`s-${i}`, [event(`Offline${i}`)], 'no_stream');
      expect(position).toBe(i + 1);
      // no wait for Redis: an append never takes the publish timeout
      expect(performance.now() - started).toBeLessThan(150);
    }
    await arrival(onA, 'Offline2');
    await arrival(onB, 'Offline2');
    expect(onB.map((e) => e.type)).toEqual(['Offline0', 'Offline1', 'Offline2']);
    expect((await a.readAll()).map((e) => e.type)).toEqual(['Offline0', 'Offline1', 'Offline2']);

    await eventually(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toMatch(/^Event log position \d+ not announced to the other processes: /);
    await pause(500);
    expect(logged).toHaveLength(1);
  });
});
