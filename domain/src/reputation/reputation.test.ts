import { describe, expect, it } from 'vitest';
import type { RequestReputationFacts } from './request-facts.ts';
import { computeReputation, handledRequest, median, REPUTATION_WINDOW_DAYS, reputationWindowStart, type HandledRequest } from './reputation.ts';

const now = new Date('2026-11-23T09:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** `ms` before now */
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

const request = (overrides: Partial<HandledRequest> = {}): HandledRequest => ({
  takenAt: ago(10 * DAY),
  approvedAt: null,
  seekerFirstMessageAt: null,
  firstReplyAt: null,
  ...overrides,
});
/** taken `daysAgo`, the seeker wrote a minute later and the referrer answered `replyMinutes` after that (or never) */
const answered = (daysAgo: number, replyMinutes: number | null): HandledRequest =>
  request({
    takenAt: ago(daysAgo * DAY),
    seekerFirstMessageAt: ago(daysAgo * DAY - MINUTE),
    firstReplyAt: replyMinutes === null ? null : ago(daysAgo * DAY - MINUTE - replyMinutes * MINUTE),
  });

const empty = {
  windowDays: 90,
  since: '2026-08-25T09:00:00.000Z',
  asOf: '2026-11-23T09:00:00.000Z',
  responses: { requests: 0, answered: 0, rate: null },
  firstReply: { requests: 0, medianMs: null },
  approvals: { taken: 0, approved: 0, rate: null },
};

describe('the median', () => {
  it('is nothing for no values', () => expect(median([])).toBeNull());
  it('is the one value of one', () => expect(median([7])).toBe(7));
  it('is the middle of an odd count, whatever the order', () => expect(median([30, 10, 20])).toBe(20));
  it('is the mean of the two middle values of an even count', () => expect(median([40, 10, 30, 20])).toBe(25));
  it('rounds a half millisecond', () => expect(median([1, 2])).toBe(2));
  it('sorts numbers as numbers', () => expect(median([100, 9, 20])).toBe(20));
  it('does not reorder what it was given', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('the window', () => {
  it('is the last 90 days', () => {
    expect(REPUTATION_WINDOW_DAYS).toBe(90);
    expect(reputationWindowStart(now).toISOString()).toBe('2026-08-25T09:00:00.000Z');
  });
});

describe('a referrer’s reputation', () => {
  it('is empty for a new referrer', () => {
    expect(computeReputation([], now)).toEqual(empty);
  });

  it('counts taken requests and those that reached approved', () => {
    const figures = computeReputation([request(), request({ approvedAt: ago(DAY) }), request({ approvedAt: ago(2 * DAY) }), request()], now);
    expect(figures.approvals).toEqual({ taken: 4, approved: 2, rate: 0.5 });
    expect(figures.responses).toEqual({ requests: 0, answered: 0, rate: null });
  });

  it('leaves out requests taken before the window, and keeps one taken at its very start', () => {
    const old = request({ takenAt: ago(90 * DAY + 1), approvedAt: ago(DAY) });
    const edge = request({ takenAt: ago(90 * DAY) });
    expect(computeReputation([old, edge], now).approvals).toEqual({ taken: 1, approved: 0, rate: 0 });
  });

  it('answers the share of requests the referrer answered, and the median of the first answers (odd count)', () => {
    const figures = computeReputation([answered(1, 30), answered(2, 10), answered(3, null), answered(4, 125)], now);
    expect(figures.responses).toEqual({ requests: 4, answered: 3, rate: 0.75 });
    expect(figures.firstReply).toEqual({ requests: 3, medianMs: 30 * MINUTE });
  });

  it('takes the mean of the two middle answers for an even count', () => {
    const figures = computeReputation([answered(1, 30), answered(2, 10), answered(3, 60), answered(4, 125)], now);
    expect(figures.firstReply).toEqual({ requests: 4, medianMs: 45 * MINUTE });
    expect(figures.responses.rate).toBe(1);
  });

  it('says no answer yet when the seeker wrote and nobody answered', () => {
    const figures = computeReputation([answered(1, null)], now);
    expect(figures.responses).toEqual({ requests: 1, answered: 0, rate: 0 });
    expect(figures.firstReply).toEqual({ requests: 0, medianMs: null });
  });

  it('does not count a request where the seeker never wrote', () => {
    expect(computeReputation([request({ firstReplyAt: ago(DAY) })], now).responses).toEqual({ requests: 0, answered: 0, rate: null });
  });

  it('times an answer from the take when the seeker wrote before it', () => {
    const early = request({ seekerFirstMessageAt: ago(5 * DAY), takenAt: ago(2 * DAY), firstReplyAt: ago(2 * DAY - 20 * MINUTE) });
    expect(computeReputation([early], now).firstReply).toEqual({ requests: 1, medianMs: 20 * MINUTE });
  });

  it('counts an answer given before the take as immediate', () => {
    const before = request({ seekerFirstMessageAt: ago(5 * DAY), firstReplyAt: ago(4 * DAY), takenAt: ago(2 * DAY) });
    expect(computeReputation([before], now).firstReply).toEqual({ requests: 1, medianMs: 0 });
  });

  it('places a wait in the window by when the answer became due, the later of the take and the seeker’s first message', () => {
    const takenLongAgo = request({ takenAt: ago(200 * DAY), seekerFirstMessageAt: ago(3 * DAY), firstReplyAt: ago(3 * DAY - 5 * MINUTE) });
    const writtenLongAgo = request({ takenAt: ago(3 * DAY), seekerFirstMessageAt: ago(200 * DAY), firstReplyAt: ago(3 * DAY - 7 * MINUTE) });
    const bothOld = request({ takenAt: ago(91 * DAY), seekerFirstMessageAt: ago(91 * DAY), firstReplyAt: ago(91 * DAY - MINUTE) });
    const figures = computeReputation([takenLongAgo, writtenLongAgo, bothOld], now);
    expect(figures.responses).toEqual({ requests: 2, answered: 2, rate: 1 });
    expect(figures.firstReply).toEqual({ requests: 2, medianMs: 6 * MINUTE });
    expect(figures.approvals.taken).toBe(1);
  });

  it('keeps a wait that became due at the very start of the window, and leaves one a millisecond older out', () => {
    const edge = request({ takenAt: ago(90 * DAY), seekerFirstMessageAt: ago(90 * DAY), firstReplyAt: ago(90 * DAY - MINUTE) });
    const older = request({ takenAt: ago(90 * DAY + 1), seekerFirstMessageAt: ago(90 * DAY + 1), firstReplyAt: ago(89 * DAY) });
    expect(computeReputation([edge, older], now).firstReply).toEqual({ requests: 1, medianMs: MINUTE });
  });

  it('counts what happened up to now, and nothing stamped after it: not a take, a wait, an answer or an approval', () => {
    const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const figures = computeReputation(
      [
        request({ takenAt: later(1), seekerFirstMessageAt: ago(DAY), firstReplyAt: later(2) }),
        request({ takenAt: ago(2 * DAY), seekerFirstMessageAt: ago(DAY), firstReplyAt: later(1), approvedAt: later(1) }),
        request({ takenAt: ago(2 * DAY), seekerFirstMessageAt: ago(DAY), firstReplyAt: now.toISOString(), approvedAt: now.toISOString() }),
        request({ takenAt: now.toISOString() }),
      ],
      now,
    );
    expect(figures.approvals).toEqual({ taken: 3, approved: 1, rate: 1 / 3 });
    expect(figures.responses).toEqual({ requests: 2, answered: 1, rate: 0.5 });
    expect(figures.firstReply).toEqual({ requests: 1, medianMs: DAY });
  });

  it('states its window and when it was computed', () => {
    const figures = computeReputation([], new Date('2026-03-01T00:00:00.000Z'));
    expect(figures).toMatchObject({ windowDays: 90, since: '2025-12-01T00:00:00.000Z', asOf: '2026-03-01T00:00:00.000Z' });
  });
});

describe('a request as one referrer’s figures read it', () => {
  const facts: RequestReputationFacts = {
    requestId: 'ref-1',
    seekerId: 's1',
    referrerId: 'r1',
    takenAt: ago(DAY),
    approvedAt: ago(MINUTE),
    seekerFirstMessageAt: ago(2 * DAY),
    firstRepliesAt: { r2: ago(3 * DAY), r1: ago(DAY / 2) },
  };

  it('takes the handling referrer’s own first answer', () => {
    expect(handledRequest(facts, 'r1')).toEqual({ takenAt: ago(DAY), approvedAt: ago(MINUTE), seekerFirstMessageAt: ago(2 * DAY), firstReplyAt: ago(DAY / 2) });
  });

  it('has no answer when the handling referrer never wrote after the seeker', () => {
    expect(handledRequest({ ...facts, firstRepliesAt: { r2: ago(3 * DAY) } }, 'r1')?.firstReplyAt).toBeNull();
    expect(handledRequest({ ...facts, firstRepliesAt: {} }, 'constructor')).toBeNull();
    expect(handledRequest({ ...facts, referrerId: 'constructor', firstRepliesAt: {} }, 'constructor')?.firstReplyAt).toBeNull();
  });

  it('is nothing for a request another referrer handles, or nobody has taken', () => {
    expect(handledRequest(facts, 'r2')).toBeNull();
    expect(handledRequest({ ...facts, referrerId: null, takenAt: null }, 'r1')).toBeNull();
    expect(handledRequest({ ...facts, takenAt: null }, 'r1')).toBeNull();
  });
});
