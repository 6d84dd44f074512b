import { accountDecider, emailClaimDecider, emailClaimStream, userStream, type Account, type EmailClaimCommand } from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

/** An account holds its address once a code sent there was verified (or it was made verified, as the demo accounts are). */
export const holdsItsAddress = (account: Account): boolean => account.exists && (account.emailVerified || account.passwordHash !== null);

/**
 * The e-mail address streams: who holds an address, and the sign-up codes mailed to it. Every address is
 * held by one account at most; a sign-up claims it only when its code is verified.
 */
export const emailAddresses = (deps: { eventStore: EventStore; clock: () => Date }) => {
  const { eventStore } = deps;
  const run = (email: string, command: Omit<EmailClaimCommand, 'email' | 'now'>) =>
    handleCommand(eventStore, emailClaimStream(email), emailClaimDecider, { ...command, email, now: deps.clock().toISOString() } as EmailClaimCommand);
  const loadAccount = async (userId: string) => (await loadState(eventStore, userStream(userId), accountDecider)).state;
  const claimOf = async (email: string) => (await loadState(eventStore, emailClaimStream(email), emailClaimDecider)).state;
  const ownerOf = async (email: string) => (await claimOf(email)).owner;
  const closeRegistration = (userId: string, email: string, holderId: string) =>
    handleCommand(eventStore, userStream(userId), accountDecider, { type: 'CloseRegistration', email, holderId, now: deps.clock().toISOString() });

  /** The account holding the address, or null. A claim left by a sign-up that was never verified holds nothing. */
  const holderOf = async (email: string): Promise<string | null> => {
    const owner = await ownerOf(email);
    return owner !== null && holdsItsAddress(await loadAccount(owner)) ? owner : null;
  };

  return {
    ownerOf,
    holderOf,
    /** spaces out sign-up codes to one address (otp_resend_too_soon within the wait) */
    startSignUp: (email: string, userId: string) => run(email, { type: 'StartSignUp', userId }),
    /** email_taken when another account holds it; a stale claim of an unverified sign-up gives way */
    claim: async (email: string, userId: string) => {
      const owner = await ownerOf(email);
      if (owner !== null && owner !== userId && !holdsItsAddress(await loadAccount(owner))) await run(email, { type: 'ReleaseEmail', userId: owner });
      return run(email, { type: 'ClaimEmail', userId });
    },
    release: (email: string, userId: string) => run(email, { type: 'ReleaseEmail', userId }),
    /**
     * One e-mail, one account: once `holderId` verified the address, every other sign-up started for it and still
     * waiting for its code is closed (gone from the lists, its code refused). Answers the position of the last one
     * closed (0 if none). A close that fails leaves that sign-up waiting, never fails the verification that succeeded.
     */
    closeOtherSignUps: async (email: string, holderId: string): Promise<number> => {
      const { signUps } = await claimOf(email);
      const closed = await Promise.allSettled(signUps.filter((userId) => userId !== holderId).map((userId) => closeRegistration(userId, email, holderId)));
      return Math.max(0, ...closed.map((result) => (result.status === 'fulfilled' ? result.value.position : 0)));
    },
    /** a sign-up that raced the address's verification closes itself */
    closeRegistration,
  };
};
export type EmailAddresses = ReturnType<typeof emailAddresses>;
