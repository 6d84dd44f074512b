import { describe, expect, it } from 'vitest';
import { eventBucket, SOCKET_EVENT_LIMITS } from './rate-limit.ts';

const clock = () => {
  let now = 0;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
};

describe('eventBucket (one socket’s client events)', () => {
  it('allows a burst of 40, then drops, telling the client once a second when to try again', () => {
    const time = clock();
    const take = eventBucket(SOCKET_EVENT_LIMITS, time.now);
    for (let i = 0; i < 40; i += 1) expect(take()).toEqual({ kind: 'allow' });
    expect(take()).toEqual({ kind: 'drop', notify: true, retryInMs: 50 });
    expect(take()).toEqual({ kind: 'drop', notify: false, retryInMs: 50 });
    time.advance(999);
    // 999 ms refilled 19.98 events
    for (let i = 0; i < 19; i += 1) expect(take()).toEqual({ kind: 'allow' });
    expect(take()).toMatchObject({ kind: 'drop', notify: false });
    time.advance(1);
    expect(take()).toEqual({ kind: 'allow' });
    expect(take()).toEqual({ kind: 'drop', notify: true, retryInMs: 50 });
  });

  it('refills 20 a second up to the burst, never beyond', () => {
    const time = clock();
    const take = eventBucket(SOCKET_EVENT_LIMITS, time.now);
    for (let i = 0; i < 40; i += 1) take();
    time.advance(60_000);
    for (let i = 0; i < 40; i += 1) expect(take().kind).toBe('allow');
    expect(take().kind).toBe('drop');
  });

  it('calls more than 100 dropped events within 10 s abuse, and forgets drops older than that', () => {
    const time = clock();
    const take = eventBucket({ ...SOCKET_EVENT_LIMITS, perSecond: 0.001 }, time.now);
    for (let i = 0; i < 40; i += 1) take();
    for (let i = 0; i < 100; i += 1) expect(take().kind).toBe('drop');
    time.advance(10_001);
    for (let i = 0; i < 100; i += 1) expect(take().kind).toBe('drop');
    expect(take()).toEqual({ kind: 'abusive' });
  });
});
