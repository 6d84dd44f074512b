import { REFERRAL_CREDITS, statusesOfTab, type ReferralSummary, type ReferralTab } from '@referly/domain';
import type { Filter, ReadStore } from '@referly/infra/ports/read-store';
import { CREDIT_ENTRIES, WITHDRAWALS, type CreditEntryDoc, type WithdrawalDoc } from './credits.projection.ts';
import { REFERRALS, type ReferralDoc } from './referrals.projection.ts';
import { searchPattern } from '../search.ts';

export type TabCounts = Record<ReferralTab, number>;
export type ReferralPage = { data: Readonly<ReferralDoc>[]; totalPages: number; currentPage: number; totalCount: number; counts: TabCounts };

const tabFilter = (tab: ReferralTab): Filter => {
  const statuses = statusesOfTab(tab);
  return statuses === null ? {} : { status: { $in: [...statuses] } };
};

/**
 * The requests a person may see (`scope`), newest first, one tab of them, with every tab's real count. `search`
 * matches the seeker's name, the position or the company.
 */
export const listReferrals = async (
  store: ReadStore,
  scope: Filter,
  query: { page: number; limit: number; tab: ReferralTab; search?: string | undefined },
): Promise<ReferralPage> => {
  const referrals = store.collection<ReferralDoc>(REFERRALS);
  const conditions: Filter[] = [scope];
  const search = query.search?.trim();
  if (search) {
    const pattern = searchPattern(search);
    conditions.push({ $or: [{ 'seeker.name': pattern }, { desiredPosition: pattern }, { companyName: pattern }] });
  }
  const base: Filter = conditions.length === 1 ? scope : { $and: conditions };
  const inTab = (tab: ReferralTab): Filter => ({ $and: [base, tabFilter(tab)] });
  const [all, pending, approved, rejected, data] = await Promise.all([
    referrals.countDocuments(base),
    referrals.countDocuments(inTab('pending')),
    referrals.countDocuments(inTab('approved')),
    referrals.countDocuments(inTab('rejected')),
    // the page is only mapped to its rows: read-only, so the memory store need not copy each request and its timeline
    referrals.find(inTab(query.tab), { sort: { createdAt: -1, index: -1 }, skip: (query.page - 1) * query.limit, limit: query.limit, readOnly: true }),
  ]);
  const counts: TabCounts = { all, pending, approved, rejected };
  const totalCount = counts[query.tab];
  return { data, totalPages: Math.max(1, Math.ceil(totalCount / query.limit)), currentPage: query.page, totalCount, counts };
};

/** Issue 17: the admins' dispute queue, open or settled, the newest first. */
export const listDisputes = async (store: ReadStore, query: { status: 'open' | 'settled'; page: number; limit: number }) => {
  const referrals = store.collection<ReferralDoc>(REFERRALS);
  const filter: Filter = { 'dispute.status': query.status };
  const [totalCount, open, data] = await Promise.all([
    referrals.countDocuments(filter),
    referrals.countDocuments({ 'dispute.status': 'open' }),
    referrals.find(filter, { sort: { 'dispute.openedAt': -1, index: -1 }, skip: (query.page - 1) * query.limit, limit: query.limit, readOnly: true }),
  ]);
  return { data, totalCount, openCount: open, totalPages: Math.max(1, Math.ceil(totalCount / query.limit)), currentPage: query.page };
};

/** What each role may see of the requests. */
export const referralScopes = {
  seeker: (seekerId: string): Filter => ({ seekerId }),
  /** a referrer: paid requests of their company that nobody else has taken */
  referrer: (referrerId: string, companyId: string): Filter => ({ companyId, paid: true, $or: [{ referrerId: null }, { referrerId }] }),
  admin: (): Filter => ({}),
};

export const getReferral = (store: ReadStore, referralId: string): Promise<ReferralDoc | null> =>
  store.collection<ReferralDoc>(REFERRALS).findOne({ _id: referralId });

/** Spec 001 §3: the seeker's dashboard card, counted from their requests. */
export const seekerReferralCounts = async (store: ReadStore, seekerId: string) => {
  const referrals = store.collection<ReferralDoc>(REFERRALS);
  const count = (tab: ReferralTab) => referrals.countDocuments({ $and: [{ seekerId }, tabFilter(tab)] });
  const [total, pending, approved, rejected] = await Promise.all([count('all'), count('pending'), count('approved'), count('rejected')]);
  return { total, pending, approved, rejected };
};

/** The companies this seeker has a request open for (not decided yet, paid or not): the form says so when one is picked. */
export const openCompanyIdsOf = async (store: ReadStore, seekerId: string): Promise<string[]> => [
  ...new Set((await store.collection<ReferralDoc>(REFERRALS).find({ $and: [{ seekerId }, tabFilter('pending')] })).map((doc) => doc.companyId)),
];

/** The requests of this seeker that are not decided yet, by company: what the one-per-company cap reads. */
export const openReferralIdsOf = async (store: ReadStore, seekerId: string): Promise<string[]> =>
  (await store.collection<ReferralDoc>(REFERRALS).find({ $and: [{ seekerId }, tabFilter('pending')] })).map((doc) => doc._id);

/** A referrer's credits: earned and held from the ledger, pending from their requests waiting for the seeker's approval. */
export const referrerCredits = async (store: ReadStore, referrerId: string) => {
  const [entries, waiting] = await Promise.all([
    store.collection<CreditEntryDoc>(CREDIT_ENTRIES).find({ referrerId }, { sort: { at: -1 } }),
    store.collection<ReferralDoc>(REFERRALS).countDocuments({ referrerId, status: 'waitingforapproval' }),
  ]);
  const sum = (kind: CreditEntryDoc['kind']) => entries.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.credits, 0);
  // what a refunded dispute took back is no longer earned
  const earned = sum('earned') - sum('reversed');
  const requested = sum('withdrawalRequested');
  const withdrawn = sum('withdrawalPaid');
  const declined = sum('withdrawalDeclined');
  return {
    available: earned - requested + declined,
    pending: waiting * REFERRAL_CREDITS,
    earned,
    withdrawn,
    held: requested - declined - withdrawn,
    history: entries,
  };
};

/** The position and seeker of each request named, by id: what a line of credit history says it was earned for. */
export const referralSummaries = async (store: ReadStore, referralIds: string[]): Promise<Map<string, ReferralSummary>> => {
  const docs = referralIds.length === 0 ? [] : await store.collection<ReferralDoc>(REFERRALS).find({ _id: { $in: [...new Set(referralIds)] } });
  return new Map(docs.map((doc) => [doc._id, { desiredPosition: doc.desiredPosition, companyName: doc.companyName, seekerName: doc.seeker.name }]));
};

export const listWithdrawals = (store: ReadStore, status?: WithdrawalDoc['status']) =>
  store.collection<WithdrawalDoc>(WITHDRAWALS).find(status ? { status } : {}, { sort: { requestedAt: -1 } });

export const getWithdrawal = (store: ReadStore, withdrawalId: string) => store.collection<WithdrawalDoc>(WITHDRAWALS).findOne({ _id: withdrawalId });
