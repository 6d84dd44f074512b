import type { ActivitySpec, Path, SubjectType } from './catalogue.ts';
import type { Say } from './describe.ts';

/** A feature's part of the feed: its event types' entries (the allow-lists) and, for each, its sentence. */
export type ActivityPart<T extends string = string> = { entries: Record<T, ActivitySpec>; sentences: Record<T, (s: Say) => string> };

/** A feature's part of the feed, checked: every type it shows has its sentence. */
export const activityPart = <T extends string>(entries: Record<T, ActivitySpec>, sentences: Record<T, (s: Say) => string>): ActivityPart<T> => ({
  entries,
  sentences,
});

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
export const withReason = (sentence: string, reason: string) => (reason ? `${sentence}: ${reason}` : sentence);

/** A subject that is a referral or a resume review, by a field naming the service (a chat's chatType, a coupon's service). */
export const requestOfService =
  (field: Path) =>
  (data: Record<string, unknown>): SubjectType =>
    data[field] === 'resumeReview' ? 'resumeReview' : 'referral';
