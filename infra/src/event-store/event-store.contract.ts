import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedEvent } from '@referly/domain';
import { VersionConflictError, type EventStore, type NewEvent } from '../ports/event-store.ts';

/** Polls until `check` stops throwing; a subscription delivers asynchronously. */
export const eventually = (check: () => Promise<void> | void, timeout = 5000) => vi.waitFor(check, { timeout, interval: 20 });

const conflictOf = async (attempt: Promise<unknown>): Promise<unknown> => {
  try {
    await attempt;
  } catch (error) {
    return error;
  }
  throw new Error('expected a VersionConflictError, but the append succeeded');
};

/**
 * The behaviour every EventStore adapter owes its callers. Stream ids and event types carry a fresh
 * prefix per test and reads start from the head seen at the start, so the suite also runs against a
 * shared server that already holds other data.
 */
export const eventStoreContract = (name: string, make: () => Promise<EventStore>) =>
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let p: string;
    let start: number;
    const event = (type: string, data: Record<string, unknown> = {}, id = randomUUID()): NewEvent => ({
      id,
      type: `${p}${type}`,
      data,
    });
    const types = (events: RecordedEvent[]) => events.map((e) => e.type.slice(p.length));

    beforeEach(async () => {
      store = await make();
      p = `t${randomUUID().replaceAll('-', '').slice(0, 12)}_`;
      start = await store.headPosition();
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await store.close();
    });

    it('appends to a new stream with no_stream and reads it back', async () => {
      const result = await store.append(`${p}user-1`, [event('UserRegistered', { email: 'a@b.au' }), event('PasswordSet')], 'no_stream');
      expect(result.nextRevision).toBe(1);
      expect(result.position).toBeGreaterThan(start);
      const events = await store.readStream(`${p}user-1`);
      expect(types(events)).toEqual(['UserRegistered', 'PasswordSet']);
      expect(events.map((e) => e.revision)).toEqual([0, 1]);
      expect(events[0]?.data).toEqual({ email: 'a@b.au' });
      expect(events[0]?.streamId).toBe(`${p}user-1`);
      expect(events[1]?.position).toBe(result.position);
      expect(new Date(events[0]?.recordedAt ?? '').getTime()).not.toBeNaN();
    });

    it('keeps the id and metadata of each event', async () => {
      const id = randomUUID();
      await store.append(`${p}user-1`, [{ ...event('UserRegistered', {}, id), metadata: { causationId: 'req-1', correlationId: 'c-1' } }], 'no_stream');
      const [stored] = await store.readStream(`${p}user-1`);
      expect(stored?.id).toBe(id);
      expect(stored?.metadata).toEqual({ causationId: 'req-1', correlationId: 'c-1' });
    });

    it('appends with the numeric revision of the last event', async () => {
      await store.append(`${p}s`, [event('A'), event('B')], 'no_stream');
      const result = await store.append(`${p}s`, [event('C')], 1);
      expect(result.nextRevision).toBe(2);
      expect(types(await store.readStream(`${p}s`))).toEqual(['A', 'B', 'C']);
    });

    it('appends with exists and any', async () => {
      await store.append(`${p}s`, [event('A')], 'any');
      await store.append(`${p}s`, [event('B')], 'exists');
      await store.append(`${p}s`, [event('C')], 'any');
      expect(types(await store.readStream(`${p}s`))).toEqual(['A', 'B', 'C']);
    });

    it('refuses a wrong revision with a VersionConflictError and stores nothing', async () => {
      await store.append(`${p}s`, [event('A'), event('B')], 'no_stream');
      const stale = await conflictOf(store.append(`${p}s`, [event('C')], 0));
      expect(stale).toBeInstanceOf(VersionConflictError);
      expect(stale).toMatchObject({ code: 'version_conflict', streamId: `${p}s`, expected: 0, actual: 1 });
      expect(await conflictOf(store.append(`${p}s`, [event('C')], 'no_stream'))).toBeInstanceOf(VersionConflictError);
      expect(await conflictOf(store.append(`${p}s`, [event('C')], 5))).toBeInstanceOf(VersionConflictError);
      expect(types(await store.readStream(`${p}s`))).toEqual(['A', 'B']);
    });

    it('refuses exists on a missing stream', async () => {
      const error = await conflictOf(store.append(`${p}missing`, [event('A')], 'exists'));
      expect(error).toBeInstanceOf(VersionConflictError);
      expect(error).toMatchObject({ actual: 'no_stream' });
      expect(await store.readStream(`${p}missing`)).toEqual([]);
    });

    it('reads a stream from a revision on', async () => {
      await store.append(`${p}s`, [event('E0'), event('E1'), event('E2')], 'no_stream');
      await store.append(`${p}s`, [event('E3'), event('E4')], 2);
      const fromTwo = await store.readStream(`${p}s`, { fromRevision: 2 });
      expect(types(fromTwo)).toEqual(['E2', 'E3', 'E4']);
      expect(fromTwo.map((e) => e.revision)).toEqual([2, 3, 4]);
      expect(fromTwo).toEqual((await store.readStream(`${p}s`)).slice(2));
      expect(types(await store.readStream(`${p}s`, { fromRevision: 4 }))).toEqual(['E4']);
      expect(await store.readStream(`${p}s`, { fromRevision: 5 })).toEqual([]);
      expect(types(await store.readStream(`${p}s`, { fromRevision: 0 }))).toEqual(['E0', 'E1', 'E2', 'E3', 'E4']);
      expect(await store.readStream(`${p}missing`, { fromRevision: 1 })).toEqual([]);
    });

    it('reads [] for a stream that does not exist', async () => {
      expect(await store.readStream(`${p}nothing-here`)).toEqual([]);
    });

    it('reads all events in position order from a position', async () => {
      await store.append(`${p}a`, [event('A1')], 'no_stream');
      await store.append(`${p}b`, [event('B1')], 'no_stream');
      const third = await store.append(`${p}a`, [event('A2')], 0);
      const all = await store.readAll({ after: start, filter: { streamPrefix: p } });
      expect(types(all)).toEqual(['A1', 'B1', 'A2']);
      const positions = all.map((e) => e.position);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
      expect(new Set(positions).size).toBe(3);
      expect(all[2]?.position).toBe(third.position);

      const afterFirst = await store.readAll({ after: all[0]?.position, filter: { streamPrefix: p } });
      expect(types(afterFirst)).toEqual(['B1', 'A2']);
      expect(await store.readAll({ after: third.position, filter: { streamPrefix: p } })).toEqual([]);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(third.position);
    });

    it('the events of one append get distinct, increasing positions', async () => {
      const result = await store.append(`${p}batch`, [event('One'), event('Two'), event('Three')], 'no_stream');
      const inStream = (await store.readStream(`${p}batch`)).map((e) => e.position);
      expect(new Set(inStream).size).toBe(3);
      expect([...inStream].sort((x, y) => x - y)).toEqual(inStream);
      expect(inStream[0]).toBeGreaterThan(start);
      expect(inStream[2]).toBe(result.position);
      expect(await store.headPosition()).toBe(result.position);

      const inLog = await store.readAll({ after: start, filter: { streamPrefix: p } });
      expect(inLog.map((e) => e.position)).toEqual(inStream);
      const seen: number[] = [];
      const subscription = store.subscribe({ after: start, filter: { streamPrefix: p } }, async (e) => {
        seen.push(e.position);
      });
      await eventually(() => expect(seen).toEqual(inStream));
      await subscription.close();

      // Resuming after the first or the second event of the batch neither repeats nor skips one.
      for (const [index, after] of inStream.slice(0, 2).entries()) {
        const rest = inStream.slice(index + 1);
        expect((await store.readAll({ after, filter: { streamPrefix: p } })).map((e) => e.position)).toEqual(rest);
        const resumed: number[] = [];
        const again = store.subscribe({ after, filter: { streamPrefix: p } }, async (e) => {
          resumed.push(e.position);
        });
        await eventually(() => expect(resumed).toEqual(rest));
        await again.close();
      }
    });

    it('filters by event types and by stream prefix', async () => {
      await store.append(`${p}user-1`, [event('UserRegistered'), event('ProfileUpdated')], 'no_stream');
      await store.append(`${p}referral-1`, [event('ReferralRequested')], 'no_stream');
      await store.append(`${p}user-2`, [event('UserRegistered')], 'no_stream');

      const registered = await store.readAll({ after: start, filter: { types: [`${p}UserRegistered`] } });
      expect(registered.map((e) => e.streamId)).toEqual([`${p}user-1`, `${p}user-2`]);
      const twoTypes = await store.readAll({ after: start, filter: { types: [`${p}ReferralRequested`, `${p}ProfileUpdated`] } });
      expect(types(twoTypes)).toEqual(['ProfileUpdated', 'ReferralRequested']);
      const users = await store.readAll({ after: start, filter: { streamPrefix: `${p}user-` } });
      expect(types(users)).toEqual(['UserRegistered', 'ProfileUpdated', 'UserRegistered']);
      const both = await store.readAll({ after: start, filter: { streamPrefix: `${p}user-`, types: [`${p}ProfileUpdated`] } });
      expect(both.map((e) => e.streamId)).toEqual([`${p}user-1`]);
    });

    it('returns at most limit events, so a reader can page through the log', async () => {
      await store.append(`${p}s`, [event('E1'), event('E2'), event('E3'), event('E4'), event('E5')], 'no_stream');
      const first = await store.readAll({ after: start, filter: { streamPrefix: p }, limit: 2 });
      expect(types(first)).toEqual(['E1', 'E2']);
      const second = await store.readAll({ after: first[1]?.position, filter: { streamPrefix: p }, limit: 2 });
      expect(types(second)).toEqual(['E3', 'E4']);
      const rest = await store.readAll({ after: second[1]?.position, filter: { streamPrefix: p }, limit: 2 });
      expect(types(rest)).toEqual(['E5']);
    });

    it('reads back in time: newest first, below a position, filtered, at most limit', async () => {
      await store.append(`${p}user-1`, [event('UserRegistered'), event('ProfileUpdated')], 'no_stream');
      await store.append(`${p}referral-1`, [event('ReferralRequested')], 'no_stream');
      await store.append(`${p}user-2`, [event('UserRegistered'), event('ProfileUpdated')], 'no_stream');
      const mine = { streamPrefix: p };

      const newest = await store.readAllBackward({ filter: mine, limit: 3 });
      expect(newest.map((e) => `${e.streamId.slice(p.length)} ${e.type.slice(p.length)}`)).toEqual([
        'user-2 ProfileUpdated',
        'user-2 UserRegistered',
        'referral-1 ReferralRequested',
      ]);
      const older = await store.readAllBackward({ before: newest.at(-1)?.position, filter: mine, limit: 3 });
      expect(types(older)).toEqual(['ProfileUpdated', 'UserRegistered']);
      expect(older.map((e) => e.position)).toEqual([...older.map((e) => e.position)].sort((a, b) => b - a));
      expect(await store.readAllBackward({ before: older.at(-1)?.position, filter: mine, limit: 3 })).toEqual([]);

      const registered = await store.readAllBackward({ filter: { types: [`${p}UserRegistered`] }, limit: 10 });
      expect(registered.map((e) => e.streamId)).toEqual([`${p}user-2`, `${p}user-1`]);
      const both = await store.readAllBackward({ filter: { streamPrefix: `${p}user-`, types: [`${p}ProfileUpdated`] }, limit: 1 });
      expect(both.map((e) => e.streamId)).toEqual([`${p}user-2`]);
      expect(await store.readAllBackward({ filter: mine, limit: 0 })).toEqual([]);
      // what it reads back is what a forward read gives, event for event
      const forward = await store.readAll({ after: start, filter: mine });
      expect(await store.readAllBackward({ filter: mine, limit: 10 })).toEqual([...forward].reverse());
    });

    it('stores nothing new when a batch is appended again with the same expected revision, and answers as the first time', async () => {
      const opened = [event('Opened')];
      const first = await store.append(`${p}s`, opened, 'no_stream');
      const batch = [event('A'), event('B')];
      const second = await store.append(`${p}s`, batch, 0);
      expect(await store.append(`${p}s`, batch, 0)).toEqual(second);
      await store.append(`${p}s`, [event('C')], 2);

      expect(await store.append(`${p}s`, batch, 0)).toEqual(second);
      expect(await store.append(`${p}s`, opened, 'no_stream')).toEqual(first);
      expect(types(await store.readStream(`${p}s`))).toEqual(['Opened', 'A', 'B', 'C']);
      expect(await store.readAll({ after: start, filter: { streamPrefix: p } })).toHaveLength(4);
    });

    describe('appendMany', () => {
      it('appends a batch to each stream, checking each expected revision, and answers each result in order', async () => {
        await store.append(`${p}webhook`, [event('Seen')], 'no_stream');
        const seen: string[] = [];
        const subscription = store.subscribe({ after: start, filter: { streamPrefix: p } }, async (e) => {
          seen.push(e.type.slice(p.length));
        });
        await eventually(() => expect(seen).toEqual(['Seen']));
        const results = await store.appendMany([
          { streamId: `${p}referral`, events: [event('Paid'), event('Noted')], expectedRevision: 'no_stream' },
          { streamId: `${p}webhook`, events: [event('Handled')], expectedRevision: 0 },
        ]);
        expect(results.map((r) => r.nextRevision)).toEqual([1, 1]);
        const referral = await store.readStream(`${p}referral`);
        const webhook = await store.readStream(`${p}webhook`);
        expect(types(referral)).toEqual(['Paid', 'Noted']);
        expect(types(webhook)).toEqual(['Seen', 'Handled']);
        expect(results.map((r) => r.position)).toEqual([referral[1]?.position, webhook[1]?.position]);
        const inLog = await store.readAll({ after: start, filter: { streamPrefix: p } });
        expect(types(inLog)).toEqual(['Seen', 'Paid', 'Noted', 'Handled']);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(Math.max(...results.map((r) => r.position)));
        expect(typeof store.atomicAppendMany).toBe('boolean');
        await eventually(() => expect(seen).toEqual(['Seen', 'Paid', 'Noted', 'Handled']));
        await subscription.close();
      });

      it('refuses a version conflict on either stream with its VersionConflictError and stores nothing', async () => {
        await store.append(`${p}a`, [event('A0')], 'no_stream');
        await store.append(`${p}b`, [event('B0'), event('B1')], 'no_stream');
        const onFirst = await conflictOf(
          store.appendMany([
            { streamId: `${p}a`, events: [event('A1')], expectedRevision: 'no_stream' },
            { streamId: `${p}b`, events: [event('B2')], expectedRevision: 1 },
          ]),
        );
        expect(onFirst).toBeInstanceOf(VersionConflictError);
        expect(onFirst).toMatchObject({ streamId: `${p}a`, expected: 'no_stream', actual: 0 });
        const onSecond = await conflictOf(
          store.appendMany([
            { streamId: `${p}a`, events: [event('A1')], expectedRevision: 0 },
            { streamId: `${p}b`, events: [event('B2')], expectedRevision: 0 },
          ]),
        );
        expect(onSecond).toMatchObject({ code: 'version_conflict', streamId: `${p}b`, expected: 0, actual: 1 });
        const onNew = await conflictOf(
          store.appendMany([
            { streamId: `${p}c`, events: [event('C0')], expectedRevision: 'no_stream' },
            { streamId: `${p}missing`, events: [event('M0')], expectedRevision: 'exists' },
          ]),
        );
        expect(onNew).toMatchObject({ streamId: `${p}missing`, actual: 'no_stream' });
        expect(types(await store.readStream(`${p}a`))).toEqual(['A0']);
        expect(types(await store.readStream(`${p}b`))).toEqual(['B0', 'B1']);
        expect(await store.readStream(`${p}c`)).toEqual([]);
        expect(await store.readAll({ after: start, filter: { streamPrefix: p } })).toHaveLength(3);
      });

      it('stores nothing new when the same call is made again, and answers as the first time', async () => {
        await store.append(`${p}webhook`, [event('Seen')], 'no_stream');
        const appends = [
          { streamId: `${p}referral`, events: [event('Paid')], expectedRevision: 'no_stream' as const },
          { streamId: `${p}webhook`, events: [event('Handled')], expectedRevision: 0 },
        ];
        const first = await store.appendMany(appends);
        expect(await store.appendMany(appends)).toEqual(first);
        await store.append(`${p}referral`, [event('Later')], 0);
        expect(await store.appendMany(appends)).toEqual(first);
        expect(types(await store.readAll({ after: start, filter: { streamPrefix: p } }))).toEqual(['Seen', 'Paid', 'Handled', 'Later']);
      });

      it('refuses a stream named twice, storing nothing', async () => {
        await expect(
          store.appendMany([
            { streamId: `${p}s`, events: [event('A')], expectedRevision: 'no_stream' },
            { streamId: `${p}s`, events: [event('B')], expectedRevision: 0 },
          ]),
        ).rejects.toThrow();
        expect(await store.readStream(`${p}s`)).toEqual([]);
      });

      it('where it is atomic, a call that loses a race stores nothing on any stream', async (context) => {
        if (!store.atomicAppendMany) context.skip();
        await store.append(`${p}shared`, [event('Opened')], 'no_stream');
        const outcomes = await Promise.allSettled(
          Array.from({ length: 20 }, (_, i) =>
            store.appendMany([
              { streamId: `${p}own-${i}`, events: [event('Mine', { by: i })], expectedRevision: 'no_stream' },
              { streamId: `${p}shared`, events: [event('Claimed', { by: i })], expectedRevision: 0 },
            ]),
          ),
        );
        const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
        expect(won).toHaveLength(1);
        for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(VersionConflictError);
        const inLog = await store.readAll({ after: start, filter: { streamPrefix: p } });
        expect(inLog.map((e) => e.streamId.slice(p.length))).toEqual(['shared', `own-${won[0]}`, 'shared']);
        expect(inLog[2]?.data).toEqual({ by: won[0] });
      });
    });

    it('subscribe catches up, then receives live events in order', async () => {
      await store.append(`${p}s`, [event('E1'), event('E2')], 'no_stream');
      const seen: string[] = [];
      const subscription = store.subscribe({ after: start, filter: { streamPrefix: p } }, async (e) => {
        // A slow handler must still see events one at a time, in order.
        await new Promise((resolve) => setTimeout(resolve, 2));
        seen.push(e.type.slice(p.length));
      });
      await eventually(() => expect(seen).toEqual(['E1', 'E2']));
      await store.append(`${p}s`, [event('E3')], 1);
      await store.append(`${p}other`, [event('O1')], 'no_stream');
      await store.append(`${p}s`, [event('E4'), event('E5')], 2);
      await eventually(() => expect(seen).toEqual(['E1', 'E2', 'E3', 'O1', 'E4', 'E5']));
      await subscription.close();
    });

    it('subscribe starts after a given position and applies the filter', async () => {
      await store.append(`${p}s`, [event('E1'), event('E2')], 'no_stream');
      const [firstEvent] = await store.readStream(`${p}s`);
      const seen: RecordedEvent[] = [];
      const subscription = store.subscribe({ after: firstEvent?.position, filter: { types: [`${p}E2`, `${p}E3`] } }, async (e) => {
        seen.push(e);
      });
      await store.append(`${p}s`, [event('X'), event('E3')], 1);
      await eventually(() => expect(types(seen)).toEqual(['E2', 'E3']));
      expect(seen.map((e) => e.revision)).toEqual([1, 3]);
      await subscription.close();
    });

    it('delivers a failed event again after a backoff, and nothing after it until it succeeds', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await store.append(`${p}s`, [event('First'), event('Flaky'), event('Next')], 'no_stream');
      const [, flaky] = await store.readStream(`${p}s`);
      const seen: string[] = [];
      let readModelUp = false;
      const subscription = store.subscribe({ after: start, filter: { streamPrefix: p } }, async (e) => {
        seen.push(e.type.slice(p.length));
        if (e.type.endsWith('Flaky') && !readModelUp) throw new Error('read model unavailable');
      });
      await eventually(() => expect(seen.filter((type) => type === 'Flaky').length).toBeGreaterThanOrEqual(3));
      expect(seen).not.toContain('Next');
      expect(new Set(seen)).toEqual(new Set(['First', 'Flaky']));
      expect(subscription.status()).toMatchObject({ retrying: true, lastError: 'read model unavailable', connected: true });
      expect(subscription.status().position).toBeLessThan(flaky?.position ?? 0);

      readModelUp = true;
      await eventually(() => expect(seen.at(-1)).toBe('Next'));
      await store.append(`${p}s`, [event('Later')], 2);
      await eventually(() => expect(seen.at(-1)).toBe('Later'));
      expect(seen.filter((type) => type !== 'Flaky')).toEqual(['First', 'Next', 'Later']);
      expect(seen.indexOf('Next')).toBe(seen.lastIndexOf('Flaky') + 1);
      const status = subscription.status();
      expect(status).toMatchObject({ retrying: false, connected: true });
      expect(status.lastError).toBeUndefined();
      await subscription.close();
    });

    it('stops retrying a failing event once closed', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await store.append(`${p}s`, [event('Poison')], 'no_stream');
      let attempts = 0;
      const subscription = store.subscribe({ after: start, filter: { streamPrefix: p } }, async () => {
        attempts += 1;
        throw new Error('always fails');
      });
      await eventually(() => expect(attempts).toBeGreaterThanOrEqual(2));
      await subscription.close();
      const atClose = attempts;
      // Longer than the next two backoffs together: a retry still scheduled would have run by now.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(attempts).toBe(atClose);
    });

    it('reports in status() how far it has delivered', async () => {
      const subscription = store.subscribe({ after: start, filter: { streamPrefix: p } }, async () => undefined);
      expect(subscription.status().position).toBe(start);
      const appended = await store.append(`${p}s`, [event('A'), event('B')], 'no_stream');
      await eventually(() => expect(subscription.status().position).toBeGreaterThanOrEqual(appended.position));
      expect(subscription.status()).toMatchObject({ retrying: false, connected: true });
      await subscription.close();
    });

    it('stops delivering once a subscription is closed', async () => {
      const seen: string[] = [];
      const subscription = store.subscribe({ after: start, filter: { streamPrefix: p } }, async (e) => {
        seen.push(e.type.slice(p.length));
      });
      await store.append(`${p}s`, [event('Before')], 'no_stream');
      await eventually(() => expect(seen).toEqual(['Before']));
      await subscription.close();
      await store.append(`${p}s`, [event('After')], 0);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(seen).toEqual(['Before']);
    });

    it('lets exactly one of 50 concurrent appends at the same revision win', async () => {
      await store.append(`${p}race`, [event('Opened')], 'no_stream');
      const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => store.append(`${p}race`, [event('Claimed', { by: i })], 0)));
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(49);
      for (const reason of lost) expect(reason).toBeInstanceOf(VersionConflictError);
      const stream = await store.readStream(`${p}race`);
      expect(types(stream)).toEqual(['Opened', 'Claimed']);
    });

    it('reports itself healthy', async () => {
      const health = await store.health();
      expect(health.ok).toBe(true);
      expect(health.adapter).toBeTruthy();
    });
  });
