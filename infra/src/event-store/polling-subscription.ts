import type { RecordedEvent } from '@referly/domain';
import type { Subscription } from '../ports/event-store.ts';

export type Page = {
  events: RecordedEvent[];
  /** every event up to this position has been looked at, matching or not */
  scannedTo: number;
};

export type PollingSubscriptionOptions = {
  after: number;
  pollIntervalMs: number;
  /** the next matching events after a position, in position order */
  readPage: (after: number) => Page;
  handler: (event: RecordedEvent) => Promise<void>;
  /** registers a wake-up call for in-process appends; returns its removal */
  onAppended: (listener: () => void) => () => void;
};

/**
 * Catch-up then live delivery over a log that can only be read by position. A single pump runs at a
 * time and the cursor moves past an event before its handler runs, so no event is delivered twice
 * and none out of order, whichever of the timer or an append notice wakes the pump.
 */
export const pollingSubscription = (options: PollingSubscriptionOptions): Subscription => {
  let cursor = options.after;
  let closed = false;
  let pumping = false;
  let wokenWhilePumping = false;
  let scheduled = false;

  const deliver = async (event: RecordedEvent) => {
    try {
      await options.handler(event);
    } catch (error) {
      console.error(`Event store subscriber failed on ${event.type} at position ${event.position}; continuing`, error);
    }
  };

  const pump = async () => {
    if (pumping) {
      wokenWhilePumping = true;
      return;
    }
    pumping = true;
    try {
      do {
        wokenWhilePumping = false;
        for (;;) {
          if (closed) return;
          const page = options.readPage(cursor);
          for (const event of page.events) {
            if (closed) return;
            cursor = event.position;
            await deliver(event);
          }
          if (closed) return;
          cursor = Math.max(cursor, page.scannedTo);
          if (page.events.length === 0) break;
        }
      } while (wokenWhilePumping);
    } catch (error) {
      // A read can fail for a moment (a busy file); the next tick tries again from the same cursor.
      console.error('Event store subscription read failed; retrying on the next poll', error);
    } finally {
      pumping = false;
    }
  };

  // Deferred so a handler never runs inside the caller's append or subscribe call.
  const schedule = () => {
    if (scheduled || closed) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void pump();
    });
  };

  const removeListener = options.onAppended(schedule);
  const timer = setInterval(schedule, options.pollIntervalMs);
  timer.unref();
  schedule();

  return {
    close: async () => {
      closed = true;
      clearInterval(timer);
      removeListener();
    },
  };
};
