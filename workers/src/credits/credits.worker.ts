import { creditDecider, creditStream, REFERRAL_CREDITS } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import { CREDITS_QUEUE, REVERSE_CREDITS_JOB, type EarnCreditsJob } from './credits.reactor.ts';

/**
 * Writes the credits an approval earns into the referrer's ledger, or takes them back for an approved request refunded
 * after a dispute: once per request each, however often it is asked, whichever job runs first.
 */
export const registerCreditsWorker = (deps: { eventStore: EventStore; jobQueue: JobQueue; clock: () => Date }) => {
  deps.jobQueue.process<EarnCreditsJob>(CREDITS_QUEUE, async (job) => {
    const { referrerId, referralId, triggerEventId } = job.data;
    const now = deps.clock().toISOString();
    const command =
      job.name === REVERSE_CREDITS_JOB
        ? { type: 'ReverseCredits' as const, referrerId, referralId, triggerEventId, now }
        : { type: 'EarnCredits' as const, referrerId, referralId, triggerEventId, credits: REFERRAL_CREDITS, now };
    await handleCommand(deps.eventStore, creditStream(referrerId), creditDecider, command);
  });
};
