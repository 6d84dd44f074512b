import { activityParts } from '../activity-parts.ts';
import type { ActivityKind } from '@referly/domain';
import type { Say } from './describe.ts';
import type { ActivitySubjects } from './words.ts';

/**
 * What an entry concerns: the admin screen its link opens. Any name a feature's part owns (its `subjects`): the feed's
 * test fails for an entry naming a subject no part owns.
 */
export type SubjectType = string;

/** A field of an event's data, by its path ('by.userId'). */
export type Path = string;

/**
 * How one event type becomes a feed entry. `fields` is the allow-list: the entry keeps these fields of the event's
 * data and nothing else (a path's last name is its key; a value that is not a string, number, boolean or null is
 * dropped, so naming an object never copies it). Hashes, sealed codes, tokens, bank and card details are never named.
 */
export type ActivitySpec = {
  kind: ActivityKind;
  /** who did it, a user id; none: the system */
  actor?: Path;
  /** the name the event itself gives its actor, for when the account is gone */
  actorName?: Path;
  /** the other people it names (the user filter finds an entry by any of them) */
  users?: Path[];
  /** what it concerns; a type may depend on the data (a chat or coupon of a resume review) */
  subject?: { type: SubjectType | ((data: Record<string, unknown>) => SubjectType); id: Path };
  fields?: Path[];
};

/**
 * Every event type of the log (domain/src, and the workers' outcomes), as the admin's feed shows it: the merge of the
 * features' parts (projections/src/activity-parts.ts). A type missing here is not in the feed: the feed's test fails
 * for any event type of domain/src left out.
 */
export const activityCatalogue: Readonly<Record<string, ActivitySpec>> = Object.assign({}, ...activityParts.map((part) => part.entries));

/** Each type's sentence, from the same parts. */
export const activitySentences: Readonly<Record<string, (s: Say) => string>> = Object.assign({}, ...activityParts.map((part) => part.sentences));

/** Each subject's link, and a request's name and look-up, from the part of the feature that owns it. */
export const activitySubjects: ActivitySubjects = Object.assign({}, ...activityParts.map((part) => part.subjects));

export type ActivityType = string;

/** The event types the feed shows: what the feed reads from the log, and what the live push taps for the admins. */
export const activityTypes: ActivityType[] = Object.keys(activityCatalogue);

export const specOf = (type: string): ActivitySpec | undefined => (Object.hasOwn(activityCatalogue, type) ? activityCatalogue[type] : undefined);
