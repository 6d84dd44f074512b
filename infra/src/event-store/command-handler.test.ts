import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError, type Decider, type Event } from '@referly/domain';
import { VersionConflictError, type EventStore } from '../ports/event-store.ts';
import { handleCommand, loadState } from './command-handler.ts';
import { createSqliteEventStore } from './sqlite-event-store.ts';

type CounterEvent = Event<'Incremented', { by: number }> | Event<'Reset', Record<string, never>>;
type CounterCommand = { type: 'Increment'; by: number; max: number } | { type: 'Reset' };
type Counter = { value: number };

const counter: Decider<CounterCommand, CounterEvent, Counter> = {
  initialState: () => ({ value: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'Incremented':
        return { value: state.value + event.data.by };
      case 'Reset':
        return { value: 0 };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Increment':
        if (state.value + command.by > command.max) throw new DomainError('conflict', 'Counter is full');
        return [{ type: 'Incremented', data: { by: command.by } }];
      case 'Reset':
        return state.value === 0 ? [] : [{ type: 'Reset', data: {} }];
    }
  },
};

const increment = (by: number, max = 1000): CounterCommand => ({ type: 'Increment', by, max });

describe('handleCommand', () => {
  let store: EventStore;
  beforeEach(() => {
    store = createSqliteEventStore({ file: ':memory:' });
  });
  afterEach(async () => {
    await store.close();
  });

  it('appends the decided events to a new stream and answers with their position and revision', async () => {
    await store.append('other', [{ id: 'o-1', type: 'Other', data: {} }], 'no_stream');
    const ids = ['e-1', 'e-2'];
    const result = await handleCommand(store, 'counter-1', counter, increment(2), {
      newEventId: () => ids.shift() ?? 'none',
      metadata: { causationId: 'request-9' },
    });
    expect(result).toEqual({ events: [{ type: 'Incremented', data: { by: 2 } }], position: 2, nextRevision: 0 });
    const [stored] = await store.readStream('counter-1');
    expect(stored).toMatchObject({ id: 'e-1', type: 'Incremented', metadata: { causationId: 'request-9' } });
  });

  it('decides on the state folded from the stream', async () => {
    await handleCommand(store, 'counter-1', counter, increment(3));
    await handleCommand(store, 'counter-1', counter, increment(4));
    expect((await loadState(store, 'counter-1', counter)).state).toEqual({ value: 7 });
    await expect(handleCommand(store, 'counter-1', counter, increment(4, 10))).rejects.toMatchObject({
      name: 'DomainError',
      code: 'conflict',
      message: 'Counter is full',
    });
    expect(await store.readStream('counter-1')).toHaveLength(2);
  });

  it('appends nothing when the decider decides nothing, and still answers with the stream position', async () => {
    const fresh = await handleCommand(store, 'counter-1', counter, { type: 'Reset' });
    expect(fresh).toEqual({ events: [], position: 0, nextRevision: -1 });
    const first = await handleCommand(store, 'counter-1', counter, increment(1));
    await handleCommand(store, 'counter-1', counter, { type: 'Reset' });
    const noop = await handleCommand(store, 'counter-1', counter, { type: 'Reset' });
    expect(noop).toEqual({ events: [], position: first.position + 1, nextRevision: 1 });
    expect(await store.headPosition()).toBe(2);
  });

  it('loadState reports no_stream for a stream that does not exist', async () => {
    expect(await loadState(store, 'counter-x', counter)).toEqual({ state: { value: 0 }, revision: 'no_stream', position: 0 });
  });

  it('lets concurrent commands on one stream all succeed by deciding again after a conflict', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => handleCommand(store, 'counter-1', counter, increment(1))));
    expect(results.map((r) => r.nextRevision).sort()).toEqual([0, 1, 2, 3]);
    expect((await loadState(store, 'counter-1', counter)).state).toEqual({ value: 4 });
  });

  it('decides again on fresh state after a conflict, so a rule broken meanwhile is caught', async () => {
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => handleCommand(store, 'counter-1', counter, increment(1, 2))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'conflict' } });
    expect((await loadState(store, 'counter-1', counter)).state).toEqual({ value: 2 });
  });

  it('rethrows the VersionConflictError once the retries are used up', async () => {
    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => handleCommand(store, 'counter-1', counter, increment(1), { retries: 0 })));
    const rejected = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
    expect(rejected).toHaveLength(2);
    for (const reason of rejected) expect(reason).toBeInstanceOf(VersionConflictError);
  });

  it('reads only the events after the state it kept, so a command costs the same on a long stream', async () => {
    for (let i = 0; i < 300; i += 1)
      await store.append('counter-long', [{ id: `l-${i}`, type: 'Incremented', data: { by: 1 } }], i === 0 ? 'no_stream' : i - 1);
    const read: number[] = [];
    const counting: EventStore = {
      ...store,
      readStream: async (streamId, options) => {
        const events = await store.readStream(streamId, options);
        read.push(events.length);
        return events;
      },
    };
    await handleCommand(counting, 'counter-long', counter, increment(1));
    expect(read).toEqual([300]);
    for (let i = 0; i < 5; i += 1) await handleCommand(counting, 'counter-long', counter, increment(1));
    // the later commands read nothing: their own appends were folded in as they were made, and the append's
    // expected revision would refuse a fold that another writer had overtaken
    expect(read).toEqual([300]);
    expect((await loadState(counting, 'counter-long', counter)).state).toEqual({ value: 306 });
  });

  it('sees what another writer appended since it last folded the stream', async () => {
    await handleCommand(store, 'counter-1', counter, increment(5, 10));
    // another process (or node) on the same log
    await store.append('counter-1', [{ id: 'elsewhere', type: 'Incremented', data: { by: 4 } }], 0);
    await expect(handleCommand(store, 'counter-1', counter, increment(2, 10))).rejects.toMatchObject({ code: 'conflict', message: 'Counter is full' });
    expect((await handleCommand(store, 'counter-1', counter, increment(1, 10))).nextRevision).toBe(2);
    expect((await loadState(store, 'counter-1', counter)).state).toEqual({ value: 10 });
  });

  it('decides a refusal on a kept state only once the stream holds nothing newer', async () => {
    await handleCommand(store, 'counter-1', counter, increment(10, 10));
    // another writer empties the counter this process still holds as full
    await store.append('counter-1', [{ id: 'elsewhere', type: 'Reset', data: {} }], 0);
    expect((await handleCommand(store, 'counter-1', counter, increment(1, 10))).nextRevision).toBe(2);
    expect((await loadState(store, 'counter-1', counter)).state).toEqual({ value: 1 });
  });

  it('decides that there is nothing to do on a kept state only once the stream holds nothing newer', async () => {
    await handleCommand(store, 'counter-1', counter, increment(3));
    await handleCommand(store, 'counter-1', counter, { type: 'Reset' });
    // the kept state is 0, where a Reset has nothing to do; another writer has added 2 since
    await store.append('counter-1', [{ id: 'elsewhere', type: 'Incremented', data: { by: 2 } }], 1);
    const reset = await handleCommand(store, 'counter-1', counter, { type: 'Reset' });
    expect(reset.events).toEqual([{ type: 'Reset', data: {} }]);
    expect((await loadState(store, 'counter-1', counter)).state).toEqual({ value: 0 });
  });
  it('decides on a state the caller has just loaded without reading the stream again, a new stream at no_stream', async () => {
    const read: string[] = [];
    const counting: EventStore = {
      ...store,
      readStream: async (streamId, options) => {
        read.push(streamId);
        return store.readStream(streamId, options);
      },
    };
    const loaded = await loadState(counting, 'counter-new', counter);
    expect(loaded.revision).toBe('no_stream');
    const result = await handleCommand(counting, 'counter-new', counter, increment(2), { loaded });
    expect(read).toEqual(['counter-new']);
    expect(result).toMatchObject({ events: [{ type: 'Incremented', data: { by: 2 } }], nextRevision: 0 });
    expect((await loadState(store, 'counter-new', counter)).state).toEqual({ value: 2 });
  });

  it('decides again on the fresh state when another writer appended after the caller loaded it', async () => {
    const loaded = await loadState(store, 'counter-raced', counter);
    await store.append('counter-raced', [{ id: 'elsewhere', type: 'Incremented', data: { by: 9 } }], 'no_stream');
    await expect(handleCommand(store, 'counter-raced', counter, increment(2, 10), { loaded })).rejects.toMatchObject({ code: 'conflict' });
    expect((await handleCommand(store, 'counter-raced', counter, increment(1, 10), { loaded })).nextRevision).toBe(1);
    expect((await loadState(store, 'counter-raced', counter)).state).toEqual({ value: 10 });
  });

  describe('with batches of other streams alongside', () => {
    const note = (id: string) => ({ streamId: 'notes', events: [{ id, type: 'Noted', data: {} }], expectedRevision: 'no_stream' as const });
    const commits: number[] = [];
    const countingCommits = (): EventStore => ({
      ...store,
      append: async (...args) => {
        commits.push(1);
        return store.append(...args);
      },
      appendMany: async (appends) => {
        commits.push(appends.length);
        return store.appendMany(appends);
      },
    });
    beforeEach(() => {
      commits.length = 0;
    });

    it('stores the command’s events and theirs in one append, answering the furthest position', async () => {
      const result = await handleCommand(countingCommits(), 'counter-1', counter, increment(2), { alongside: [note('n-1')] });
      expect(commits).toEqual([2]);
      const [noted] = await store.readStream('notes');
      expect(result).toMatchObject({ events: [{ type: 'Incremented' }], nextRevision: 0, position: noted?.position });
      expect((await loadState(store, 'counter-1', counter)).state).toEqual({ value: 2 });
    });

    it('stores theirs alone when the command decides nothing, and nothing when it is refused', async () => {
      const nothing = await handleCommand(store, 'counter-1', counter, { type: 'Reset' }, { alongside: [note('n-1')] });
      expect(nothing.events).toEqual([]);
      expect((await store.readStream('notes')).map((e) => e.id)).toEqual(['n-1']);
      await expect(handleCommand(store, 'counter-1', counter, increment(5, 2), { alongside: [{ ...note('n-2'), expectedRevision: 0 }] })).rejects.toMatchObject(
        { code: 'conflict' },
      );
      expect((await store.readStream('notes')).map((e) => e.id)).toEqual(['n-1']);
    });

    it('retries a conflict on its own stream with theirs again, and throws one on theirs with nothing stored', async () => {
      const loaded = await loadState(store, 'counter-raced', counter);
      await store.append('counter-raced', [{ id: 'elsewhere', type: 'Incremented', data: { by: 1 } }], 'no_stream');
      const raced = await handleCommand(store, 'counter-raced', counter, increment(2), { loaded, alongside: [note('n-1')] });
      expect(raced.nextRevision).toBe(1);
      expect((await store.readStream('notes')).map((e) => e.id)).toEqual(['n-1']);

      const theirs = await handleCommand(store, 'counter-raced', counter, increment(4), { alongside: [note('n-2')] }).catch((error: unknown) => error);
      expect(theirs).toBeInstanceOf(VersionConflictError);
      expect(theirs).toMatchObject({ streamId: 'notes' });
      expect((await loadState(store, 'counter-raced', counter)).state).toEqual({ value: 3 });
      expect((await store.readStream('notes')).map((e) => e.id)).toEqual(['n-1']);
    });
  });
});
