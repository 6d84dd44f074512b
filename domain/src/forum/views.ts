import type { DiscussionStatus, FlagReason, VoteType } from './constants.ts';

/** Who wrote a post, as the forum shows them (spec 000 §6: firstName, lastName, picture, positionAtCompany). */
export type DiscussionAuthorView = {
  _id: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  positionAtCompany: string | null;
};

/**
 * A discussion as GET /api/discussions lists it (spec 000 §6). `content` is sanitised HTML (the allow-list in
 * docs/API.md); `score` is upVotes − downVotes; `commentsCount` counts its answers and their replies that show;
 * `category` is its first tag (or null); `images` are urls under /api/discussions/files/{fileId}; `publishedAt` ISO.
 * `hidden` is true while flags hide it (only admins ever see a hidden post); `flagsCount` counts its open flags.
 */
export type DiscussionView = {
  _id: string;
  index: number;
  title: string;
  content: string;
  tags: string[];
  status: DiscussionStatus;
  publishedAt: string;
  upVotes: number;
  downVotes: number;
  score: number;
  commentsCount: number;
  sharesCount: number;
  images: string[];
  category: string | null;
  user: DiscussionAuthorView;
  hidden: boolean;
  flagsCount: number;
  source: null;
};

/**
 * An answer (its `source` is the discussion) or a reply (its `source` is an answer). `myVote` is the signed-in
 * reader's vote on it (null for a visitor or no vote).
 */
export type CommentView = {
  _id: string;
  source: string;
  discussionId: string;
  content: string;
  user: DiscussionAuthorView;
  publishedAt: string;
  upVotes: number;
  downVotes: number;
  score: number;
  images: string[];
  hidden: boolean;
  flagsCount: number;
  myVote: VoteType | null;
};
export type AnswerView = CommentView & { replies: CommentView[] };
export type RelatedTopicView = { _id: string; title: string };

/** GET /api/discussions/{id}: the discussion, its answers (oldest first) with their replies, related topics, your vote. */
export type DiscussionDetailView = DiscussionView & {
  commentPosts: AnswerView[];
  relatedTopics: RelatedTopicView[];
  myVote: VoteType | null;
};

/** GET /api/discussions */
export type DiscussionPageView = { data: DiscussionView[]; totalPages: number; currentPage: number; total: number };

/** POST /api/discussions (201): the new discussion, or the new comment. */
export type DiscussionPostReply = { message: string; data: DiscussionView | CommentView };

/** POST /api/discussions/{id}/vote: the post's counts after the vote, and the voter's vote now (null: taken back). */
export type VoteResultView = { upVotes: number; downVotes: number; score: number; myVote: VoteType | null };

/** GET /api/discussion-stats (admin): discussions (not comments) by status, and posts waiting on an admin's decision. */
export type DiscussionStatsView = { total: number; published: number; restricted: number; flagged: number };

/** GET /api/tags: each tag in use on a published discussion, most used first. */
export type TagView = { name: string; count: number };
export type TagsView = { data: TagView[] };

/** A post waiting on an admin's decision (GET /api/discussions/flagged): a discussion (with title) or a comment. */
export type FlaggedItemView = {
  _id: string;
  title: string | null;
  content: string;
  source: string | null;
  discussionId: string;
  user: DiscussionAuthorView;
  flags: { reason: FlagReason; count: number }[];
  flagsCount: number;
  hidden: boolean;
  publishedAt: string;
};
export type FlaggedPageView = { data: FlaggedItemView[]; totalPages: number; currentPage: number; total: number };

/** Every answer with a message only: flag, restrict, moderate. */
export type ForumMessageReply = { message: string };
