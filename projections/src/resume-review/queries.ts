import { statusesOfReviewTab, type ResumeReviewTab, type ResumeReviewTabCounts } from '@referly/domain';
import type { Filter, ReadStore } from '@referly/infra/ports/read-store';
import { searchPattern } from '../search.ts';
import { RESUME_REVIEWS, type ResumeReviewDoc } from './resume-reviews.projection.ts';

export type ResumeReviewDocPage = { data: ResumeReviewDoc[]; totalPages: number; currentPage: number; totalCount: number; counts: ResumeReviewTabCounts };

const tabFilter = (tab: ResumeReviewTab): Filter => {
  const statuses = statusesOfReviewTab(tab);
  return statuses === null ? {} : { status: { $in: [...statuses] } };
};

const pageOf = (totalCount: number, query: { page: number; limit: number }) => ({
  totalPages: Math.max(1, Math.ceil(totalCount / query.limit)),
  currentPage: query.page,
  totalCount,
});

/** What each role may see of the reviews: its seeker theirs, an admin all; nobody else any. */
export const resumeReviewScopes = {
  seeker: (seekerId: string): Filter => ({ seekerId }),
  admin: (): Filter => ({}),
  none: (): Filter => ({ _id: { $in: [] } }),
};

/**
 * The reviews a person may see (`scope`), newest first, one tab of them (spec 001 §2.4: All, Completed, Pending), with
 * every tab's real count. `search` matches the seeker's name, the position or the company.
 */
export const listResumeReviews = async (
  store: ReadStore,
  scope: Filter,
  query: { page: number; limit: number; tab: ResumeReviewTab; search?: string | undefined },
): Promise<ResumeReviewDocPage> => {
  const reviews = store.collection<ResumeReviewDoc>(RESUME_REVIEWS);
  const search = query.search?.trim();
  const base: Filter = search
    ? { $and: [scope, { $or: [{ 'seeker.name': searchPattern(search) }, { desiredPosition: searchPattern(search) }, { companyName: searchPattern(search) }] }] }
    : scope;
  const inTab = (tab: ResumeReviewTab): Filter => ({ $and: [base, tabFilter(tab)] });
  const [all, completed, pending, data] = await Promise.all([
    reviews.countDocuments(base),
    reviews.countDocuments(inTab('completed')),
    reviews.countDocuments(inTab('pending')),
    reviews.find(inTab(query.tab), { sort: { createdAt: -1, index: -1 }, skip: (query.page - 1) * query.limit, limit: query.limit }),
  ]);
  const counts: ResumeReviewTabCounts = { all, completed, pending };
  return { data, ...pageOf(counts[query.tab], query), counts };
};

export const getResumeReview = (store: ReadStore, reviewId: string): Promise<ResumeReviewDoc | null> =>
  store.collection<ResumeReviewDoc>(RESUME_REVIEWS).findOne({ _id: reviewId });

export type CareerAdviceState = 'all' | 'requested' | 'scheduled';

/** The career advice sessions asked for (newest request first): all, those waiting for a meeting, or those with one. */
export const listCareerAdvice = async (store: ReadStore, query: { page: number; limit: number; state: CareerAdviceState }) => {
  const reviews = store.collection<ResumeReviewDoc>(RESUME_REVIEWS);
  const asked: Filter = { careerAdvice: { $ne: null } };
  const inState = (state: CareerAdviceState): Filter =>
    state === 'all' ? asked : { $and: [asked, { 'careerAdvice.meeting': state === 'scheduled' ? { $ne: null } : null }] };
  const [all, requested, scheduled, data] = await Promise.all([
    reviews.countDocuments(inState('all')),
    reviews.countDocuments(inState('requested')),
    reviews.countDocuments(inState('scheduled')),
    reviews.find(inState(query.state), { sort: { 'careerAdvice.requestedAt': -1, index: -1 }, skip: (query.page - 1) * query.limit, limit: query.limit }),
  ]);
  const counts = { all, requested, scheduled };
  return { data, ...pageOf(counts[query.state], query), counts };
};

/** Spec 001 §3's seeker dashboard card: their reviews, 'approved' being the completed ones (reviews are never rejected). */
export const seekerReviewCounts = async (store: ReadStore, seekerId: string) => {
  const reviews = store.collection<ResumeReviewDoc>(RESUME_REVIEWS);
  const count = (tab: ResumeReviewTab) => reviews.countDocuments({ $and: [{ seekerId }, tabFilter(tab)] });
  const [total, pending, approved] = await Promise.all([count('all'), count('pending'), count('completed')]);
  return { total, pending, approved, rejected: 0 };
};
