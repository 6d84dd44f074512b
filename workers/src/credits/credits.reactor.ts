import type { RecordedEvent, ReferralEvent } from '@referly/domain';
import type { Reactor } from '../reactor.ts';

export const CREDITS_QUEUE = 'credits';
export const EARN_CREDITS_JOB = 'earn-credits';
/** issue 17: an approved request refunded after a dispute */
export const REVERSE_CREDITS_JOB = 'reverse-credits';
export type EarnCreditsJob = { triggerEventId: string; referralId: string; referrerId: string };

/**
 * An approved request earns its referrer credits, and one refunded after a dispute (approved to rejected) takes them
 * back; the ledger's CreditsEarned or CreditsReversed closes the change.
 */
export const creditsReactor: Reactor = {
  name: 'credits',
  queue: CREDITS_QUEUE,
  triggers: ['ReferralStatusChanged'],
  completions: ['CreditsEarned', 'CreditsReversed'],
  options: { attempts: 10, backoffMs: 500 },
  toJob: (recorded: RecordedEvent) => {
    const event = recorded as unknown as ReferralEvent;
    if (event.type !== 'ReferralStatusChanged' || event.data.referrerId === null) return null;
    const data: EarnCreditsJob = { triggerEventId: recorded.id, referralId: event.data.referralId, referrerId: event.data.referrerId };
    if (event.data.to === 'approved') return { name: EARN_CREDITS_JOB, data };
    if (event.data.from === 'approved' && event.data.to === 'rejected') return { name: REVERSE_CREDITS_JOB, data };
    return null;
  },
  triggerIdOf: (completion) => (typeof completion.data.triggerEventId === 'string' ? completion.data.triggerEventId : null),
};
