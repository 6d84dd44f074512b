/** How many client-to-server events one socket may send: a token bucket, and what counts as abuse. */
export type SocketEventLimits = {
  /** events refilled per second */
  perSecond: number;
  /** events a quiet socket may send at once */
  burst: number;
  /** dropped events, within `abuseWindowMs`, after which the socket is disconnected */
  abusiveDrops: number;
  abuseWindowMs: number;
  /** at most one `rate_limited` notice per this many ms */
  noticeEveryMs: number;
};

export const SOCKET_EVENT_LIMITS: SocketEventLimits = { perSecond: 20, burst: 40, abusiveDrops: 100, abuseWindowMs: 10_000, noticeEveryMs: 1000 };

/** What to do with one event: pass it on, drop it (telling the client, at most once a `noticeEveryMs`), or end the socket. */
export type Verdict = { kind: 'allow' } | { kind: 'drop'; notify: boolean; retryInMs: number } | { kind: 'abusive' };

/** One socket's bucket; `now` in milliseconds from any fixed origin. */
export const eventBucket = (limits: SocketEventLimits = SOCKET_EVENT_LIMITS, now: () => number = () => performance.now()) => {
  let tokens = limits.burst;
  let refilledAt = now();
  let drops = 0;
  let windowStartedAt = refilledAt;
  let notifiedAt = -Infinity;
  return (): Verdict => {
    const at = now();
    tokens = Math.min(limits.burst, tokens + ((at - refilledAt) * limits.perSecond) / 1000);
    refilledAt = at;
    if (tokens >= 1) {
      tokens -= 1;
      return { kind: 'allow' };
    }
    if (at - windowStartedAt > limits.abuseWindowMs) {
      windowStartedAt = at;
      drops = 0;
    }
    drops += 1;
    if (drops > limits.abusiveDrops) return { kind: 'abusive' };
    const notify = at - notifiedAt >= limits.noticeEveryMs;
    if (notify) notifiedAt = at;
    return { kind: 'drop', notify, retryInMs: Math.ceil(((1 - tokens) * 1000) / limits.perSecond) };
  };
};
