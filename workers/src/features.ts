import { creditWorkers } from './credits/index.ts';
import { emailWorkers } from './email/index.ts';
import { notificationWorkers } from './notifications/index.ts';
import { referralTimerWorkers } from './referrals/index.ts';
import { refundWorkers } from './refunds/index.ts';
import { resumeReviewWorkers } from './resume-review/index.ts';
import type { WorkerFeature } from './worker-feature.ts';

/** The one list of the workers layer. A new feature adds its line here. */
export const workerFeatures: WorkerFeature[] = [emailWorkers, refundWorkers, creditWorkers, notificationWorkers, resumeReviewWorkers, referralTimerWorkers];
