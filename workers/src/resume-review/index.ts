import type { WorkerFeature } from '../worker-feature.ts';
import { aiReviewReactor } from './ai-review.reactor.ts';
import { registerAiReviewWorker } from './ai-review.worker.ts';
import { resumeReviewTimerRules } from './timers.ts';

/**
 * Resume reviews' AI review (each queued attempt reviewed by the configured reviewer, its stages and result recorded on
 * the review) and the reminder of a review still waiting for its consultant (issue 17).
 */
export const resumeReviewWorkers: WorkerFeature = {
  name: 'resume-review',
  reactors: [aiReviewReactor],
  register: ({ eventStore, jobQueue, files, resumeReviewer, clock, log }) =>
    registerAiReviewWorker({ eventStore, jobQueue, files, reviewer: resumeReviewer, clock, log }),
  timers: resumeReviewTimerRules,
};
