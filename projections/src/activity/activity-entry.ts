import type { ActivityKind, RecordedEvent } from '@referly/domain';
import { specOf, type ActivitySpec, type SubjectType } from './catalogue.ts';

export type ActivityValue = string | number | boolean | null;

/**
 * One entry per event (its id is the event's), as the admin's feed shows it, made from the log as the feed is read. `details` holds only the fields its
 * type's allow-list names (catalogue.ts); names and e-mails of the people are read from the users read model when the
 * feed is read, so an entry shows a person as they are called now.
 */
export type ActivityDoc = {
  _id: string;
  position: number;
  type: string;
  kind: ActivityKind;
  at: string;
  /** who did it; null: the system */
  actorId: string | null;
  /** the name the event gave its actor, for when the account is not found */
  actorName: string | null;
  /** the actor and everyone else the event names */
  userIds: string[];
  subject: { type: SubjectType; id: string } | null;
  details: Record<string, ActivityValue>;
};

type Compiled = {
  spec: ActivitySpec;
  actor: string[] | null;
  actorName: string[] | null;
  /** the other people it names, each under its role's name */
  users: { key: string; path: string[] }[];
  subjectId: string[] | null;
  fields: { key: string; path: string[] }[];
};

const split = (path: string) => path.split('.');
const keyOf = (path: string) => path.split('.').at(-1) ?? path;
const compiled = new Map<string, Compiled | null>();

/** A type's spec with its paths split once: the feed reads tens of thousands of events a page. */
const compiledOf = (type: string): Compiled | null => {
  const known = compiled.get(type);
  if (known !== undefined) return known;
  const spec = specOf(type);
  const made = spec
    ? {
        spec,
        actor: spec.actor === undefined ? null : split(spec.actor),
        actorName: spec.actorName === undefined ? null : split(spec.actorName),
        users: (spec.users ?? []).map((path) => ({ key: keyOf(path), path: split(path) })),
        subjectId: spec.subject ? split(spec.subject.id) : null,
        fields: (spec.fields ?? []).map((path) => ({ key: keyOf(path), path: split(path) })),
      }
    : null;
  compiled.set(type, made);
  return made;
};

const valueAt = (data: Record<string, unknown>, path: readonly string[]): unknown => {
  let value: unknown = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
};

const textAt = (data: Record<string, unknown>, path: readonly string[] | null): string | null => {
  const value = path === null ? undefined : valueAt(data, path);
  return typeof value === 'string' && value !== '' ? value : null;
};

const isPlain = (value: unknown): value is ActivityValue =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const atOf = (event: RecordedEvent): string => (typeof event.data.at === 'string' ? event.data.at : event.recordedAt);

/**
 * What a filter asks of an event, read without making its entry: the people it names and its time (`detailOf` reads a
 * field of its details). The feed tests each event on these and makes entries of the matches only.
 */
export type ActivityFacts = { userIds: readonly string[]; at: string; data: Record<string, unknown>; spec: Compiled };

/** The event's facts as its entry would hold them; null for a type the feed does not show. */
export const activityFacts = (event: RecordedEvent): ActivityFacts | null => {
  const spec = compiledOf(event.type);
  if (!spec) return null;
  const { data } = event;
  const userIds: string[] = [];
  const actorId = textAt(data, spec.actor);
  if (actorId !== null) userIds.push(actorId);
  for (const { path } of spec.users) {
    const id = textAt(data, path);
    if (id !== null && !userIds.includes(id)) userIds.push(id);
  }
  return { userIds, at: atOf(event), data, spec };
};

/** The entry's details[key]: the last of its fields, else of its people, under that name that gave a value. */
export const detailOf = ({ data, spec }: ActivityFacts, key: string): ActivityValue | undefined => {
  for (let i = spec.fields.length - 1; i >= 0; i -= 1) {
    const field = spec.fields[i];
    if (field?.key !== key) continue;
    const value = valueAt(data, field.path);
    if (value !== undefined && isPlain(value)) return value;
  }
  for (let i = spec.users.length - 1; i >= 0; i -= 1) {
    const user = spec.users[i];
    if (user?.key !== key) continue;
    const id = textAt(data, user.path);
    if (id !== null) return id;
  }
  return undefined;
};

/** The event as a feed entry: its allow-listed fields only. A type without an entry in the catalogue makes none. */
export const toActivity = (event: RecordedEvent): ActivityDoc | null => {
  const compiledSpec = compiledOf(event.type);
  if (!compiledSpec) return null;
  const { spec } = compiledSpec;
  const { data } = event;
  const actorId = textAt(data, compiledSpec.actor);
  const details: Record<string, ActivityValue> = {};
  // the other people it names stay in the details under their role's name (seekerId, referrerId), for its sentence
  const userIds: string[] = actorId === null ? [] : [actorId];
  for (const { key, path } of compiledSpec.users) {
    const id = textAt(data, path);
    if (id === null) continue;
    details[key] = id;
    if (!userIds.includes(id)) userIds.push(id);
  }
  const subjectId = textAt(data, compiledSpec.subjectId);
  const subjectType = spec.subject && (typeof spec.subject.type === 'function' ? spec.subject.type(data) : spec.subject.type);
  for (const { key, path } of compiledSpec.fields) {
    const value = valueAt(data, path);
    if (value !== undefined && isPlain(value)) details[key] = value;
  }
  return {
    _id: event.id,
    position: event.position,
    type: event.type,
    kind: spec.kind,
    at: atOf(event),
    actorId,
    actorName: textAt(data, compiledSpec.actorName),
    userIds,
    subject: subjectType && subjectId ? { type: subjectType, id: subjectId } : null,
    details,
  };
};
