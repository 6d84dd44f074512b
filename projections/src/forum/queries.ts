import type { DiscussionStatus, ForumSortType } from '@referly/domain';
import type { Filter, ReadStore, Sort } from '@referly/infra/ports/read-store';
import { notDeleted } from '../document-projection.ts';
import { searchPattern } from '../search.ts';
import {
  DISCUSSION_FLAGS,
  DISCUSSION_VISITS,
  DISCUSSION_VOTES,
  DISCUSSIONS,
  FORUM_TAGS,
  TAGS_ID,
  type DiscussionDoc,
  type FlaggedDoc,
  type TagsDoc,
  type VisitDoc,
  type VoteDoc,
} from './discussions.projection.ts';

const discussions = (store: ReadStore) => store.collection<DiscussionDoc>(DISCUSSIONS);

const recent: Sort = { publishedAt: -1, index: -1 };
const popular: Sort = { score: -1, commentsCount: -1, publishedAt: -1, index: -1 };
const sortOf = (type: ForumSortType) => (type === 'popular' ? popular : recent);

/** A search over the title, the words of the content and the tags (one line each of `searchText`), ignoring case, as typed. */
const searching = (search: string | undefined): Filter[] => {
  const text = search?.trim();
  return text ? [{ searchText: searchPattern(text) }] : [];
};
const tagged = (tag: string | undefined): Filter[] => (tag ? [{ tagKeys: tag.toLowerCase() }] : []);

type Paging = { page: number; limit: number };

const page = async (store: ReadStore, filter: Filter, sort: Sort, paging: Paging) => {
  const [total, data] = await Promise.all([
    discussions(store).countDocuments(filter),
    discussions(store).find(filter, { sort, skip: (paging.page - 1) * paging.limit, limit: paging.limit }),
  ]);
  return { data, total, totalPages: Math.max(1, Math.ceil(total / paging.limit)), currentPage: paging.page };
};

/** The public forum: published discussions no flags hide, newest or most voted first, by search and tag. */
export const listPublicDiscussions = (store: ReadStore, query: Paging & { search?: string | undefined; tag?: string | undefined; type: ForumSortType }) =>
  page(store, { $and: [notDeleted, { visible: true }, ...searching(query.search), ...tagged(query.tag)] }, sortOf(query.type), query);

/** The admin's list: every discussion, or those of one status, hidden ones too. */
export const listAllDiscussions = (
  store: ReadStore,
  query: Paging & { search?: string | undefined; tag?: string | undefined; type: ForumSortType; status?: DiscussionStatus | undefined },
) => {
  const conditions: Filter[] = [notDeleted, ...searching(query.search), ...tagged(query.tag)];
  if (query.status) conditions.push({ status: query.status });
  return page(store, { $and: conditions }, sortOf(query.type), query);
};

/** The public discussions a member opened, the latest first. */
export const listRecentlyVisited = async (store: ReadStore, userId: string, paging: Paging & { search?: string | undefined; tag?: string | undefined }) => {
  // a member's visits are few: read them all, newest first, and keep those still public
  const visits = await store.collection<VisitDoc>(DISCUSSION_VISITS).find({ userId, ...notDeleted }, { sort: { at: -1 }, limit: 200 });
  const ids = visits.map((visit) => visit.discussionId);
  const found = await discussions(store).find({
    $and: [notDeleted, { _id: { $in: ids } }, { visible: true }, ...searching(paging.search), ...tagged(paging.tag)],
  });
  const byId = new Map(found.map((doc) => [doc._id, doc]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const start = (paging.page - 1) * paging.limit;
  return {
    data: ordered.slice(start, start + paging.limit),
    total: ordered.length,
    totalPages: Math.max(1, Math.ceil(ordered.length / paging.limit)),
    currentPage: paging.page,
  };
};

export const getDiscussion = (store: ReadStore, discussionId: string): Promise<DiscussionDoc | null> =>
  discussions(store).findOne({ _id: discussionId, ...notDeleted });

/** The discussion a post (the discussion itself, an answer or a reply) is in. */
export const discussionOfPost = async (store: ReadStore, postId: string): Promise<DiscussionDoc | null> =>
  (await getDiscussion(store, postId)) ?? (await discussions(store).findOne({ 'comments._id': postId, ...notDeleted }));

/** Other public discussions on the same first tag, the most voted first; any most voted when it has no tag. */
export const relatedDiscussions = async (store: ReadStore, doc: DiscussionDoc, limit: number) => {
  const first = doc.tagKeys[0];
  const filter: Filter = { $and: [notDeleted, { visible: true }, { _id: { $ne: doc._id } }, ...(first ? [{ tagKeys: first }] : [])] };
  return discussions(store).find(filter, { sort: popular, limit });
};

/** A member's votes in one thread, by post. */
export const votesIn = async (store: ReadStore, discussionId: string, userId: string): Promise<Map<string, VoteDoc['vote']>> => {
  const votes = await store.collection<VoteDoc>(DISCUSSION_VOTES).find({ discussionId, userId, ...notDeleted });
  return new Map(votes.map((vote) => [vote.postId, vote.vote]));
};

/** The tags of the forum's discussions, the most used first (then by name). */
export const forumTags = async (store: ReadStore) => {
  const doc = await store.collection<TagsDoc>(FORUM_TAGS).findOne({ _id: TAGS_ID, ...notDeleted });
  return Object.values(doc?.tags ?? {}).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
};

/** Posts waiting on an admin's decision, the latest flagged first. */
export const listFlagged = async (store: ReadStore, paging: Paging) => {
  const flags = store.collection<FlaggedDoc>(DISCUSSION_FLAGS);
  const [total, data] = await Promise.all([
    flags.countDocuments(notDeleted),
    flags.find(notDeleted, { sort: { lastFlaggedAt: -1 }, skip: (paging.page - 1) * paging.limit, limit: paging.limit }),
  ]);
  return { data, total, totalPages: Math.max(1, Math.ceil(total / paging.limit)), currentPage: paging.page };
};

export const discussionStats = async (store: ReadStore) => {
  const count = (filter: Filter) => discussions(store).countDocuments({ ...notDeleted, ...filter });
  const [total, published, restricted, flagged] = await Promise.all([
    count({}),
    count({ status: 'published' }),
    count({ status: 'restricted' }),
    store.collection(DISCUSSION_FLAGS).countDocuments(notDeleted),
  ]);
  return { total, published, restricted, flagged };
};

/** The discussion holding a stored picture, or null. */
export const discussionOfFile = (store: ReadStore, fileId: string): Promise<DiscussionDoc | null> =>
  discussions(store).findOne({ fileIds: fileId, ...notDeleted });
