import type { WorkerFeature } from '../worker-feature.ts';
import { referralTimerRules } from './timers.ts';

/** Job referrals' loops (issue 17): reminders, the refund of a request nobody took, the return to the pool, the automatic approval. */
export const referralTimerWorkers: WorkerFeature = { name: 'referral-timers', reactors: [], register: () => undefined, timers: referralTimerRules };
