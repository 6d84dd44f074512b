import { createHash } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Filter,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '@referly/domain';
import { uuidFromDigest } from '../crypto/uuid.ts';
import { eventStoreDbSubscription } from './eventstoredb-subscription.ts';
import { VersionConflictError, type AppendResult, type EventFilter, type EventStore, type ExpectedRevision, type Subscription } from '../ports/event-store.ts';

export type EventStoreDbEventStoreOptions = { connectionString: string };

/** Metadata key that carries our own event id, since ESDB only accepts UUIDs as event ids. */
const idKey = 'referlyEventId';
// A fixed random namespace, so our ids map to the same UUIDs on every node and every run.
const uuidNamespace = Buffer.from('6f1b8c0e5d2a4c7e9a3b1f0d2e4c6a8b', 'hex');

/** Name-based UUID (RFC 4122 version 5): the same id always gives the same UUID, which keeps ESDB's idempotent appends working. */
export const eventIdToUuid = (id: string): string => {
  return uuidFromDigest(createHash('sha1').update(uuidNamespace).update(id).digest(), 5);
};

const toEsdbRevision = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return BigInt(expected);
};

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

const isSystem = (streamId: string, type: string) => streamId.startsWith('$') || type.startsWith('$');

const matches = (event: RecordedEvent, filter: EventFilter | undefined): boolean =>
  (filter?.types === undefined || filter.types.includes(event.type)) && (filter?.streamPrefix === undefined || event.streamId.startsWith(filter.streamPrefix));

/**
 * The one number our callers know an event's place in $all by. ESDB positions are pairs: `prepare` is
 * the log offset of the event's own record, `commit` that of the record that committed it. Every
 * append our client makes is an implicit transaction whose records commit themselves, and the server
 * (AllReader, IndexCommitter, ResolvedEvent in EventStoreDB 20 to 24, stream reads since 22.6) reports
 * each such event at (its own offset, its own offset): commit equals prepare, distinct per event of a
 * batch and increasing in $all order. Only the legacy explicit transactions of the TCP API shared one
 * commit position among their events, with the prepare positions still distinct. So `prepare` is
 * unique per event in either case, and for every event we write `{ commit: n, prepare: n }` is its
 * exact $all position: reading or subscribing from there resumes just after it, and whatever the server
 * sends again (a forward read includes its starting event) is dropped by comparing these numbers.
 * Offsets stay below 2^53 (8 PiB of log), so a JavaScript number holds them exactly.
 */
export const positionNumber = (position: Position): number => Number(position.prepare);

const readPositionAfter = (after: number): ReadPosition => (after <= 0 ? START : { commit: BigInt(after), prepare: BigInt(after) });

/** Our event, or undefined for system, link and non-JSON records, which no caller of ours wants. */
const fromResolved = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined => {
  const event = resolved.event;
  if (!event || !event.isJson || isSystem(event.streamId, event.type) || !isObject(event.data)) return undefined;
  const { [idKey]: ourId, ...metadata } = isObject(event.metadata) ? event.metadata : {};
  const position = event.position ? positionNumber(event.position) : Number(resolved.commitPosition ?? 0n);
  return {
    id: typeof ourId === 'string' ? ourId : event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
    type: event.type,
    data: event.data,
    metadata: metadata as EventMetadata,
    recordedAt: event.created.toISOString(),
  };
};

/**
 * The server-side filter; ESDB filters on one of type or stream name, the other is checked here. Its
 * checkpoints tell how far the server has looked, so a quiet filtered subscription still shows progress.
 */
const serverFilter = (filter: EventFilter | undefined, checkpointReached: NonNullable<Filter['checkpointReached']>): Filter => {
  if (filter?.streamPrefix !== undefined && filter.streamPrefix !== '') return streamNameFilter({ prefixes: [filter.streamPrefix], checkpointReached });
  if (filter?.types !== undefined && filter.types.length > 0)
    return eventTypeFilter({ regex: `^(${filter.types.map(escapeRegex).join('|')})$`, checkpointReached });
  return excludeSystemEvents({ checkpointReached });
};

export const createEventStoreDbEventStore = (options: EventStoreDbEventStoreOptions): EventStore => {
  const log = (message: string) => console.error(message);
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const subscriptions = new Set<Subscription>();
  const pageSize = 1000;

  const readPage = async (from: ReadPosition, maxCount: number) => {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of client.readAll({ fromPosition: from, maxCount, resolveLinkTos: false })) page.push(resolved);
    return page;
  };

  /** A stream's last revision, as an expected revision is checked against it. */
  const lastRevision = async (streamId: string): Promise<number | 'no_stream'> => {
    try {
      for await (const resolved of client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }))
        if (resolved.event) return Number(resolved.event.revision);
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return 'no_stream';
  };
  const revisionOk = (expected: ExpectedRevision, actual: number | 'no_stream') =>
    expected === 'any' ||
    (expected === 'no_stream' && actual === 'no_stream') ||
    (expected === 'exists' && actual !== 'no_stream') ||
    (typeof expected === 'number' && expected === actual);

  const store: EventStore = {
    // The client (EventStoreDB 20 to 24's gRPC API) appends to one stream at a time: no all-or-nothing across streams.
    atomicAppendMany: false,
    async appendMany(appends) {
      if (new Set(appends.map(({ streamId }) => streamId)).size !== appends.length) throw new Error('appendMany takes each stream once');
      // Every expected revision checked first; the streams that fail the check are appended to first: an exact retry
      // of a call whose batches were stored answers as the first time (each append is idempotent), a real conflict
      // throws before any other stream was written.
      const actual = await Promise.all(appends.map(({ streamId }) => lastRevision(streamId)));
      const checked = appends.map((append, i) => ({ append, i, ok: revisionOk(append.expectedRevision, actual[i] ?? 'no_stream') }));
      const results: AppendResult[] = [];
      for (const { append, i } of [...checked.filter(({ ok }) => !ok), ...checked.filter(({ ok }) => ok)])
        results[i] = await store.append(append.streamId, append.events, append.expectedRevision);
      return results;
    },
    async append(streamId, events, expectedRevision) {
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((event) =>
            jsonEvent({
              id: eventIdToUuid(event.id),
              type: event.type,
              data: event.data,
              metadata: { ...event.metadata, [idKey]: event.id },
            }),
          ),
          { expectedRevision: toEsdbRevision(expectedRevision) },
        );
        // The server answers with the position of the batch's last record, as commit and prepare alike
        // (older servers put the batch's first record in prepare), so commit is the last event's number.
        return { nextRevision: Number(result.nextExpectedRevision), position: Number(result.position?.commit ?? 0n) };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion;
          throw new VersionConflictError(streamId, expectedRevision, actual === NO_STREAM ? 'no_stream' : Number(actual));
        }
        throw error;
      }
    },

    async readStream(streamId, readOptions = {}) {
      const fromRevision = readOptions.fromRevision ?? 0;
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId, { fromRevision: fromRevision > 0 ? BigInt(fromRevision) : START })) {
          const event = fromResolved(resolved);
          if (event) events.push(event);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    async readAll(readOptions = {}) {
      const after = readOptions.after ?? 0;
      const limit = readOptions.limit ?? Number.MAX_SAFE_INTEGER;
      const found: RecordedEvent[] = [];
      // The client's readAll has no server-side filter, so pages are read and filtered here.
      let from: ReadPosition = readPositionAfter(after);
      let seen = after;
      while (found.length < limit) {
        const page = await readPage(from, pageSize);
        for (const resolved of page) {
          const position = resolved.event?.position;
          if (!position || positionNumber(position) <= seen) continue;
          seen = positionNumber(position);
          const event = fromResolved(resolved);
          if (event && matches(event, readOptions.filter)) {
            found.push(event);
            if (found.length >= limit) break;
          }
        }
        const last = page.at(-1)?.event?.position;
        if (page.length < pageSize || !last) break;
        from = last;
      }
      return found;
    },

    async readAllBackward({ before, filter, limit }) {
      const found: RecordedEvent[] = [];
      if (limit <= 0) return found;
      // Backwards from the end, or from just below `before` (a backward read includes its starting event: dropped here).
      let from: ReadPosition = before === undefined ? END : { commit: BigInt(before), prepare: BigInt(before) };
      let below = before ?? Number.POSITIVE_INFINITY;
      while (found.length < limit) {
        const page: AllStreamResolvedEvent[] = [];
        for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: pageSize, resolveLinkTos: false }))
          page.push(resolved);
        for (const resolved of page) {
          const position = resolved.event?.position;
          if (!position || positionNumber(position) >= below) continue;
          below = positionNumber(position);
          const event = fromResolved(resolved);
          if (event && matches(event, filter)) {
            found.push(event);
            if (found.length >= limit) break;
          }
        }
        const last = page.at(-1)?.event?.position;
        if (page.length < pageSize || !last) break;
        from = last;
      }
      return found;
    },

    subscribe(subscribeOptions, handler) {
      const subscription = eventStoreDbSubscription({
        client,
        after: subscribeOptions.after ?? 0,
        filter: (checkpointReached) => serverFilter(subscribeOptions.filter, checkpointReached),
        toEvent: (resolved) => {
          const event = fromResolved(resolved);
          return event && matches(event, subscribeOptions.filter) ? event : undefined;
        },
        positionOf: positionNumber,
        readPositionAfter,
        handler,
        log,
      });
      const tracked: Subscription = {
        close: async () => {
          subscriptions.delete(tracked);
          await subscription.close();
        },
        status: () => subscription.status(),
      };
      subscriptions.add(tracked);
      return tracked;
    },

    async headPosition() {
      // The newest event reads deliver: system records written after ours (a restart, scavenges,
      // stats) sit at the end of $all, and a head among them would be a position no reader reaches.
      let from: ReadPosition = END;
      for (;;) {
        const page: AllStreamResolvedEvent[] = [];
        for await (const resolved of client.readAll({ fromPosition: from, direction: BACKWARDS, maxCount: pageSize, resolveLinkTos: false }))
          page.push(resolved);
        const newest = page.map(fromResolved).find((event) => event !== undefined);
        if (newest) return newest.position;
        const oldest = page.at(-1)?.event?.position;
        if (page.length < pageSize || !oldest) return 0;
        from = oldest;
      }
    },

    async health() {
      try {
        await store.headPosition();
        return { ok: true, adapter: 'eventstoredb' };
      } catch (error) {
        return { ok: false, adapter: 'eventstoredb', detail: error instanceof Error ? error.message : String(error) };
      }
    },

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
  return store;
};
