import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, runPaced, type LoadResult, type Target } from './load.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';
import { millis, micros, percentile, ratio, type Row } from './table.ts';
import { bareTarget, referlyClients, referlyTarget, type BareClient, type ReferlyClient } from './targets.ts';

const CLIENTS = 50;
const WARM_UP = 200;
const password = 'Bench-password-2026';
const ROUNDS = 16;
/** operations a second in the paced rounds: well within what either server keeps up with on 2 cores */
const PACE = 300;

type Tally = { latencies: number[]; cpuMs: number; roundCpuMs: number[]; reads: number; operations: number };
type Side<C> = { server: ServerProcess; clients: C[]; target: Target<C>; saturating: Tally; paced: Tally };
type Load = <C>(clients: C[], operations: number, target: Target<C>, first: number) => Promise<LoadResult>;

const tally = (): Tally => ({ latencies: [], cpuMs: 0, roundCpuMs: [], reads: 0, operations: 0 });

/** One round of one side: the operations, and the server process's CPU time they took. */
const round = async <C>(side: Side<C>, into: Tally, load: Load, operations: number, first: number) => {
  const cpuBefore = await side.server.cpuMs();
  const result = await load(side.clients, operations, side.target, first);
  const cpuMs = (await side.server.cpuMs()) - cpuBefore;
  into.cpuMs += cpuMs;
  into.roundCpuMs.push(cpuMs);
  into.latencies.push(...result.sorted);
  into.reads += result.readsPerOperation * operations;
  into.operations += operations;
};

/** Alternating rounds, so whatever else the machine does weighs on both sides alike. */
const rounds = async (bare: Side<BareClient>, ours: Side<ReferlyClient>, which: 'saturating' | 'paced', load: Load, operations: number, first: number) => {
  const each = Math.ceil(operations / ROUNDS);
  for (let r = 0; r < ROUNDS; r += 1) {
    const start = first + r * each;
    const [a, b] = r % 2 === 0 ? [bare, ours] : [ours, bare];
    await round(a as Side<unknown>, a[which], load, each, start);
    await round(b as Side<unknown>, b[which], load, each, start);
  }
};

const summary = (side: Tally) => {
  const sorted = [...side.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuPerOperationMs: side.cpuMs / side.operations,
    readsPerOperation: side.reads / side.operations,
  };
};

/** A round's two sides ran next to each other, so their ratio is least touched by a machine whose speed drifts. */
const medianRoundRatio = (ours: Tally, bare: Tally): number =>
  percentile(
    ours.roundCpuMs.map((cpu, r) => cpu / (bare.roundCpuMs[r] ?? Number.NaN)).sort((x, y) => x - y),
    50,
  );

const cpuRow = (measure: string, ours: Tally, bare: Tally): Row => {
  const [o, b] = [summary(ours), summary(bare)];
  return {
    measure,
    ours: micros(o.cpuPerOperationMs),
    baseline: micros(b.cpuPerOperationMs),
    ratio: ratio(o.cpuPerOperationMs, b.cpuPerOperationMs),
    note: `each server process's user+system time ÷ its operations; median of the ${ROUNDS} rounds' own ratios ${medianRoundRatio(ours, bare).toFixed(2)}×; reads per operation ${o.readsPerOperation.toFixed(2)} (bare ${b.readsPerOperation.toFixed(2)})`,
  };
};

const inDataDir = async <T>(work: (bareDir: string, oursDir: string) => Promise<T>): Promise<T> => {
  const [bareDir, oursDir] = [await mkdtemp(join(tmpdir(), 'referly-bench-bare-')), await mkdtemp(join(tmpdir(), 'referly-bench-referly-'))];
  try {
    return await work(bareDir, oursDir);
  } finally {
    await rm(bareDir, { recursive: true, force: true });
    await rm(oursDir, { recursive: true, force: true });
  }
};

/**
 * (b) A write, then a read of it, by 50 concurrent clients; each server in a process of its own and this process
 * the one load client for both. Referly: PUT /api/user, then GET /api/user/profile with X-Referly-After until the
 * new name reads back. Bare: PUT then GET of one SQLite row through Express. Both servers run side by side, in
 * alternating rounds: first as fast as the clients go (latency under load), then at a steady pace both keep up
 * with (CPU per operation, each server working as it would below its limit).
 */
export const benchCommandToReadable = async (operations: number, pacedOperations: number): Promise<Row[]> =>
  inDataDir(async (bareDir, oursDir) => {
    const [bareServer, ourServer] = [await startServerProcess('bare', bareDir), await startServerProcess('referly', oursDir)];
    try {
      const bare: Side<BareClient> = {
        server: bareServer,
        clients: Array.from({ length: CLIENTS }, (_, c) => ({ base: bareServer.base, id: `client-${c}` })),
        target: bareTarget,
        saturating: tally(),
        paced: tally(),
      };
      const ours: Side<ReferlyClient> = {
        server: ourServer,
        clients: await referlyClients(ourServer.base, CLIENTS, password),
        target: referlyTarget,
        saturating: tally(),
        paced: tally(),
      };
      await runLoad(bare.clients, WARM_UP, bare.target, 1_000_000);
      await runLoad(ours.clients, WARM_UP, ours.target, 1_000_000);
      await rounds(bare, ours, 'saturating', runLoad, operations, 0);
      const paced: Load = (clients, count, target, first) => runPaced(clients, count, target, PACE, first);
      await rounds(bare, ours, 'paced', paced, pacedOperations, 2_000_000);

      const [b, o] = [summary(bare.saturating), summary(ours.saturating)];
      const note = `Express: PUT one SQLite row, GET it back (same client, ${CLIENTS} connections, ${ROUNDS} alternating rounds)`;
      return [
        {
          measure: `write to readable p50 (${ours.saturating.operations.toLocaleString('en-AU')} ops each)`,
          ours: millis(o.p50),
          baseline: millis(b.p50),
          ratio: ratio(o.p50, b.p50),
          note,
        },
        { measure: 'write to readable p99', ours: millis(o.p99), baseline: millis(b.p99), ratio: ratio(o.p99, b.p99), note },
        cpuRow(`server CPU per operation, at a steady ${PACE} ops/s (${ours.paced.operations.toLocaleString('en-AU')} ops each)`, ours.paced, bare.paced),
        cpuRow('server CPU per operation, as fast as the clients go', ours.saturating, bare.saturating),
      ];
    } finally {
      await bareServer.stop();
      await ourServer.stop();
    }
  });
