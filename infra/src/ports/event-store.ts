import type { EventMetadata, RecordedEvent } from '@referly/domain';

export type NewEvent = {
  /** unique id; appending an id that is already stored stores nothing new */
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
};

/** `no_stream`: the stream must not exist; `exists`: it must; a number: its last revision (0-based); `any`: no check. */
export type ExpectedRevision = 'no_stream' | 'exists' | 'any' | number;

export type AppendResult = {
  /** revision of the last event of the stream after the append */
  nextRevision: number;
  /** global position of the last event appended (or of the already-stored duplicate) */
  position: number;
};

export type EventFilter = { types?: string[]; streamPrefix?: string };

export type ReadAllOptions = {
  /** exclusive: only events with a position greater than this; 0 (default) reads from the start */
  after?: number;
  filter?: EventFilter;
  /** upper bound of events returned by one call */
  limit?: number;
};

export type Subscription = { close: () => Promise<void> };

export interface EventStore {
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** the events of one stream in revision order; [] when the stream does not exist */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Catch-up then live: delivers every matching event after `after` in position order, one at a time
   * (the handler's promise settles before the next is delivered), then new ones as they are appended.
   */
  subscribe(options: { after?: number; filter?: EventFilter }, handler: (event: RecordedEvent) => Promise<void>): Subscription;
  /** position of the newest event in the log, 0 when empty */
  headPosition(): Promise<number>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

export class VersionConflictError extends Error {
  readonly code = 'version_conflict';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Version conflict on ${streamId}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'VersionConflictError';
  }
}
