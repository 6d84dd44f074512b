import type { EventMetadata, RecordedEvent } from '@referly/domain';

export type NewEvent = {
  /** unique id; see `EventStore.append` for what appending a stored id again promises */
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
};

/** `no_stream`: the stream must not exist; `exists`: it must; a number: its last revision (0-based); `any`: no check. */
export type ExpectedRevision = 'no_stream' | 'exists' | 'any' | number;

export type AppendResult = {
  /** revision of the batch's last event */
  nextRevision: number;
  /** global position of the batch's last event */
  position: number;
};

/** One stream's share of an `appendMany`: what `append` takes, as one value. */
export type StreamAppend = { streamId: string; events: NewEvent[]; expectedRevision: ExpectedRevision };

export type EventFilter = { types?: string[]; streamPrefix?: string };

export type ReadAllOptions = {
  /** exclusive: only events with a position greater than this; 0 (default) reads from the start */
  after?: number;
  filter?: EventFilter;
  /** upper bound of the matching events returned by one call */
  limit?: number;
};

export type ReadBackwardOptions = {
  /** exclusive: only events with a position below this; absent: from the newest */
  before?: number;
  filter?: EventFilter;
  /** how many matching events at most */
  limit: number;
};

export type ReadStreamOptions = {
  /** only events with a revision at or above this one (default 0: the whole stream) */
  fromRevision?: number;
};

export type SubscriptionStatus = {
  /**
   * Every matching event up to this position has been delivered and, for a filtered subscription,
   * every event up to here has been looked at: a health check shows `headPosition() - position` as lag.
   * A figure to show, not a place to resume from: `after` takes the position of an event.
   */
  position: number;
  /** the handler's last attempt failed (or the log could not be read) and the same step is being tried again */
  retrying: boolean;
  /** why the last attempt failed, while it is being retried */
  lastError?: string;
  /** false while the log cannot be reached (EventStoreDB: the connection is down; SQLite: reads fail) */
  connected: boolean;
};

export type Subscription = {
  /** stops the subscription and its retries; no handler call starts after this resolves (one in progress is not awaited) */
  close: () => Promise<void>;
  status: () => SubscriptionStatus;
};

export interface EventStore {
  /**
   * Appends a batch to one stream, all or nothing, if the stream's last revision is `expectedRevision`;
   * otherwise throws a VersionConflictError and stores nothing.
   *
   * Idempotence, and only this much: appending again a batch whose ids are all already stored, with the same
   * numeric or `no_stream` expected revision as the first time, stores nothing new and answers as the first append
   * did (even if the stream has grown since). A retry with another expected revision, with `any` or `exists`, or a
   * batch mixing stored and new ids, gets no such promise: it may be refused or stored again. So a caller that
   * retries an append it is unsure about repeats it exactly, expected revision included. An id repeated within one
   * batch is stored once.
   */
  append(streamId: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends a batch to each of several streams (each stream once), every expected revision checked as `append`
   * checks it; answers each batch's result in the order given. Where `atomicAppendMany` is true, all or nothing: a
   * version conflict on any stream throws its VersionConflictError and stores nothing on any of them, and every
   * event is committed at once (a reader or a subscription never sees one stream's batch without the others').
   *
   * Where it is false (the EventStoreDB adapter: its client has no multi-stream append), the batches are appended one
   * after another in the order given, after checking every expected revision first: a conflict found by that check
   * stores nothing, but one met later (another writer between the check and the append) leaves the earlier streams'
   * batches stored. Callers that need all or nothing order the batches so that a retry can repair it (put the batch
   * whose presence says "done" last).
   *
   * Idempotence as `append`'s, for the whole call: repeating it exactly, when every batch was stored the first time,
   * stores nothing new and answers as the first call did.
   */
  appendMany(appends: StreamAppend[]): Promise<AppendResult[]>;
  /** whether `appendMany` is all or nothing (see there) */
  readonly atomicAppendMany: boolean;
  /** the events of one stream in revision order, from `fromRevision` on; [] when the stream does not exist or has no event there */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** the matching events before a position, newest first, at most `limit` of them (a feed that pages back in time) */
  readAllBackward(options: ReadBackwardOptions): Promise<RecordedEvent[]>;
  /**
   * Catch-up then live: delivers every matching event after `after` in position order, one at a time
   * (the handler's promise settles before the next is delivered), then new ones as they are appended.
   *
   * Never skips an event: when the handler rejects, the same event is delivered again after a backoff
   * (about 50 ms, doubling up to about 5 s) and nothing after it is delivered until it succeeds. A
   * failing read of the log, or a lost connection, is retried the same way from the last delivered
   * position. `close()` stops the retries at once. `status()` tells how far it got and whether it is stuck.
   */
  subscribe(options: { after?: number; filter?: EventFilter }, handler: (event: RecordedEvent) => Promise<void>): Subscription;
  /** position of the newest event that reads and subscriptions deliver, 0 when there is none */
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
