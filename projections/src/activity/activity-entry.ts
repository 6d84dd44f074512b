import type { ActivityKind, RecordedEvent } from '@referly/domain';
import { specOf, type SubjectType } from './catalogue.ts';

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

const valueAt = (data: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), data);

const textAt = (data: Record<string, unknown>, path: string | undefined): string | null => {
  const value = path === undefined ? undefined : valueAt(data, path);
  return typeof value === 'string' && value !== '' ? value : null;
};

const isPlain = (value: unknown): value is ActivityValue => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The event as a feed entry: its allow-listed fields only. A type without an entry in the catalogue makes none. */
export const toActivity = (event: RecordedEvent): ActivityDoc | null => {
  const spec = specOf(event.type);
  if (!spec) return null;
  const { data } = event;
  const actorId = textAt(data, spec.actor);
  const details: Record<string, ActivityValue> = {};
  const keyOf = (path: string) => path.split('.').at(-1) ?? path;
  // the other people it names stay in the details under their role's name (seekerId, referrerId), for its sentence
  const named = (spec.users ?? []).map((path) => {
    const id = textAt(data, path);
    if (id !== null) details[keyOf(path)] = id;
    return id;
  });
  const userIds = [...new Set([actorId, ...named].filter((id): id is string => id !== null))];
  const subjectId = spec.subject ? textAt(data, spec.subject.id) : null;
  const subjectType = spec.subject && (typeof spec.subject.type === 'function' ? spec.subject.type(data) : spec.subject.type);
  for (const path of spec.fields ?? []) {
    const value = valueAt(data, path);
    if (value !== undefined && isPlain(value)) details[keyOf(path)] = value;
  }
  return {
    _id: event.id,
    position: event.position,
    type: event.type,
    kind: spec.kind,
    at: typeof data.at === 'string' ? data.at : event.recordedAt,
    actorId,
    actorName: textAt(data, spec.actorName),
    userIds,
    subject: subjectType && subjectId ? { type: subjectType, id: subjectId } : null,
    details,
  };
};
