import {
  forumPlainText,
  type DiscussionEvent,
  type DiscussionStatus,
  type DiscussionVisitEvent,
  type DiscussionVoteEvent,
  type FileRef,
  type RecordedEvent,
  type VoteType,
} from '@referly/domain';
import { documentProjection } from '../document-projection.ts';

export const DISCUSSIONS = 'discussions';
export const DISCUSSION_FLAGS = 'discussionFlags';
export const DISCUSSION_VOTES = 'discussionVotes';
export const DISCUSSION_VISITS = 'discussionVisits';
export const FORUM_TAGS = 'forumTags';

type Counts = { upVotes: number; downVotes: number; score: number };

/** An answer (answerId null) or a reply (answerId: its answer), kept in its discussion's document. */
export type CommentDoc = Counts & {
  _id: string;
  source: string;
  answerId: string | null;
  authorId: string;
  content: string;
  images: FileRef[];
  publishedAt: string;
  hidden: boolean;
  flagsCount: number;
};

/**
 * One document per discussion with its whole thread: a discussion page is one read, and a list shows its counts.
 * `visible` is what the public sees (published and not hidden by flags); `text` its words; `searchText` what a search
 * reads (the title, the words and the tags, a line each: one string the read store tests without mingo); `tagKeys` its tags
 * in lower case (the category filter ignores case); `fileIds` every picture of the thread, to serve them.
 */
export type DiscussionDoc = Counts & {
  _id: string;
  index: number;
  title: string;
  content: string;
  text: string;
  searchText: string;
  tags: string[];
  tagKeys: string[];
  status: DiscussionStatus;
  hidden: boolean;
  visible: boolean;
  flagsCount: number;
  authorId: string;
  images: FileRef[];
  publishedAt: string;
  /** answers and replies that show: neither hidden nor under a hidden answer */
  commentsCount: number;
  comments: CommentDoc[];
  fileIds: string[];
  _position: number;
};

const counted = <T extends Counts>(post: T, previous: VoteType | null, vote: VoteType | null): T => {
  const change = (type: VoteType) => (vote === type ? 1 : 0) - (previous === type ? 1 : 0);
  const upVotes = post.upVotes + change('upvote');
  const downVotes = post.downVotes + change('downvote');
  return { ...post, upVotes, downVotes, score: upVotes - downVotes };
};

/** The thread's derived fields, after any change. */
const settled = (doc: DiscussionDoc): DiscussionDoc => {
  const shownAnswers = new Set(doc.comments.filter((c) => c.answerId === null && !c.hidden).map((c) => c._id));
  const commentsCount = doc.comments.filter((c) => !c.hidden && (c.answerId === null || shownAnswers.has(c.answerId))).length;
  const fileIds = [...doc.images, ...doc.comments.flatMap((c) => c.images)].map((file) => file.fileId);
  return { ...doc, visible: doc.status === 'published' && !doc.hidden, commentsCount, fileIds };
};

/** A change to the post `postId` of a thread: the discussion itself, or one of its comments. */
const onPost = (doc: DiscussionDoc, postId: string, change: <T extends DiscussionDoc | CommentDoc>(post: T) => T): DiscussionDoc =>
  settled(postId === doc._id ? change(doc) : { ...doc, comments: doc.comments.map((c) => (c._id === postId ? change(c) : c)) });

type ThreadEvent = DiscussionEvent | DiscussionVoteEvent;

export const evolveDiscussion = (doc: DiscussionDoc | null, recorded: RecordedEvent, sequence: number): DiscussionDoc | null => {
  const event = recorded as unknown as ThreadEvent;
  if (event.type === 'DiscussionPosted') {
    const { postId, source, answerId, authorId, title, content, tags, status, images, at } = event.data;
    if (source === null) {
      return settled({
        _id: postId,
        index: doc?.index ?? sequence,
        title,
        content,
        text: forumPlainText(content),
        searchText: [title, forumPlainText(content), ...tags].join('\n'),
        tags,
        tagKeys: tags.map((tag) => tag.toLowerCase()),
        status,
        hidden: false,
        visible: true,
        flagsCount: 0,
        authorId,
        images,
        publishedAt: at,
        upVotes: 0,
        downVotes: 0,
        score: 0,
        commentsCount: 0,
        comments: doc?.comments ?? [],
        fileIds: [],
        _position: recorded.position,
      });
    }
    // a comment on a discussion deleted since stays with it
    if (!doc) return null;
    const comment: CommentDoc = {
      _id: postId,
      source,
      answerId,
      authorId,
      content,
      images,
      publishedAt: at,
      upVotes: 0,
      downVotes: 0,
      score: 0,
      hidden: false,
      flagsCount: 0,
    };
    return settled({ ...doc, comments: [...doc.comments.filter((c) => c._id !== postId), comment] });
  }
  if (!doc) return null;
  switch (event.type) {
    case 'DiscussionVoted': {
      const { postId, previous, vote } = event.data;
      return onPost(doc, postId, (post) => counted(post, previous, vote));
    }
    case 'DiscussionRestricted':
      return settled({ ...doc, status: 'restricted' });
    case 'DiscussionPublishedAgain':
      return settled({ ...doc, status: 'published' });
    case 'DiscussionFlagged':
      return onPost(doc, event.data.postId, (post) => ({ ...post, flagsCount: post.flagsCount + 1 }));
    case 'DiscussionHidden': {
      const resolved = event.data.reason === 'moderator';
      return onPost(doc, event.data.postId, (post) => ({ ...post, hidden: true, flagsCount: resolved ? 0 : post.flagsCount }));
    }
    case 'DiscussionFlagsCleared':
      return onPost(doc, event.data.postId, (post) => ({ ...post, hidden: false, flagsCount: 0 }));
    case 'DiscussionDeleted': {
      const { postId } = event.data;
      if (postId === doc._id) return null;
      // an answer goes with its replies
      return settled({ ...doc, comments: doc.comments.filter((c) => c._id !== postId && c.answerId !== postId) });
    }
  }
};

const threadEvents = [
  'DiscussionPosted',
  'DiscussionVoted',
  'DiscussionRestricted',
  'DiscussionPublishedAgain',
  'DiscussionFlagged',
  'DiscussionHidden',
  'DiscussionFlagsCleared',
  'DiscussionDeleted',
];
const discussionIdOf = (event: RecordedEvent) => (typeof event.data.discussionId === 'string' ? event.data.discussionId : null);

/** The discussions with their threads, numbered in the order posts were written (a rebuild numbers them alike). */
export const discussionsProjection = documentProjection<DiscussionDoc>({
  name: DISCUSSIONS,
  collection: DISCUSSIONS,
  canHandle: threadEvents,
  documentId: discussionIdOf,
  evolve: (doc, recorded, context) => evolveDiscussion(doc, recorded, context.sequence),
  sequence: { collection: 'forumCounters', id: DISCUSSIONS, on: ['DiscussionPosted'] },
  indexes: [
    // the lists' two sorts, as their leading fields: a page walks the index in order and stops once it is full
    { publishedAt: -1, index: -1 },
    { score: -1, commentsCount: -1, publishedAt: -1, index: -1 },
    { visible: 1, tagKeys: 1, publishedAt: -1 },
    { status: 1, publishedAt: -1, index: -1 },
    { fileIds: 1 },
  ],
});

/** A post waiting on an admin's decision: flagged since the last decision. Gone once decided (kept, hidden, deleted). */
export type FlaggedDoc = {
  _id: string;
  discussionId: string;
  source: string | null;
  title: string;
  content: string;
  authorId: string;
  publishedAt: string;
  flags: Record<string, number>;
  flagsCount: number;
  hidden: boolean;
  lastFlaggedAt: string;
  _position: number;
};

export const discussionFlagsProjection = documentProjection<FlaggedDoc>({
  name: DISCUSSION_FLAGS,
  collection: DISCUSSION_FLAGS,
  canHandle: ['DiscussionFlagged', 'DiscussionHidden', 'DiscussionFlagsCleared', 'DiscussionDeleted'],
  documentId: (event) => (typeof event.data.postId === 'string' ? event.data.postId : null),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as DiscussionEvent;
    switch (event.type) {
      case 'DiscussionFlagged': {
        const { postId, discussionId, source, title, content, authorId, publishedAt, reason, at } = event.data;
        const flags = doc?.flags ?? {};
        return {
          _id: postId,
          discussionId,
          source,
          title,
          content,
          authorId,
          publishedAt,
          flags: { ...flags, [reason]: (flags[reason] ?? 0) + 1 },
          flagsCount: (doc?.flagsCount ?? 0) + 1,
          hidden: doc?.hidden ?? false,
          lastFlaggedAt: at,
          _position: recorded.position,
        };
      }
      case 'DiscussionHidden':
        if (event.data.reason === 'moderator') return null;
        return doc ? { ...doc, hidden: true } : null;
      default:
        return null;
    }
  },
  indexes: [{ lastFlaggedAt: -1 }],
});

/** A member's vote on a post, while they have one. */
export type VoteDoc = { _id: string; postId: string; discussionId: string; userId: string; vote: VoteType; _position: number };

export const voteDocId = (postId: string, userId: string) => `${postId}:${userId}`;

export const discussionVotesProjection = documentProjection<VoteDoc>({
  name: DISCUSSION_VOTES,
  collection: DISCUSSION_VOTES,
  canHandle: ['DiscussionVoted'],
  documentId: (event) =>
    typeof event.data.postId === 'string' && typeof event.data.userId === 'string' ? voteDocId(event.data.postId, event.data.userId) : null,
  evolve: (_doc, recorded) => {
    const { postId, discussionId, userId, vote } = (recorded as unknown as DiscussionVoteEvent).data;
    return vote === null ? null : { _id: voteDocId(postId, userId), postId, discussionId, userId, vote, _position: recorded.position };
  },
  indexes: [{ discussionId: 1, userId: 1 }],
});

/** When a member last opened a discussion (to the hour). */
export type VisitDoc = { _id: string; userId: string; discussionId: string; at: string; _position: number };

export const discussionVisitsProjection = documentProjection<VisitDoc>({
  name: DISCUSSION_VISITS,
  collection: DISCUSSION_VISITS,
  canHandle: ['DiscussionVisited'],
  documentId: (event) =>
    typeof event.data.userId === 'string' && typeof event.data.discussionId === 'string' ? `${event.data.userId}:${event.data.discussionId}` : null,
  evolve: (_doc, recorded) => {
    const { userId, discussionId, at } = (recorded as unknown as DiscussionVisitEvent).data;
    return { _id: `${userId}:${discussionId}`, userId, discussionId, at, _position: recorded.position };
  },
  indexes: [{ userId: 1, at: -1 }],
});

/** How many discussions use each tag (by its lower-case key; the name as first written), in one document. */
export type TagsDoc = { _id: string; tags: Record<string, { name: string; count: number }>; _position: number };
export const TAGS_ID = 'all';

export const forumTagsProjection = documentProjection<TagsDoc>({
  name: FORUM_TAGS,
  collection: FORUM_TAGS,
  canHandle: ['DiscussionPosted', 'DiscussionDeleted'],
  // a discussion's tags only: a comment has none
  documentId: (event) => (event.data.source === null ? TAGS_ID : null),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as DiscussionEvent;
    if (event.type !== 'DiscussionPosted' && event.type !== 'DiscussionDeleted') return doc;
    const step = event.type === 'DiscussionPosted' ? 1 : -1;
    const tags = { ...(doc?.tags ?? {}) };
    for (const name of event.data.tags) {
      const key = name.toLowerCase();
      const count = (tags[key]?.count ?? 0) + step;
      if (count > 0) tags[key] = { name: tags[key]?.name ?? name, count };
      else delete tags[key];
    }
    return { _id: TAGS_ID, tags, _position: recorded.position };
  },
});
