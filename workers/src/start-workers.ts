import type { CheckpointStore } from '@referly/infra/ports/checkpoint-store';
import { startReactors } from './reactor.ts';
import type { WorkerDeps, WorkerFeature } from './worker-feature.ts';

/** Registers every feature's processors, then starts their reactors on the log. */
export const startWorkers = async (deps: WorkerDeps & { features: WorkerFeature[]; checkpoints: CheckpointStore }) => {
  for (const feature of deps.features) feature.register(deps);
  const { eventStore, jobQueue, checkpoints, log } = deps;
  return startReactors({ eventStore, jobQueue, checkpoints, reactors: deps.features.flatMap((feature) => feature.reactors), log });
};
