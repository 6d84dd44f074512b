import type { RecordedEvent } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';

export type ProjectionLog = (msg: string, extra?: unknown) => void;

export type Projection = {
  name: string;
  canHandle: string[];
  handle: (event: RecordedEvent, store: ReadStore) => Promise<void>;
  /** optional fast path for catch-up: the events (position order, all in canHandle, none yet applied) of one page */
  handleBatch?: (events: RecordedEvent[], store: ReadStore, log: ProjectionLog) => Promise<void>;
  /** creates indexes; runs before the first event */
  setup?: (store: ReadStore) => Promise<void>;
};

export const CHECKPOINTS = '_checkpoints';
export type Checkpoint = { _id: string; position: number };
