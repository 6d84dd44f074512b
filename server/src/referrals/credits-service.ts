import { creditDecider, creditStream, type BankAccount, type ReferralActor } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

/** A referrer's credit ledger: withdrawals asked for (holding the credits at once) and decided by an admin. */
export const createCreditsService = (deps: { eventStore: EventStore; clock: () => Date; newId: () => string }) => {
  const now = () => deps.clock().toISOString();
  return {
    async requestWithdrawal(referrerId: string, credits: number, bank: BankAccount): Promise<{ withdrawalId: string; position: number }> {
      const withdrawalId = deps.newId();
      const command = { type: 'RequestWithdrawal' as const, referrerId, withdrawalId, credits, bank, now: now() };
      return { withdrawalId, position: (await handleCommand(deps.eventStore, creditStream(referrerId), creditDecider, command)).position };
    },
    async decideWithdrawal(
      referrerId: string,
      withdrawalId: string,
      by: ReferralActor,
      decision: { action: 'paid' } | { action: 'declined'; reason: string },
    ): Promise<number> {
      const command =
        decision.action === 'paid'
          ? { type: 'MarkWithdrawalPaid' as const, withdrawalId, by, now: now() }
          : { type: 'DeclineWithdrawal' as const, withdrawalId, by, reason: decision.reason, now: now() };
      return (await handleCommand(deps.eventStore, creditStream(referrerId), creditDecider, command)).position;
    },
  };
};

export type CreditsService = ReturnType<typeof createCreditsService>;
