import { performance } from 'node:perf_hooks';
import { percentile } from './table.ts';

const MAX_READS_PER_OPERATION = 50;

/** How a server is written to and read back; the load loop is the same for every server. */
export type Target<C> = {
  /** sends the write; answers the position its reply names, if any */
  write: (client: C, value: string) => Promise<string | undefined>;
  /** reads the value back, after the position a write named */
  read: (client: C, after: string | undefined) => Promise<string | null>;
};

// Names are letters only; the operation number spelt in letters keeps every write distinct.
export const spell = (n: number): string => {
  let text = '';
  let rest = n;
  do {
    text = String.fromCharCode(97 + (rest % 26)) + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `Bench${text}`;
};

export type LoadResult = { sorted: number[]; p50: number; p99: number; readsPerOperation: number };

/**
 * `operations` operations spread over the clients, each client one at a time: write a new value, then read
 * until it comes back. The figure is from sending the write to reading the value.
 */
export const runLoad = async <C>(
  clients: C[],
  operations: number,
  target: Target<C>,
  firstOperation = 0,
  /** resolves when operation `k` (from 0) may start; by default at once */
  pace?: (k: number) => Promise<void>,
): Promise<LoadResult> => {
  const totals: number[] = [];
  let reads = 0;
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (next < operations) {
        const k = next;
        next += 1;
        await pace?.(k);
        const value = spell(firstOperation + k);
        const started = performance.now();
        const after = await target.write(client, value);
        for (let read = 1; ; read += 1) {
          if (read > MAX_READS_PER_OPERATION) throw new Error(`${value} was not readable after ${MAX_READS_PER_OPERATION} reads`);
          reads += 1;
          if ((await target.read(client, after)) === value) break;
        }
        totals.push(performance.now() - started);
      }
    }),
  );
  const sorted = totals.sort((a, b) => a - b);
  return { sorted, p50: percentile(sorted, 50), p99: percentile(sorted, 99), readsPerOperation: reads / totals.length };
};

/**
 * The same operations at a steady pace: operation k starts no earlier than k / `perSecond` seconds after the
 * first, taken by whichever client is free. A server that keeps up answers each as it comes, so two servers
 * driven at one pace work alike; under a saturating load a slower server finds more requests waiting in each
 * turn of its event loop, which makes each cheaper, and CPU per operation then measures the load as much as the
 * server.
 */
export const runPaced = <C>(clients: C[], operations: number, target: Target<C>, perSecond: number, firstOperation = 0): Promise<LoadResult> => {
  const begun = performance.now();
  return runLoad(clients, operations, target, firstOperation, async (k) => {
    const wait = begun + (k * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  });
};
