import { accountDecider, userStream, type Account, type RecordedEvent } from '@referly/domain';
import { loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

/**
 * Workers have no read store (they may run alone, beside nothing but the log), so who is who comes from the log
 * itself: a person's own stream folded with the accounts decider gives the address, the settings, the role and the
 * company exactly as the commands see them. Finding a company's referrers, or every account, reads the few event
 * types that say so (the SQLite log indexes events by type); the cost grows with the accounts, not with the log.
 */
export const accountOf = async (eventStore: EventStore, userId: string): Promise<Account> =>
  (await loadState(eventStore, userStream(userId), accountDecider)).state;

const PAGE = 1000;

const userIdsIn = async (eventStore: EventStore, types: string[], keep: (event: RecordedEvent) => boolean): Promise<string[]> => {
  const ids = new Set<string>();
  for (let after = 0; ;) {
    const page = await eventStore.readAll({ after, filter: { types }, limit: PAGE });
    for (const event of page) if (keep(event) && typeof event.data.userId === 'string') ids.add(event.data.userId);
    const last = page.at(-1);
    if (!last || page.length < PAGE) return [...ids];
    after = last.position;
  }
};

/** Someone who can be written to: an account whose address was verified. */
export type Reachable = { userId: string; account: Account };

const reachable = async (eventStore: EventStore, userIds: string[]): Promise<Reachable[]> => {
  const accounts = await Promise.all(userIds.map(async (userId) => ({ userId, account: await accountOf(eventStore, userId) })));
  return accounts.filter(({ account }) => account.exists && account.emailVerified && account.profile.email !== '');
};

/** The verified referrers a company's paid requests reach now (as the referrers' company room holds them). */
export const companyReferrers = async (eventStore: EventStore, companyId: string): Promise<Reachable[]> => {
  const named = await userIdsIn(eventStore, ['EmploymentRecorded'], (event) => event.data.companyId === companyId);
  const people = await reachable(eventStore, named);
  return people.filter(
    ({ account }) => account.userRole === 'referrer' && account.verificationStatus === 'approved' && account.employment?.companyId === companyId,
  );
};

export const everyone = async (eventStore: EventStore): Promise<Reachable[]> =>
  reachable(eventStore, await userIdsIn(eventStore, ['UserRegistered'], () => true));

export const person = async (eventStore: EventStore, userId: string): Promise<Reachable[]> => reachable(eventStore, [userId]);
