import type { RequestReputationFacts } from './request-facts.ts';

/** The figures cover the last 90 days from now. */
export const REPUTATION_WINDOW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One request a referrer took on, as its figures need it (`handledRequest` makes it from the request's facts). */
export type HandledRequest = {
  takenAt: string;
  approvedAt: string | null;
  seekerFirstMessageAt: string | null;
  /** this referrer's first message in the request's chat (before the seeker's first message too), or null */
  firstReplyAt: string | null;
};

/**
 * A referrer's reputation over the window, each figure with the number of requests it rests on:
 * - `responses`: of the requests where the seeker wrote, how many the referrer answered (wrote in the request's chat,
 *   before or after the seeker's first message). A request counts in the window by when the referrer's answer became
 *   due: the later of the take and the seeker's first message. One the referrer has not answered yet counts as not
 *   answered.
 * - `firstReply`: over the answered requests of the window, the median time from that moment to the referrer's first
 *   answer (0 when they wrote before it: before taking the request on, or before the seeker). `medianMs` is null when
 *   there is none.
 * - `approvals`: of the requests taken in the window, how many reached approved (at any time since).
 * `rate`s are shares from 0 to 1, null when nothing was counted. Anything stamped after `now` has not happened yet.
 */
export type ReferrerReputation = {
  windowDays: number;
  since: string;
  asOf: string;
  responses: { requests: number; answered: number; rate: number | null };
  firstReply: { requests: number; medianMs: number | null };
  approvals: { taken: number; approved: number; rate: number | null };
};

/** A request's facts as one referrer's figures read them; null for a request they do not handle. */
export const handledRequest = (facts: RequestReputationFacts, referrerId: string): HandledRequest | null =>
  facts.referrerId === referrerId && facts.takenAt !== null
    ? {
        takenAt: facts.takenAt,
        approvedAt: facts.approvedAt,
        seekerFirstMessageAt: facts.seekerFirstMessageAt,
        firstReplyAt: Object.hasOwn(facts.firstRepliesAt, referrerId) ? (facts.firstRepliesAt[referrerId] ?? null) : null,
      }
    : null;

/** The middle value, or the mean of the two middle ones (rounded to a whole millisecond); null for none. */
export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
};

const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The start of the window that ends at `now`. */
export const reputationWindowStart = (now: Date): Date => new Date(now.getTime() - REPUTATION_WINDOW_DAYS * DAY_MS);

/** Pure: the figures of one referrer's requests, as of `now`. */
export const computeReputation = (requests: readonly HandledRequest[], now: Date): ReferrerReputation => {
  const since = reputationWindowStart(now).getTime();
  const until = now.getTime();
  // what happened after `now` has not happened yet as of `now`
  const byNow = (at: string | null): at is string => at !== null && Date.parse(at) <= until;
  const inWindow = (at: number) => at >= since && at <= until;
  const taken = requests.filter((request) => inWindow(Date.parse(request.takenAt)));
  const waits = requests.flatMap((request) => {
    if (request.seekerFirstMessageAt === null) return [];
    const dueAt = Math.max(Date.parse(request.takenAt), Date.parse(request.seekerFirstMessageAt));
    if (!inWindow(dueAt)) return [];
    return [byNow(request.firstReplyAt) ? Math.max(0, Date.parse(request.firstReplyAt) - dueAt) : null];
  });
  const replyTimes = waits.filter((wait): wait is number => wait !== null);
  const approved = taken.filter((request) => byNow(request.approvedAt)).length;
  return {
    windowDays: REPUTATION_WINDOW_DAYS,
    since: new Date(since).toISOString(),
    asOf: now.toISOString(),
    responses: { requests: waits.length, answered: replyTimes.length, rate: share(replyTimes.length, waits.length) },
    firstReply: { requests: replyTimes.length, medianMs: median(replyTimes) },
    approvals: { taken: taken.length, approved, rate: share(approved, taken.length) },
  };
};
