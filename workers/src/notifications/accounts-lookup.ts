import { accountDecider, userStream, type Account, type RecordedEvent } from '@referly/domain';
import { loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

/**
 * Workers have no read store (they may run alone, beside nothing but the log), so who is who comes from the log
 * itself: a person's own stream folded with the accounts decider gives the address, the settings, the role and the
 * company exactly as the commands see them. Finding a company's referrers, or every account, reads the few event
 * types that say so (the SQLite log indexes events by type), once: each look-up reads only those appended since the
 * last (see `namedIn`), so a mail's cost does not grow with the accounts' events already read.
 */
export const accountOf = async (eventStore: EventStore, userId: string): Promise<Account> =>
  (await loadState(eventStore, userStream(userId), accountDecider)).state;

const PAGE = 1000;

/**
 * The user ids a kind of event names, grouped by a key of the event (a company), in the order the log first names
 * them, and the position read up to. The log only grows and positions only rise, so reading on from there keeps it
 * whole, events appended by another process included.
 */
type Named = { after: number; ids: Map<string, Set<string>>; reading: Promise<void> };
type Grouping = { type: string; keyOf: (event: RecordedEvent) => string | undefined };
const kept = new WeakMap<EventStore, WeakMap<Grouping, Named>>();

const namedOf = (eventStore: EventStore, grouping: Grouping): Named => {
  let byGrouping = kept.get(eventStore);
  if (!byGrouping) kept.set(eventStore, (byGrouping = new WeakMap()));
  let named = byGrouping.get(grouping);
  if (!named) byGrouping.set(grouping, (named = { after: 0, ids: new Map(), reading: Promise.resolve() }));
  return named;
};

const readOn = async (eventStore: EventStore, { type, keyOf }: Grouping, named: Named): Promise<void> => {
  for (;;) {
    const page = await eventStore.readAll({ after: named.after, filter: { types: [type] }, limit: PAGE });
    for (const event of page) {
      const key = keyOf(event);
      const { userId } = event.data;
      if (key === undefined || typeof userId !== 'string') continue;
      let ids = named.ids.get(key);
      if (!ids) named.ids.set(key, (ids = new Set()));
      ids.add(userId);
    }
    const last = page.at(-1);
    if (last) named.after = last.position;
    if (!last || page.length < PAGE) return;
  }
};

/**
 * The ids `grouping`'s events name under `key`, every such event appended before the call included: one read of the
 * log after the last look-up's (one at a time per store, so none is read twice; a failed read leaves the ids as they
 * were and the next look-up reads on from there).
 */
const namedIn = async (eventStore: EventStore, grouping: Grouping, key: string): Promise<string[]> => {
  const named = namedOf(eventStore, grouping);
  const reading = named.reading.catch(() => undefined).then(() => readOn(eventStore, grouping, named));
  named.reading = reading;
  await reading;
  return [...(named.ids.get(key) ?? [])];
};

const EMPLOYERS: Grouping = {
  type: 'EmploymentRecorded',
  keyOf: (event) => (typeof event.data.companyId === 'string' ? event.data.companyId : undefined),
};
const REGISTERED: Grouping = { type: 'UserRegistered', keyOf: () => '' };

/** Someone who can be written to: an account whose address was verified. */
export type Reachable = { userId: string; account: Account };

const reachable = async (eventStore: EventStore, userIds: string[]): Promise<Reachable[]> => {
  const accounts = await Promise.all(userIds.map(async (userId) => ({ userId, account: await accountOf(eventStore, userId) })));
  return accounts.filter(({ account }) => account.exists && account.emailVerified && account.profile.email !== '');
};

/** The verified referrers a company's paid requests reach now (as the referrers' company room holds them). */
export const companyReferrers = async (eventStore: EventStore, companyId: string): Promise<Reachable[]> => {
  const named = await namedIn(eventStore, EMPLOYERS, companyId);
  const people = await reachable(eventStore, named);
  return people.filter(
    ({ account }) => account.userRole === 'referrer' && account.verificationStatus === 'approved' && account.employment?.companyId === companyId,
  );
};

export const everyone = async (eventStore: EventStore): Promise<Reachable[]> => reachable(eventStore, await namedIn(eventStore, REGISTERED, ''));

export const person = async (eventStore: EventStore, userId: string): Promise<Reachable[]> => reachable(eventStore, [userId]);
