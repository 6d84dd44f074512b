import type { ActivityLink } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ActivityDoc } from './activity-entry.ts';
import type { ActivitySpec, Path, SubjectType } from './catalogue.ts';
import type { ActivityContext, Say } from './describe.ts';

/** A request as the feed's sentences name it, read from its kind's read model when the feed is read. */
export type ActivityRequest = { seekerId: string; currency: string; companyName: string | null };

/**
 * What a feature says of a subject it owns: the admin screen an entry about it opens, and for a request, what the
 * sentences call it after whose it is ('referral request at Atlassian') and how its requests are looked up (once for
 * a page of entries, by id, over the kind's own read model).
 */
export type ActivitySubject = {
  link: (id: string, doc: ActivityDoc, context: ActivityContext) => ActivityLink;
  requestName?: (s: Say) => string;
  requests?: (store: ReadStore, ids: readonly string[]) => Promise<ReadonlyMap<string, ActivityRequest>>;
};
export type ActivitySubjects = Partial<Record<SubjectType, ActivitySubject>>;

/** A feature's part of the feed: its event types' entries (the allow-lists), for each its sentence, and its subjects. */
export type ActivityPart<T extends string = string> = {
  entries: Record<T, ActivitySpec>;
  sentences: Record<T, (s: Say) => string>;
  subjects: ActivitySubjects;
};

/** A feature's part of the feed, checked: every type it shows has its sentence. */
export const activityPart = <T extends string>(
  entries: Record<T, ActivitySpec>,
  sentences: Record<T, (s: Say) => string>,
  subjects: ActivitySubjects = {},
): ActivityPart<T> => ({ entries, sentences, subjects });

/** An admin screen's path to one thing: '/admin_dashboard/job_referrals/r1'. */
export const adminPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
export const withReason = (sentence: string, reason: string) => (reason ? `${sentence}: ${reason}` : sentence);

/** A subject that is a referral or a resume review, by a field naming the service (a chat's chatType, a coupon's service). */
export const requestOfService =
  (field: Path) =>
  (data: Record<string, unknown>): SubjectType =>
    data[field] === 'resumeReview' ? 'resumeReview' : 'referral';
