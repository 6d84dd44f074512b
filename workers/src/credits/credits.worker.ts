import { creditDecider, creditStream, REFERRAL_CREDITS } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { JobQueue } from '@referly/infra/ports/job-queue';
import { CREDITS_QUEUE, type EarnCreditsJob } from './credits.reactor.ts';

/** Writes the credits an approval earns into the referrer's ledger: once per request, however often it is asked. */
export const registerCreditsWorker = (deps: { eventStore: EventStore; jobQueue: JobQueue; clock: () => Date }) => {
  deps.jobQueue.process<EarnCreditsJob>(CREDITS_QUEUE, async (job) => {
    const { referrerId, referralId, triggerEventId } = job.data;
    const command = { type: 'EarnCredits' as const, referrerId, referralId, triggerEventId, credits: REFERRAL_CREDITS, now: deps.clock().toISOString() };
    await handleCommand(deps.eventStore, creditStream(referrerId), creditDecider, command);
  });
};
