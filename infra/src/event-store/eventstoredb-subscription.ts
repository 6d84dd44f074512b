import type { AllStreamResolvedEvent, AllStreamSubscription, EventStoreDBClient, Filter, Position, ReadPosition } from '@eventstore/db-client';
import type { RecordedEvent } from '@referly/domain';
import type { Subscription } from '../ports/event-store.ts';
import { backoffMs, deliverUntilHandled, describeError, pause, statusOf, type DeliveryState, type SubscriptionLog } from './delivery.ts';

export type EventStoreDbSubscriptionOptions = {
  client: EventStoreDBClient;
  /** exclusive start, an event position */
  after: number;
  /** the server-side filter, given the callback that records how far the server has scanned */
  filter: (checkpointReached: (subscription: AllStreamSubscription, position: Position) => void) => Filter;
  /** our event when the record is one the caller wants, else undefined (skipped, but scanned past) */
  toEvent: (resolved: AllStreamResolvedEvent) => RecordedEvent | undefined;
  /** the number our callers see as the position of a record */
  positionOf: (position: Position) => number;
  /** the $all position to read from, just after an event position */
  readPositionAfter: (after: number) => ReadPosition;
  handler: (event: RecordedEvent) => Promise<void>;
  log: SubscriptionLog;
};

const isAfter = (a: Position, b: Position) => a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);

/**
 * A checkpoint says the server looked at every record before it; as a number for status(), that is the
 * commit position when the checkpoint sits at or past that record's start, and just before it otherwise.
 */
const scannedTo = (checkpoint: Position): number => Number(checkpoint.prepare >= checkpoint.commit ? checkpoint.commit : checkpoint.commit - 1n);

/**
 * A catch-up subscription to $all that outlives its connection: when the stream fails or ends it is
 * opened again, after a growing backoff, from the exact $all position of the last record delivered or
 * scanned past; whatever the server sends again is recognised by its position and dropped.
 */
export const eventStoreDbSubscription = (options: EventStoreDbSubscriptionOptions): Subscription => {
  const state: DeliveryState = { position: options.after, retrying: false, lastError: undefined, connected: false };
  const stop = new AbortController();
  let resumeFrom: Position | undefined;
  let current: AllStreamSubscription | undefined;
  let handling = false;
  let pendingCheckpoint: Position | undefined;
  let failures = 0;

  /** Only once every event the server sent before the checkpoint has been handled may the position pass it. */
  const applyCheckpoint = (stream: AllStreamSubscription) => {
    const checkpoint = pendingCheckpoint;
    if (!checkpoint || handling || stream.readableLength > 0) return;
    pendingCheckpoint = undefined;
    state.position = Math.max(state.position, scannedTo(checkpoint));
    if (!resumeFrom || isAfter(checkpoint, resumeFrom)) resumeFrom = checkpoint;
  };

  const open = (): AllStreamSubscription => {
    const stream = options.client.subscribeToAll({
      fromPosition: resumeFrom ?? options.readPositionAfter(options.after),
      resolveLinkTos: false,
      filter: options.filter((subscription, position) => {
        if (subscription !== current || stop.signal.aborted) return;
        failures = 0;
        pendingCheckpoint = position;
        applyCheckpoint(subscription);
      }),
    });
    stream.on('confirmation', () => {
      state.connected = true;
      if (!handling) Object.assign(state, { retrying: false, lastError: undefined });
    });
    // The loop below sees the error through its iterator; this listener only keeps an 'error' emitted
    // after the loop has let go of the stream from crashing the process.
    stream.on('error', () => undefined);
    return stream;
  };

  const follow = async (stream: AllStreamSubscription): Promise<void> => {
    for await (const resolved of stream) {
      if (stop.signal.aborted) return;
      if (!state.connected) Object.assign(state, { connected: true, retrying: false, lastError: undefined });
      failures = 0;
      const position = resolved.event?.position;
      if (!position) continue;
      const number = options.positionOf(position);
      if (number > state.position) {
        const event = options.toEvent(resolved);
        if (event) {
          handling = true;
          const handled = await deliverUntilHandled(event, options.handler, state, stop.signal, options.log);
          handling = false;
          if (!handled) return;
        }
        state.position = number;
        resumeFrom = position;
      }
      applyCheckpoint(stream);
    }
    if (!stop.signal.aborted) state.lastError = 'the server ended the subscription';
  };

  const run = async () => {
    while (!stop.signal.aborted) {
      const stream = open();
      current = stream;
      try {
        await follow(stream);
      } catch (error) {
        if (!stop.signal.aborted) state.lastError = describeError(error);
      } finally {
        handling = false;
        pendingCheckpoint = undefined;
        state.connected = false;
        await stream.unsubscribe().catch(() => undefined);
      }
      if (stop.signal.aborted) return;
      state.retrying = true;
      const wait = backoffMs(failures);
      failures += 1;
      options.log(`EventStoreDB subscription lost after position ${state.position}; subscribing again in ${wait} ms: ${state.lastError ?? 'no reason given'}`);
      await pause(wait, stop.signal);
    }
  };

  void run().catch((error: unknown) => options.log(`EventStoreDB subscription stopped: ${describeError(error)}`));

  return {
    close: async () => {
      stop.abort();
      const stream = current;
      if (stream) {
        await stream.unsubscribe().catch(() => undefined);
        stream.destroy();
      }
    },
    status: () => statusOf(state),
  };
};
