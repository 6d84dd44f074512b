import { startReactors } from './reactor.ts';
import type { WorkerDeps, WorkerFeature } from './worker-feature.ts';

/** Registers every feature's processors, then starts their reactors on the log. */
export const startWorkers = async (deps: WorkerDeps & { features: WorkerFeature[] }) => {
  for (const feature of deps.features) feature.register(deps);
  return startReactors({ eventStore: deps.eventStore, jobQueue: deps.jobQueue, reactors: deps.features.flatMap((feature) => feature.reactors), log: deps.log });
};
