import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getKnownPosition, resetKnownPosition } from './api.ts';
import { applyLiveEvent, catchUp, type LiveEvent, type LiveHandlers } from './socket.ts';

const cached = (client: QueryClient, ...keys: string[][]) => keys.forEach((key) => client.setQueryData(key, { loaded: true }));
const isStale = (client: QueryClient, key: string[]) => client.getQueryState(key)?.isInvalidated ?? false;

beforeEach(() => resetKnownPosition());

describe('live events', () => {
  it("makes stale exactly the keys each registered feature names for the event's type, and runs their reactions", () => {
    const client = new QueryClient();
    cached(client, ['orders'], ['orders', 'detail', '7'], ['profile'], ['companies']);
    const seen: string[] = [];
    const orders: LiveHandlers = { invalidates: { OrderPlaced: [['orders']] }, onEvent: (event) => void seen.push(`orders saw ${event.type}`) };
    const profile: LiveHandlers = { invalidates: { OrderPlaced: [['profile']], ProfileUpdated: [['profile']] } };

    applyLiveEvent(client, [orders, profile], { type: 'OrderPlaced', position: 42, data: {} });

    expect(isStale(client, ['orders'])).toBe(true);
    expect(isStale(client, ['orders', 'detail', '7'])).toBe(true);
    expect(isStale(client, ['profile'])).toBe(true);
    expect(isStale(client, ['companies'])).toBe(false);
    expect(seen).toEqual(['orders saw OrderPlaced']);
    // the reads these invalidations start wait for the read models to reach the event
    expect(getKnownPosition()).toBe(42);
  });

  it('leaves every read alone for an event no feature names', () => {
    const client = new QueryClient();
    cached(client, ['orders']);
    applyLiveEvent(client, [{ invalidates: { OrderPlaced: [['orders']] } }], { type: 'SomethingElse' } satisfies LiveEvent);
    expect(isStale(client, ['orders'])).toBe(false);
  });

  it("on `ready` makes every cached read stale and lets each feature catch up, even when another feature's catch-up fails", async () => {
    const client = new QueryClient();
    cached(client, ['orders'], ['companies']);
    const caughtUp: string[] = [];
    const failing: LiveHandlers = { onCatchUp: () => Promise.reject(new Error('offline')) };
    const working: LiveHandlers = { onCatchUp: async () => void caughtUp.push('working') };

    await expect(catchUp(client, [failing, working], { position: 99 })).rejects.toThrow('offline');

    expect(caughtUp).toEqual(['working']);
    expect(isStale(client, ['orders'])).toBe(true);
    expect(isStale(client, ['companies'])).toBe(true);
    expect(getKnownPosition()).toBe(99);
  });
});
