export type RetryOptions = {
  /** first wait after a failure (default 50 ms); it doubles with each failure in a row */
  initialMs?: number;
  /** longest wait (default 5000 ms) */
  maxMs?: number;
};

export type RetryStatus = { retrying: boolean; lastError?: string };

/** Thrown by `until` once `stop()` is called: whoever waited gives up without having landed its work. */
export class StoppedError extends Error {
  constructor() {
    super('stopped');
    this.name = 'StoppedError';
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Work that must land: `until` runs `attempt` again after a growing wait until it succeeds or `stop()` is
 * called, so a passing outage (a busy file, a database failing over, Redis restarting) delays work but never
 * drops it. `status()` tells a health check whether something is failing right now, and why.
 */
export const createRetry = (options: RetryOptions = {}, log: (msg: string) => void = console.warn) => {
  const initialMs = options.initialMs ?? 50;
  const maxMs = options.maxMs ?? 5000;
  let stopped = false;
  let failing = 0;
  let lastError: string | undefined;
  const sleepers = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  return {
    async until<T>(label: string, attempt: () => Promise<T>): Promise<T> {
      let delay = initialMs;
      let failures = 0;
      try {
        for (;;) {
          if (stopped) throw new StoppedError();
          try {
            return await attempt();
          } catch (error) {
            if (stopped) throw new StoppedError();
            if (failures === 0) failing += 1;
            failures += 1;
            lastError = `${label}: ${describe(error)}`;
            // the first failure and then every tenth, so a long outage is visible without flooding the log
            if (failures === 1 || failures % 10 === 0) log(`${lastError} (attempt ${failures}; trying again in ${delay} ms)`);
            await sleep(delay);
            delay = Math.min(delay * 2, maxMs);
          }
        }
      } finally {
        if (failures > 0) {
          failing -= 1;
          if (failing === 0 && !stopped) lastError = undefined;
        }
      }
    },
    stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
    },
    resume() {
      stopped = false;
    },
    stopped: () => stopped,
    status: (): RetryStatus => ({ retrying: failing > 0, ...(lastError === undefined ? {} : { lastError }) }),
  };
};
export type Retry = ReturnType<typeof createRetry>;
