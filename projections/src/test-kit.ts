import { afterEach } from 'vitest';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { Projection } from './projection.ts';
import { createProjectionRunner } from './runner.ts';

/**
 * For a test file: real logs (SQLite in memory) and real projection runners over them, each closed after its test,
 * the last opened first.
 */
export const projectionTestKit = () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    openStore: (): EventStore => {
      const store = createSqliteEventStore({ file: ':memory:', pollIntervalMs: 20 });
      cleanups.push(() => store.close());
      return store;
    },
    /** a runner of these projections, started (caught up with the log) */
    startRunner: async (eventStore: EventStore, readStore: ReadStore, projections: Projection[], rebuild = true) => {
      const runner = createProjectionRunner({ eventStore, readStore, projections, rebuild, log: () => {} });
      cleanups.push(() => runner.stop());
      await runner.start();
      return runner;
    },
  };
};
