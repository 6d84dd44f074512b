/** The forum's API shapes are the domain's (docs/API.md, Discussion forum); the names the client's code reads. */
import type {
  AnswerView,
  CommentView,
  DiscussionAuthorView,
  DiscussionDetailView,
  DiscussionPageView,
  DiscussionStatsView,
  DiscussionStatus,
  DiscussionView,
  FlaggedItemView,
  FlaggedPageView,
  ForumSortType,
  ModerationDecision,
  VoteResultView,
} from '@referly/domain';

export type { DiscussionStatus, FlagReason, VoteType } from '@referly/domain';
export type SortType = ForumSortType;
export type FlagDecision = ModerationDecision;
export type DiscussionAuthor = DiscussionAuthorView;
export type DiscussionSummary = DiscussionView;
export type Reply = CommentView;
export type Answer = AnswerView;
export type DiscussionDetail = DiscussionDetailView;
export type DiscussionPage = DiscussionPageView;
export type DiscussionStats = DiscussionStatsView;
export type VoteResult = VoteResultView;
export type FlaggedItem = FlaggedItemView;
export type FlaggedPage = FlaggedPageView;

/** GET /api/discussions's query as the client sends it. */
export type ListQuery = {
  page: number;
  limit: number;
  search?: string;
  tag?: string;
  type?: SortType;
  status?: DiscussionStatus;
  isDashboard?: boolean;
  isRecentlyVisited?: boolean;
};
export type AdminListQuery = { page: number; limit: number; status?: DiscussionStatus };

/** What the create form and the comment boxes send as multipart (spec 000 §7's fields). */
export type PostInput = { title?: string; content: string; tags?: string[]; source?: string; images?: File[] };
