import type { ActivityFilter } from '@referly/domain';
import type { Filter, ReadStore } from '@referly/infra/ports/read-store';
import { USERS, type UserDoc } from '../accounts/users.projection.ts';
import { COMPANIES, type CompanyDoc } from '../companies/companies.projection.ts';
import { REFERRALS, type ReferralDoc } from '../referrals/referrals.projection.ts';
import { ACTIVITY, type ActivityDoc } from './activity.projection.ts';
import type { ActivityContext, ActivityPerson, ActivityReferral } from './describe.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The people a search finds at most: a search that wide is no filter anyway. */
const SEARCHED_USERS_MAX = 500;

/**
 * The users a search names: each of its words in the first name, the last name or the e-mail ('sam seeker' finds Sam
 * Seeker), ignoring case.
 */
const usersSearched = async (store: ReadStore, q: string): Promise<string[]> => {
  const words = q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => new RegExp(escapeRegExp(word), 'i'));
  const filter = { $and: words.map((word) => ({ $or: [{ firstName: word }, { lastName: word }, { email: word }] })) };
  const users = await store.collection<UserDoc>(USERS).find(filter, { limit: SEARCHED_USERS_MAX });
  return users.map((user) => user._id);
};

/** The read-store filter of the feed's filters. `from` and `to` are instants; `to` is not included. */
export const activityFilter = async (store: ReadStore, filter: ActivityFilter): Promise<Filter> => {
  const conditions: Filter[] = [];
  if (filter.kind) conditions.push({ kind: filter.kind });
  if (filter.userId) conditions.push({ userIds: filter.userId });
  const q = filter.q?.trim();
  if (q) {
    const pattern = new RegExp(escapeRegExp(q), 'i');
    // an address with no account (a newsletter subscriber, an e-mail's recipient) is found by what the entry holds
    conditions.push({ $or: [{ userIds: { $in: await usersSearched(store, q) } }, { 'details.email': pattern }, { 'details.to': pattern }] });
  }
  // event times are stored as UTC ISO strings, so instants compare as text once written the same way
  if (filter.from) conditions.push({ at: { $gte: new Date(filter.from).toISOString() } });
  if (filter.to) conditions.push({ at: { $lt: new Date(filter.to).toISOString() } });
  return conditions.length === 0 ? {} : { $and: conditions };
};

const and = (filter: Filter, condition: Filter): Filter => (Object.keys(filter).length === 0 ? condition : { $and: [filter, condition] });

/** A page of the feed, newest first, older than the log position `before`; `nextBefore` pages on (null: nothing older). */
export const activityPage = async (
  store: ReadStore,
  filter: Filter,
  page: { before?: number | undefined; limit: number },
): Promise<{ data: ActivityDoc[]; nextBefore: number | null }> => {
  const where = page.before === undefined ? filter : and(filter, { position: { $lt: page.before } });
  const found = await store.collection<ActivityDoc>(ACTIVITY).find(where, { sort: { position: -1 }, limit: page.limit + 1 });
  const data = found.slice(0, page.limit);
  return { data, nextBefore: found.length > page.limit ? (data.at(-1)?.position ?? null) : null };
};

/** How many entries of the feed came after the log position `after`. */
export const activityCountAfter = (store: ReadStore, filter: Filter, after: number): Promise<number> =>
  store.collection<ActivityDoc>(ACTIVITY).countDocuments(and(filter, { position: { $gt: after } }));

/** The newest `max` entries of the feed, newest first (the CSV export). */
export const activityNewest = (store: ReadStore, filter: Filter, max: number): Promise<ActivityDoc[]> =>
  store.collection<ActivityDoc>(ACTIVITY).find(filter, { sort: { position: -1 }, limit: max });

const ids = (values: Iterable<string>) => ({ _id: { $in: [...new Set(values)] } });

/** The people, requests and companies these entries name, read once for the lot. */
export const activityContext = async (store: ReadStore, docs: readonly ActivityDoc[]): Promise<ActivityContext> => {
  const referralIds = docs.flatMap((doc) => (doc.subject?.type === 'referral' ? [doc.subject.id] : []));
  const referrals = await store.collection<ReferralDoc>(REFERRALS).find(ids(referralIds));
  const userIds = [...docs.flatMap((doc) => doc.userIds), ...referrals.map((referral) => referral.seekerId)];
  const companyIds = docs.flatMap((doc) => [doc.details.companyId, doc.subject?.type === 'company' ? doc.subject.id : null]);
  const [users, companies] = await Promise.all([
    store.collection<UserDoc>(USERS).find(ids(userIds)),
    store.collection<CompanyDoc>(COMPANIES).find(ids(companyIds.filter((id): id is string => typeof id === 'string' && id !== ''))),
  ]);
  const people = new Map<string, ActivityPerson>(
    users.map((user) => [user._id, { name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email || null }]),
  );
  const requests = new Map<string, ActivityReferral>(
    referrals.map((referral) => [referral._id, { desiredPosition: referral.desiredPosition, companyName: referral.companyName, seekerId: referral.seekerId }]),
  );
  const names = new Map(companies.filter((company) => typeof company.name === 'string').map((company) => [company._id, company.name]));
  return { user: (id) => people.get(id), referral: (id) => requests.get(id), company: (id) => names.get(id) };
};
