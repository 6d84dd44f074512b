import type { RecordedEvent, ReferralEvent } from '@referly/domain';
import type { Reactor } from '../reactor.ts';

export const CREDITS_QUEUE = 'credits';
export const EARN_CREDITS_JOB = 'earn-credits';
export type EarnCreditsJob = { triggerEventId: string; referralId: string; referrerId: string };

/** An approved request earns its referrer credits; the ledger's CreditsEarned closes the approval. */
export const creditsReactor: Reactor = {
  name: 'credits',
  queue: CREDITS_QUEUE,
  triggers: ['ReferralStatusChanged'],
  completions: ['CreditsEarned'],
  options: { attempts: 10, backoffMs: 500 },
  toJob: (recorded: RecordedEvent) => {
    const event = recorded as unknown as ReferralEvent;
    if (event.type !== 'ReferralStatusChanged' || event.data.to !== 'approved' || event.data.referrerId === null) return null;
    const data: EarnCreditsJob = { triggerEventId: recorded.id, referralId: event.data.referralId, referrerId: event.data.referrerId };
    return { name: EARN_CREDITS_JOB, data };
  },
  triggerIdOf: (completion) => (typeof completion.data.triggerEventId === 'string' ? completion.data.triggerEventId : null),
};
