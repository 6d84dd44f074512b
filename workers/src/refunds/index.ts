import type { WorkerFeature } from '../worker-feature.ts';
import { refundsReactor } from './refunds.reactor.ts';
import { registerRefundsWorker } from './refunds.worker.ts';

/** Refunds of rejected paid requests, through the payments provider, each recorded on its request. */
export const refundWorkers: WorkerFeature = {
  name: 'refunds',
  reactors: [refundsReactor],
  register: ({ eventStore, jobQueue, payments, clock, log }) => registerRefundsWorker({ eventStore, jobQueue, payments, clock, log }),
};
