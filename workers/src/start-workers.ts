import type { CheckpointStore } from '@referly/infra/ports/checkpoint-store';
import { startReactors } from './reactor.ts';
import { startTimers, type TimersOptions, type WorkerTimers } from './timers/timers.ts';
import type { WorkerDeps, WorkerFeature } from './worker-feature.ts';

/**
 * Registers every feature's processors, then starts their reactors and their timers on the log. `timers` tells how
 * often the timers look at the clock (`tick()` looks at once: tests move the clock a week and call it).
 */
export const startWorkers = async (deps: WorkerDeps & { features: WorkerFeature[]; checkpoints: CheckpointStore; timers?: TimersOptions }) => {
  for (const feature of deps.features) feature.register(deps);
  const { eventStore, jobQueue, checkpoints, log } = deps;
  const reactors = await startReactors({ eventStore, jobQueue, checkpoints, reactors: deps.features.flatMap((feature) => feature.reactors), log });
  const rules = deps.features.flatMap((feature) => feature.timers ?? []);
  const timers = await startTimers({ ...deps, ...deps.timers, rules }).catch(async (error: unknown) => {
    await reactors.stop();
    throw error;
  });
  return {
    /** each reactor's status, by name */
    status: reactors.status,
    timers: { tick: timers.tick, status: timers.status } satisfies WorkerTimers,
    stop: async () => {
      await timers.stop();
      await reactors.stop();
    },
  };
};
