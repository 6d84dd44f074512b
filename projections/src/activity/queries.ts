import type { ActivityFilter, RecordedEvent } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { USERS, type UserDoc } from '../accounts/users.projection.ts';
import { COMPANIES, type CompanyDoc } from '../companies/companies.projection.ts';
import { activityFacts, detailOf, toActivity, type ActivityDoc, type ActivityFacts } from './activity-entry.ts';
import { activitySubjects, activityTypes, specOf, type SubjectType } from './catalogue.ts';
import type { ActivityContext, ActivityPerson } from './describe.ts';
import type { ActivityRequest } from './words.ts';
import { searchPattern } from '../search.ts';

/** The people a search finds at most: a search that wide is no filter anyway. */
const SEARCHED_USERS_MAX = 500;

/**
 * The users a search names: each of its words in the first name, the last name or the e-mail ('sam seeker' finds Sam
 * Seeker), ignoring case. The users read model keeps a search index over those three fields (users.projection.ts), so
 * the store looks only at the users holding the words, not at every user.
 */
const usersSearched = async (store: ReadStore, q: string): Promise<string[]> => {
  const words = q
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => searchPattern(word));
  const filter = { $and: words.map((word) => ({ $or: [{ firstName: word }, { lastName: word }, { email: word }] })) };
  const users = await store.collection<UserDoc>(USERS).find(filter, { limit: SEARCHED_USERS_MAX });
  return users.map((user) => user._id);
};

/**
 * The feed's filters as a test on events, and the event types worth reading for them. The feed reads the log itself,
 * not a copy of it in the read models: a document per event would grow with the log and slow every start-up. The test
 * reads only what the filters ask of an event (its people, its time, an e-mail field: `activityFacts`), so a page
 * makes entries of the events that match only.
 */
export type ActivityQuery = { types: readonly string[]; matches: (event: RecordedEvent) => boolean };

/** `from` and `to` are instants; `to` is not included. */
export const activityQuery = async (store: ReadStore, filter: ActivityFilter): Promise<ActivityQuery> => {
  const tests: ((facts: ActivityFacts) => boolean)[] = [];
  const { kind, userId } = filter;
  if (userId) tests.push((facts) => facts.userIds.includes(userId));
  const q = filter.q?.trim();
  if (q) {
    const pattern = searchPattern(q);
    const found = new Set(await usersSearched(store, q));
    // an address with no account (a newsletter subscriber, an e-mail's recipient) is found by what the entry holds
    const named = (value: unknown) => typeof value === 'string' && pattern.test(value);
    tests.push((facts) => facts.userIds.some((id) => found.has(id)) || named(detailOf(facts, 'email')) || named(detailOf(facts, 'to')));
  }
  // event times are UTC ISO strings, so instants compare as text once written the same way
  if (filter.from) {
    const from = new Date(filter.from).toISOString();
    tests.push((facts) => facts.at >= from);
  }
  if (filter.to) {
    const to = new Date(filter.to).toISOString();
    tests.push((facts) => facts.at < to);
  }
  const matches = (event: RecordedEvent) => {
    const facts = activityFacts(event);
    if (!facts) return false;
    for (const test of tests) if (!test(facts)) return false;
    return true;
  };
  return { types: kind ? activityTypes.filter((type) => specOf(type)?.kind === kind) : activityTypes, matches };
};

/** Events read from the log at a time, newest first: from a little over a page, doubling up to this. */
const CHUNK = 1000;
const FIRST_CHUNK_MIN = 64;
/** How far back one page looks for matches before it answers with what it found and where to go on from. */
export const ACTIVITY_SCAN_MAX = 50_000;

/**
 * The entries matching the query, newest first, older than the log position `before`, until `limit` match or `scanMax`
 * events were looked at. `nextBefore` goes on from there: the last entry given, or the oldest event looked at when the
 * scan stopped short (null: nothing older).
 */
const scanBack = async (log: EventStore, query: ActivityQuery, before: number | undefined, limit: number, scanMax: number) => {
  const data: ActivityDoc[] = [];
  let cursor = before;
  let scanned = 0;
  // a page of the newest entries needs little more than the page: read that first, and more only when the filter skips
  let chunk = Math.min(CHUNK, Math.max(FIRST_CHUNK_MIN, limit + 1));
  while (scanned < scanMax) {
    const asked = chunk;
    const events = await log.readAllBackward({ ...(cursor === undefined ? {} : { before: cursor }), limit: asked, filter: { types: [...query.types] } });
    chunk = Math.min(CHUNK, chunk * 2);
    for (const event of events) {
      if (scanned >= scanMax) return { data, nextBefore: cursor ?? null };
      scanned += 1;
      cursor = event.position;
      if (!query.matches(event)) continue;
      const doc = toActivity(event);
      if (!doc) continue;
      data.push(doc);
      if (data.length > limit) return { data: data.slice(0, limit), nextBefore: data[limit - 1]?.position ?? null };
    }
    if (events.length < asked) return { data, nextBefore: null };
  }
  return { data, nextBefore: cursor ?? null };
};

/** A page of the feed, newest first, older than the log position `before`; `nextBefore` pages on (null: nothing older). */
export const activityPage = (log: EventStore, query: ActivityQuery, page: { before?: number | undefined; limit: number; scanMax?: number }) =>
  scanBack(log, query, page.before, page.limit, page.scanMax ?? ACTIVITY_SCAN_MAX);

/** The newest `max` entries of the feed, newest first (the CSV export): the whole log is looked through if need be. */
export const activityNewest = async (log: EventStore, query: ActivityQuery, max: number): Promise<ActivityDoc[]> =>
  (await scanBack(log, query, undefined, max, Number.POSITIVE_INFINITY)).data;

/** How many entries of the feed came after the log position `after` (counted up to `cap`). */
export const activityCountAfter = async (log: EventStore, query: ActivityQuery, after: number, cap = 10_000): Promise<number> => {
  let count = 0;
  let from = after;
  for (;;) {
    const events = await log.readAll({ after: from, limit: CHUNK, filter: { types: [...query.types] } });
    for (const event of events) {
      if (query.matches(event)) count += 1;
      if (count >= cap) return cap;
    }
    const last = events.at(-1);
    if (!last || events.length < CHUNK) return count;
    from = last.position;
  }
};

const ids = (values: Iterable<string>) => ({ _id: { $in: [...new Set(values)] } });

/** The requests these entries concern, each looked up by the feature owning its subject type, read once for the lot. */
const requestsOf = async (store: ReadStore, docs: readonly ActivityDoc[]): Promise<Map<SubjectType, ReadonlyMap<string, ActivityRequest>>> => {
  const found = await Promise.all(
    Object.entries(activitySubjects).map(async ([type, subject]): Promise<[SubjectType, ReadonlyMap<string, ActivityRequest>]> => {
      const wanted = [...new Set(docs.flatMap((doc) => (doc.subject?.type === type ? [doc.subject.id] : [])))];
      return [type, subject?.requests && wanted.length > 0 ? await subject.requests(store, wanted) : new Map()];
    }),
  );
  return new Map(found);
};

/** The people, requests and companies these entries name, read once for the lot. */
export const activityContext = async (store: ReadStore, docs: readonly ActivityDoc[]): Promise<ActivityContext> => {
  const requests = await requestsOf(store, docs);
  const userIds = [...docs.flatMap((doc) => doc.userIds), ...[...requests.values()].flatMap((found) => [...found.values()].map((request) => request.seekerId))];
  const companyIds = docs.flatMap((doc) => [doc.details.companyId, doc.subject?.type === 'company' ? doc.subject.id : null]);
  const [users, companies] = await Promise.all([
    store.collection<UserDoc>(USERS).find(ids(userIds)),
    store.collection<CompanyDoc>(COMPANIES).find(ids(companyIds.filter((id): id is string => typeof id === 'string' && id !== ''))),
  ]);
  const people = new Map<string, ActivityPerson>(
    users.map((user) => [user._id, { name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email || null }]),
  );
  const names = new Map(companies.filter((company) => typeof company.name === 'string').map((company) => [company._id, company.name]));
  return {
    user: (id) => people.get(id),
    request: (subject) => requests.get(subject.type)?.get(subject.id),
    company: (id) => names.get(id),
  };
};
