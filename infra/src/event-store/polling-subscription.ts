import type { RecordedEvent } from '@referly/domain';
import type { Subscription } from '../ports/event-store.ts';
import { backoffMs, deliverUntilHandled, describeError, pause, statusOf, type DeliveryState, type SubscriptionLog } from './delivery.ts';

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
  log?: SubscriptionLog;
};

/**
 * Catch-up then live delivery over a log that can only be read by position. One loop reads a page,
 * hands its events over one at a time and moves the cursor past an event only once its handler has
 * succeeded; a failed handler or a failed read is retried from the same cursor after a backoff.
 * When a page comes back empty the loop sleeps until an in-process append or the poll timer wakes it.
 */
export const pollingSubscription = (options: PollingSubscriptionOptions): Subscription => {
  const log = options.log ?? ((message: string) => console.error(message));
  const state: DeliveryState = { position: options.after, retrying: false, lastError: undefined, connected: true };
  const stop = new AbortController();
  let woken = false;
  let wake: (() => void) | undefined;

  // Deferred to a later turn, so a handler never runs inside the caller's append or subscribe call.
  const onWake = () => {
    woken = true;
    const resolve = wake;
    wake = undefined;
    if (resolve) setImmediate(resolve);
  };

  const sleep = (): Promise<void> =>
    new Promise((resolve) => {
      if (woken || stop.signal.aborted) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        stop.signal.removeEventListener('abort', done);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, options.pollIntervalMs);
      timer.unref();
      wake = done;
      stop.signal.addEventListener('abort', done, { once: true });
    });

  const run = async () => {
    let readFailures = 0;
    while (!stop.signal.aborted) {
      woken = false;
      let page: Page;
      try {
        page = options.readPage(state.position);
      } catch (error) {
        // Another process may hold the file for a moment, or the disk may hiccup: same cursor, later.
        const wait = backoffMs(readFailures);
        readFailures += 1;
        Object.assign(state, { connected: false, retrying: true, lastError: describeError(error) });
        log(`Event store subscription could not read after position ${state.position}; trying again in ${wait} ms: ${state.lastError}`);
        await pause(wait, stop.signal);
        continue;
      }
      if (readFailures > 0) Object.assign(state, { connected: true, retrying: false, lastError: undefined });
      readFailures = 0;
      for (const event of page.events) {
        if (!(await deliverUntilHandled(event, options.handler, state, stop.signal, log))) return;
        state.position = event.position;
      }
      state.position = Math.max(state.position, page.scannedTo);
      if (page.events.length === 0) await sleep();
    }
  };

  const removeListener = options.onAppended(onWake);
  setImmediate(() => {
    void run().catch((error: unknown) => log(`Event store subscription stopped: ${describeError(error)}`));
  });

  return {
    close: async () => {
      stop.abort();
      removeListener();
    },
    status: () => statusOf(state),
  };
};
