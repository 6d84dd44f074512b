import type { RecordedEvent } from '@referly/domain';
import type { SubscriptionStatus } from '../ports/event-store.ts';

const FIRST_RETRY_MS = 50;
const LONGEST_RETRY_MS = 5000;

/** Wait before retry number `failures` (0-based): 50 ms, doubling, capped at 5 s. */
export const backoffMs = (failures: number): number => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures, 16));

/** Resolves after `ms`, or at once when the signal aborts, so close() never waits out a backoff. */
export const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    // A retrying subscription alone must not keep a process alive that has nothing else to do.
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
  });

export const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What status() reports; each adapter's subscription loop keeps one up to date. */
export type DeliveryState = { position: number; retrying: boolean; lastError: string | undefined; connected: boolean };

export const statusOf = (state: DeliveryState): SubscriptionStatus => ({
  position: state.position,
  retrying: state.retrying,
  connected: state.connected,
  ...(state.lastError === undefined ? {} : { lastError: state.lastError }),
});

export type SubscriptionLog = (message: string) => void;

/**
 * Hands one event to the handler until it succeeds, waiting longer after each failure, so a subscriber
 * never moves past an event its handler could not take (a read model that is down for a while).
 * Resolves true once handled, false when the subscription closed first.
 */
export const deliverUntilHandled = async (
  event: RecordedEvent,
  handler: (event: RecordedEvent) => Promise<void>,
  state: DeliveryState,
  signal: AbortSignal,
  log: SubscriptionLog,
): Promise<boolean> => {
  for (let failures = 0; ; failures += 1) {
    if (signal.aborted) return false;
    try {
      await handler(event);
      state.retrying = false;
      state.lastError = undefined;
      return true;
    } catch (error) {
      if (signal.aborted) return false;
      const wait = backoffMs(failures);
      state.retrying = true;
      state.lastError = describeError(error);
      log(`Event store subscriber failed on ${event.type} at position ${event.position}; delivering it again in ${wait} ms: ${state.lastError}`);
      await pause(wait, signal);
    }
  }
};
