/** docs/API.md, Discussion forum (spec 000 §3): a discussion as the API answers it. */
export type DiscussionStatus = 'published' | 'restricted';
export type VoteType = 'upvote' | 'downvote';
export type FlagReason = 'spam' | 'abuse' | 'offTopic';
export type FlagDecision = 'keep' | 'hide' | 'delete';
export type SortType = 'recent' | 'popular';

export type DiscussionAuthor = { _id?: string; firstName: string; lastName: string; picture?: string | null; positionAtCompany?: string | null };

export type DiscussionSummary = {
  _id: string;
  index: number;
  title: string;
  /** sanitised HTML */
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
  category?: string | null;
  user: DiscussionAuthor;
  hidden?: boolean;
  flagsCount?: number;
};

export type Reply = {
  _id: string;
  content: string;
  user: DiscussionAuthor;
  publishedAt: string;
  upVotes: number;
  downVotes: number;
  myVote?: VoteType | null;
};
export type Answer = Reply & { replies: Reply[] };
export type RelatedTopic = { _id: string; title: string };

export type DiscussionDetail = DiscussionSummary & {
  commentPosts: Answer[];
  relatedTopics: RelatedTopic[];
  myVote: VoteType | null;
};

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
export type DiscussionPage = { data: DiscussionSummary[]; totalPages: number; currentPage: number; total: number };

export type AdminListQuery = { page: number; limit: number; status?: DiscussionStatus };
export type DiscussionStats = { total: number; published: number; restricted: number; flagged: number };
export type VoteResult = { upVotes: number; downVotes: number; score: number; myVote: VoteType | null };

export type FlaggedItem = {
  _id: string;
  title?: string;
  content: string;
  source?: string | null;
  user: DiscussionAuthor;
  flags: { reason: FlagReason; count: number }[];
  flagsCount: number;
  hidden: boolean;
  publishedAt: string;
};
export type FlaggedPage = { data: FlaggedItem[]; totalPages: number; currentPage: number; total: number };

/** What the create form and the comment boxes send as multipart (spec 000 §7's fields). */
export type PostInput = { title?: string; content: string; tags?: string[]; source?: string; images?: File[] };
