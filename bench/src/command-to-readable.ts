import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, type Target } from './load.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';
import { millis, micros, percentile, ratio, type Row } from './table.ts';
import { bareTarget, referlyClients, referlyTarget, type BareClient, type ReferlyClient } from './targets.ts';

const CLIENTS = 50;
const WARM_UP = 200;
const password = 'Bench-password-2026';

const ROUNDS = 8;

type Side<C> = { server: ServerProcess; clients: C[]; target: Target<C>; latencies: number[]; cpuMs: number; reads: number; operations: number };

/** One round of one side: the operations, and the server process's CPU time they took. */
const round = async <C>(side: Side<C>, operations: number, first: number) => {
  const cpuBefore = await side.server.cpuMs();
  const result = await runLoad(side.clients, operations, side.target, first);
  side.cpuMs += (await side.server.cpuMs()) - cpuBefore;
  side.latencies.push(...result.sorted);
  side.reads += result.readsPerOperation * operations;
  side.operations += operations;
};

const summary = <C>(side: Side<C>) => {
  const sorted = [...side.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuPerOperationMs: side.cpuMs / side.operations,
    readsPerOperation: side.reads / side.operations,
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
 * new name reads back. Bare: PUT then GET of one SQLite row through Express. Both servers run side by side and are
 * measured in alternating rounds, so whatever else the machine is doing weighs on both alike.
 */
export const benchCommandToReadable = async (operations: number): Promise<Row[]> =>
  inDataDir(async (bareDir, oursDir) => {
    const [bareServer, ourServer] = [await startServerProcess('bare', bareDir), await startServerProcess('referly', oursDir)];
    try {
      const bare: Side<BareClient> = {
        server: bareServer,
        clients: Array.from({ length: CLIENTS }, (_, c) => ({ base: bareServer.base, id: `client-${c}` })),
        target: bareTarget,
        latencies: [],
        cpuMs: 0,
        reads: 0,
        operations: 0,
      };
      const ours: Side<ReferlyClient> = {
        server: ourServer,
        clients: await referlyClients(ourServer.base, CLIENTS, password),
        target: referlyTarget,
        latencies: [],
        cpuMs: 0,
        reads: 0,
        operations: 0,
      };
      await runLoad(bare.clients, WARM_UP, bare.target, 1_000_000);
      await runLoad(ours.clients, WARM_UP, ours.target, 1_000_000);
      const each = Math.ceil(operations / ROUNDS);
      for (let r = 0; r < ROUNDS; r += 1) {
        const first = r * each;
        if (r % 2 === 0) {
          await round(bare, each, first);
          await round(ours, each, first);
        } else {
          await round(ours, each, first);
          await round(bare, each, first);
        }
      }
      const [b, o] = [summary(bare), summary(ours)];
      const note = `Express: PUT one SQLite row, GET it back (same client, ${CLIENTS} connections, ${ROUNDS} alternating rounds)`;
      return [
        {
          measure: `write to readable p50 (${ours.operations.toLocaleString('en-AU')} ops each)`,
          ours: millis(o.p50),
          baseline: millis(b.p50),
          ratio: ratio(o.p50, b.p50),
          note,
        },
        { measure: 'write to readable p99', ours: millis(o.p99), baseline: millis(b.p99), ratio: ratio(o.p99, b.p99), note },
        {
          measure: 'server CPU per operation',
          ours: micros(o.cpuPerOperationMs),
          baseline: micros(b.cpuPerOperationMs),
          ratio: ratio(o.cpuPerOperationMs, b.cpuPerOperationMs),
          note: `each server process's user+system time ÷ its operations; reads per operation ${o.readsPerOperation.toFixed(2)} (bare ${b.readsPerOperation.toFixed(2)})`,
        },
      ];
    } finally {
      await bareServer.stop();
      await ourServer.stop();
    }
  });
