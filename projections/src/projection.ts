import type { RecordedEvent } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';

export type ProjectionLog = (msg: string, extra?: unknown) => void;

/** An event a projection could not apply because its own code failed on it (a poison event), set aside for later. */
export type SetAside = { event: RecordedEvent; documentId: string | null; error: string };

/**
 * A read model fed by events. `apply` either lands every write of the events it is given (and returns the
 * poison events it set aside) or throws, in which case the runner hands it the same events again: applying
 * is idempotent, so a retry, a replay or a second runner never applies an event twice.
 */
export type Projection = {
  name: string;
  canHandle: string[];
  /** creates indexes; runs before the first event */
  setup?: (store: ReadStore) => Promise<void>;
  /** the events, in position order, all of a type in canHandle */
  apply: (events: RecordedEvent[], store: ReadStore) => Promise<SetAside[]>;
  /**
   * Rebuilds the named documents from scratch out of `pages` (every event of canHandle in the log, in
   * position order), so events set aside earlier are tried again once the code that failed on them is fixed.
   */
  rebuildDocuments?: (documentIds: string[], pages: AsyncIterable<RecordedEvent[]>, store: ReadStore) => Promise<SetAside[]>;
};

export const CHECKPOINTS = '_checkpoints';
export type Checkpoint = { _id: string; position: number };

/** Where set-aside events are kept (beside the read models), one document per projection and event. */
export const SET_ASIDE = '_setAside';
export type SetAsideDoc = {
  _id: string;
  projection: string;
  documentId: string | null;
  eventId: string;
  eventType: string;
  position: number;
  error: string;
  at: string;
};

/** What a feature adds to the projection layer; `features.ts` lists one per feature. */
export type ProjectionFeature = { name: string; projections: Projection[] };
