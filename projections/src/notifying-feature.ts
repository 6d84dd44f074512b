import type { Event, NotificationSubject } from '@referly/domain';

type DataOf<E extends Event, T extends E['type']> = Extract<E, { type: T }>['data'];

/** A notification a feature's event makes: what it says, and to whom: people by user id, or every admin. */
export type FeatureNotificationOut = { subject: NotificationSubject; userIds?: string[]; admins?: boolean };

/**
 * What one of a feature's events does to the notifications: the ones it makes, and what the read model keeps for the
 * feature's later events (by an id of the feature's, e.g. a post's: merged over what was kept before).
 */
export type FeatureNotificationStep<Kept> = { notify?: FeatureNotificationOut[]; keep?: Record<string, Partial<Kept>> };

/** What a step may read: what the feature kept before, by its id (null when nothing was). */
export type KeptLookup<Kept> = (id: string) => Promise<Kept | null>;

/**
 * What a feature that is not a kind of request (E: its events) brings to the notifications read model: per notifying
 * event (`Notifying`, the domain's list of them: domain/src/<feature>/notifications.ts) and per event it only keeps
 * something of (`Keeps`), the step it takes. `Kept`: the shape of what it keeps.
 */
export type NotifyingFeatureOf<E extends Event, Notifying extends E['type'], Keeps extends E['type'], Kept> = {
  feature: string;
  steps: { [T in Notifying | Keeps]: (data: DataOf<E, T>, kept: KeptLookup<Kept>) => Promise<FeatureNotificationStep<Kept>> };
};

type AnyData = Record<string, unknown>;
type AnyKept = Record<string, unknown>;

/** A feature as the notifications read model reads it: by event type, over the event's data. */
export type NotifyingFeatureProjections = {
  feature: string;
  steps: Record<string, ((data: AnyData, kept: KeptLookup<AnyKept>) => Promise<FeatureNotificationStep<AnyKept>>) | undefined>;
};

/** A feature, checked against its own events, handed to the registry (projections/src/notifying-features.ts) by type only. */
export const defineNotifyingFeature = <E extends Event, Notifying extends E['type'], Keeps extends E['type'] = never, Kept = AnyKept>(
  feature: NotifyingFeatureOf<E, Notifying, Keeps, Kept>,
): NotifyingFeatureProjections => feature as unknown as NotifyingFeatureProjections;
