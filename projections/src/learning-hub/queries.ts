import type { LearningHubCategory, LearningHubCounts, LearningHubPopularity, LearningHubStatus } from '@referly/domain';
import type { Filter, ReadStore, Sort } from '@referly/infra/ports/read-store';
import { notDeleted } from '../document-projection.ts';
import { searchPattern } from '../search.ts';
import { LEARNING_HUB_POSTS, type LearningHubPostDoc } from './posts.projection.ts';

const posts = (store: ReadStore) => store.collection<LearningHubPostDoc>(LEARNING_HUB_POSTS);

const latest: Sort = { publishedAt: -1, index: -1 };
const popular: Sort = { views: -1, publishedAt: -1, index: -1 };

/** A search over the title, the content, the tags and the author, ignoring case, as typed. */
const searching = (search: string | undefined): Filter[] => {
  const text = search?.trim();
  if (!text) return [];
  const pattern = searchPattern(text);
  return [{ $or: [{ title: pattern }, { content: pattern }, { tags: pattern }, { author: pattern }] }];
};

const page = async (store: ReadStore, filter: Filter, sort: Sort, query: { page: number; limit: number }) => {
  const [total, data] = await Promise.all([
    posts(store).countDocuments(filter),
    posts(store).find(filter, { sort, skip: (query.page - 1) * query.limit, limit: query.limit }),
  ]);
  return { data, total, totalPages: Math.max(1, Math.ceil(total / query.limit)), currentPage: query.page };
};

/** The public list: published posts only, newest first or most read first. */
export const listPublishedPosts = (
  store: ReadStore,
  query: { search?: string | undefined; popularity: LearningHubPopularity; category?: LearningHubCategory | undefined; page: number; limit: number },
) => {
  const conditions: Filter[] = [notDeleted, { status: 'published' }, ...searching(query.search)];
  if (query.category) conditions.push({ category: query.category });
  return page(store, { $and: conditions }, query.popularity === 'popular' ? popular : latest, query);
};

/** The admin's list: every post or those of one status, newest first, with each tab's count over all posts. */
export const listAdminPosts = async (
  store: ReadStore,
  query: { search?: string | undefined; status?: LearningHubStatus | undefined; page: number; limit: number },
) => {
  const conditions: Filter[] = [notDeleted, ...searching(query.search)];
  if (query.status) conditions.push({ status: query.status });
  const count = (status: LearningHubStatus) => posts(store).countDocuments({ ...notDeleted, status });
  const [list, published, draft, restricted] = await Promise.all([
    page(store, { $and: conditions }, latest, query),
    count('published'),
    count('draft'),
    count('restricted'),
  ]);
  const counts: LearningHubCounts = { all: published + draft + restricted, published, draft, restricted };
  return { ...list, counts };
};

export const getLearningHubPost = (store: ReadStore, postId: string): Promise<LearningHubPostDoc | null> =>
  posts(store).findOne({ _id: postId, ...notDeleted });

/**
 * The published posts just before and after a post by publishedAt (then by index): previous is the older one, next
 * the newer. For a post that is not published, its place among the published ones by the same order.
 */
export const neighbourPosts = async (store: ReadStore, post: Pick<LearningHubPostDoc, 'publishedAt' | 'index'>) => {
  const { publishedAt, index } = post;
  const older: Filter = { $or: [{ publishedAt: { $lt: publishedAt } }, { publishedAt, index: { $lt: index } }] };
  const newer: Filter = { $or: [{ publishedAt: { $gt: publishedAt } }, { publishedAt, index: { $gt: index } }] };
  const published = { ...notDeleted, status: 'published' };
  const [previous] = await posts(store).find({ $and: [published, older] }, { sort: latest, limit: 1 });
  const [next] = await posts(store).find({ $and: [published, newer] }, { sort: { publishedAt: 1, index: 1 }, limit: 1 });
  const link = (doc: LearningHubPostDoc | undefined) => (doc ? { _id: doc._id, title: doc.title } : null);
  return { previousPost: link(previous), nextPost: link(next) };
};

/** The post a stored file belongs to, or null when none does (any more). */
export const postOfFile = (store: ReadStore, fileId: string): Promise<LearningHubPostDoc | null> => posts(store).findOne({ fileIds: fileId, ...notDeleted });
