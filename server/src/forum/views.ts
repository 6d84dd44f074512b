import {
  forumFileUrl,
  type AnswerView,
  type CommentView,
  type DiscussionAuthorView,
  type DiscussionView,
  type FlaggedItemView,
  type FlagReason,
  type VoteType,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { USERS, type UserDoc } from '@referly/projections/accounts/users.projection';
import type { CommentDoc, DiscussionDoc, FlaggedDoc } from '@referly/projections/forum/discussions.projection';

export type Authors = (id: string) => DiscussionAuthorView;

/** The authors of some posts, read once: name, picture and position (an account gone reads as 'Former member'). */
export const authorsOf = async (readStore: ReadStore, ids: Iterable<string>): Promise<Authors> => {
  const wanted = [...new Set(ids)];
  const users = wanted.length === 0 ? [] : await readStore.collection<UserDoc>(USERS).find({ _id: { $in: wanted } });
  const byId = new Map(users.map((user) => [user._id, user]));
  return (id) => {
    const user = byId.get(id);
    if (!user) return { _id: id, firstName: 'Former', lastName: 'member', picture: null, positionAtCompany: null };
    return {
      _id: id,
      firstName: user.firstName,
      lastName: user.lastName,
      picture: user.picture || null,
      positionAtCompany: user.careerInfo.positionAtCompany || null,
    };
  };
};

const urls = (images: { fileId: string }[]) => images.map((file) => forumFileUrl(file.fileId));

/** A discussion as the lists answer it (domain/src/forum/views.ts). */
export const discussionView = (doc: DiscussionDoc, authors: Authors): DiscussionView => ({
  _id: doc._id,
  index: doc.index,
  title: doc.title,
  content: doc.content,
  tags: doc.tags,
  status: doc.status,
  publishedAt: doc.publishedAt,
  upVotes: doc.upVotes,
  downVotes: doc.downVotes,
  score: doc.score,
  commentsCount: doc.commentsCount,
  sharesCount: 0,
  images: urls(doc.images),
  category: doc.tags[0] ?? null,
  user: authors(doc.authorId),
  hidden: doc.hidden,
  flagsCount: doc.flagsCount,
  source: null,
});

export const commentView = (doc: CommentDoc, discussionId: string, authors: Authors, myVote: VoteType | null): CommentView => ({
  _id: doc._id,
  source: doc.source,
  discussionId,
  content: doc.content,
  user: authors(doc.authorId),
  publishedAt: doc.publishedAt,
  upVotes: doc.upVotes,
  downVotes: doc.downVotes,
  score: doc.score,
  images: urls(doc.images),
  hidden: doc.hidden,
  flagsCount: doc.flagsCount,
  myVote,
});

/** The answers (oldest first) each with its replies (oldest first); a hidden one and its replies only for an admin. */
export const answersOf = (doc: DiscussionDoc, authors: Authors, votes: Map<string, VoteType>, admin: boolean): AnswerView[] => {
  const shown = doc.comments.filter((c) => admin || !c.hidden).sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  const view = (c: CommentDoc) => commentView(c, doc._id, authors, votes.get(c._id) ?? null);
  return shown.filter((c) => c.answerId === null).map((answer) => ({ ...view(answer), replies: shown.filter((c) => c.answerId === answer._id).map(view) }));
};

export const flaggedView = (doc: FlaggedDoc, authors: Authors): FlaggedItemView => ({
  _id: doc._id,
  title: doc.source === null ? doc.title : null,
  content: doc.content,
  source: doc.source,
  discussionId: doc.discussionId,
  user: authors(doc.authorId),
  flags: Object.entries(doc.flags).map(([reason, count]) => ({ reason: reason as FlagReason, count })),
  flagsCount: doc.flagsCount,
  hidden: doc.hidden,
  publishedAt: doc.publishedAt,
});
