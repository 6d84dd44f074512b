import type { WorkerFeature } from '../worker-feature.ts';
import { creditsReactor } from './credits.reactor.ts';
import { registerCreditsWorker } from './credits.worker.ts';

/** Referrers' credits for approved referrals. */
export const creditWorkers: WorkerFeature = {
  name: 'credits',
  reactors: [creditsReactor],
  register: ({ eventStore, jobQueue, clock }) => registerCreditsWorker({ eventStore, jobQueue, clock }),
};
