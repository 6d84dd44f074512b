import type { FileRef } from '../shared/files.ts';
import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';
import { flagsToHide, type DiscussionStatus, type FlagReason, type ModerationDecision, type VoteType } from './constants.ts';
import { forumMessages as m } from './messages.ts';

/**
 * Where a post sits: a discussion has no source; an answer's source is its discussion; a reply's source (and
 * `answerId`) is the answer it answers. `discussionId` is the thread's discussion.
 */
export type DiscussionPlace = { postId: string; discussionId: string; source: string | null; answerId: string | null };

type Moderation = { postId: string; discussionId: string; by: string; at: string };

export type DiscussionEvent =
  | Event<
      'DiscussionPosted',
      DiscussionPlace & { authorId: string; title: string; content: string; tags: string[]; status: DiscussionStatus; images: FileRef[]; at: string }
    >
  | Event<'DiscussionRestricted', Moderation & { authorId: string; title: string }>
  | Event<'DiscussionPublishedAgain', Moderation & { authorId: string; title: string }>
  | Event<
      'DiscussionFlagged',
      DiscussionPlace & { authorId: string; title: string; content: string; publishedAt: string; userId: string; reason: FlagReason; at: string }
    >
  | Event<'DiscussionHidden', { postId: string; discussionId: string; by: string | null; reason: 'flags' | 'moderator'; at: string }>
  | Event<'DiscussionFlagsCleared', Moderation>
  | Event<'DiscussionDeleted', DiscussionPlace & { authorId: string; title: string; tags: string[]; by: string; at: string }>;

/** The post a comment answers, as its stream holds it. */
export type DiscussionParent = DiscussionPlace;

export type DiscussionCommand =
  | {
      type: 'StartDiscussion';
      postId: string;
      authorId: string;
      title: string;
      content: string;
      tags: string[];
      status: DiscussionStatus;
      images: FileRef[];
      now: string;
    }
  | { type: 'PostComment'; postId: string; authorId: string; content: string; images: FileRef[]; parent: DiscussionParent; now: string }
  | { type: 'RestrictDiscussion'; restricted: boolean; by: string; now: string }
  | { type: 'FlagDiscussion'; userId: string; reason: FlagReason; now: string }
  | { type: 'ModerateDiscussion'; decision: ModerationDecision; by: string; now: string }
  | { type: 'DeleteDiscussion'; by: string; admin: boolean; now: string };

export type DiscussionPostState =
  | { exists: false }
  | {
      exists: true;
      deleted: boolean;
      place: DiscussionPlace;
      authorId: string;
      title: string;
      content: string;
      tags: string[];
      publishedAt: string;
      status: DiscussionStatus;
      hidden: boolean;
      /** everyone who ever flagged it: a member flags a post once */
      flaggedBy: string[];
      /** flags since an admin last decided */
      pendingFlags: number;
    };

/** Each post (discussion, answer or reply) is a stream of its own. */
export const discussionStream = (postId: string) => `discussion-${postId}`;

/** Where a comment under `parent` sits: under a discussion it is an answer, under an answer a reply; a reply is not answered. */
export const placeUnder = (postId: string, parent: DiscussionParent): DiscussionPlace => {
  if (parent.answerId !== null) throw new DomainError('validation_failed', m.replyTooDeep);
  return { postId, discussionId: parent.discussionId, source: parent.postId, answerId: parent.source === null ? null : parent.postId };
};

const live = (state: DiscussionPostState) => {
  if (!state.exists || state.deleted) throw new DomainError('not_found', m.notFound);
  return state;
};

const placeOf = (state: { place: DiscussionPlace }): DiscussionPlace => state.place;

export const discussionDecider: Decider<DiscussionCommand, DiscussionEvent, DiscussionPostState> = {
  initialState: () => ({ exists: false }),
  evolve: (state, event) => {
    if (event.type === 'DiscussionPosted') {
      const { postId, discussionId, source, answerId, authorId, title, content, tags, status, at } = event.data;
      return {
        exists: true,
        deleted: false,
        place: { postId, discussionId, source, answerId },
        authorId,
        title,
        content,
        tags,
        publishedAt: at,
        status,
        hidden: false,
        flaggedBy: [],
        pendingFlags: 0,
      };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'DiscussionRestricted':
        return { ...state, status: 'restricted' };
      case 'DiscussionPublishedAgain':
        return { ...state, status: 'published' };
      case 'DiscussionFlagged':
        return { ...state, flaggedBy: [...state.flaggedBy, event.data.userId], pendingFlags: state.pendingFlags + 1 };
      case 'DiscussionHidden':
        return { ...state, hidden: true, pendingFlags: event.data.reason === 'moderator' ? 0 : state.pendingFlags };
      case 'DiscussionFlagsCleared':
        return { ...state, hidden: false, pendingFlags: 0 };
      case 'DiscussionDeleted':
        return { ...state, deleted: true };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'StartDiscussion':
      case 'PostComment': {
        if (state.exists) throw new DomainError('conflict', m.alreadyExists);
        const { postId, authorId, content, images, now } = command;
        const discussion = command.type === 'StartDiscussion';
        const place = discussion ? { postId, discussionId: postId, source: null, answerId: null } : placeUnder(postId, command.parent);
        const title = discussion ? command.title : '';
        const tags = discussion ? command.tags : [];
        const status = discussion ? command.status : 'published';
        return [{ type: 'DiscussionPosted', data: { ...place, authorId, title, content, tags, status, images, at: now } }];
      }
      case 'RestrictDiscussion': {
        const post = live(state);
        if (post.place.source !== null) throw new DomainError('validation_failed', m.onlyDiscussions);
        if (command.restricted === (post.status === 'restricted')) return [];
        const data = {
          postId: post.place.postId,
          discussionId: post.place.discussionId,
          authorId: post.authorId,
          title: post.title,
          by: command.by,
          at: command.now,
        };
        return [{ type: command.restricted ? 'DiscussionRestricted' : 'DiscussionPublishedAgain', data }];
      }
      case 'FlagDiscussion': {
        const post = live(state);
        if (post.authorId === command.userId) throw new DomainError('forbidden', m.ownFlag);
        if (post.flaggedBy.includes(command.userId)) throw new DomainError('conflict', m.alreadyFlagged);
        const { postId, discussionId } = post.place;
        const flagged: DiscussionEvent = {
          type: 'DiscussionFlagged',
          data: {
            ...placeOf(post),
            authorId: post.authorId,
            title: post.title,
            content: post.content,
            publishedAt: post.publishedAt,
            userId: command.userId,
            reason: command.reason,
            at: command.now,
          },
        };
        if (post.hidden || post.pendingFlags + 1 < flagsToHide) return [flagged];
        return [flagged, { type: 'DiscussionHidden', data: { postId, discussionId, by: null, reason: 'flags', at: command.now } }];
      }
      case 'ModerateDiscussion': {
        const post = live(state);
        const { postId, discussionId } = post.place;
        const { by, now: at } = command;
        switch (command.decision) {
          case 'keep':
            return post.pendingFlags > 0 || post.hidden ? [{ type: 'DiscussionFlagsCleared', data: { postId, discussionId, by, at } }] : [];
          case 'hide':
            return post.hidden && post.pendingFlags === 0 ? [] : [{ type: 'DiscussionHidden', data: { postId, discussionId, by, reason: 'moderator', at } }];
          case 'delete':
            return [deleted(post, by, at)];
        }
        break;
      }
      case 'DeleteDiscussion': {
        const post = live(state);
        if (!command.admin && post.authorId !== command.by) throw new DomainError('forbidden', m.deleteForbidden);
        return [deleted(post, command.by, command.now)];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
    return [];
  },
};

const deleted = (post: Extract<DiscussionPostState, { exists: true }>, by: string, at: string): DiscussionEvent => ({
  type: 'DiscussionDeleted',
  data: { ...post.place, authorId: post.authorId, title: post.title, tags: post.tags, by, at },
});

/**
 * A vote is a stream per post and voter (`discussion-vote-{postId}-{userId}`): one vote per member per post, which the
 * other way changes and a take-back (`voteType: null`) removes; the same way again changes nothing, so a member voting
 * twice counts once. Voters never contend with each other; one voter's two votes at once are serialised by the stream's
 * expected revision.
 */
export type DiscussionVoteEvent = Event<
  'DiscussionVoted',
  { postId: string; discussionId: string; userId: string; vote: VoteType | null; previous: VoteType | null; at: string }
>;
export type DiscussionVoteCommand = {
  type: 'CastDiscussionVote';
  postId: string;
  discussionId: string;
  userId: string;
  /** null: take the vote back */
  voteType: VoteType | null;
  now: string;
};

export const discussionVoteStream = (postId: string, userId: string) => `discussion-vote-${postId}-${userId}`;

export const discussionVoteDecider: Decider<DiscussionVoteCommand, DiscussionVoteEvent, { vote: VoteType | null }> = {
  initialState: () => ({ vote: null }),
  evolve: (_state, event) => ({ vote: event.data.vote }),
  decide: ({ postId, discussionId, userId, voteType, now }, state) =>
    state.vote === voteType ? [] : [{ type: 'DiscussionVoted', data: { postId, discussionId, userId, vote: voteType, previous: state.vote, at: now } }],
};

/**
 * A signed-in member opening a discussion: `DiscussionVisited` on `discussion-visit-{userId}-{discussionId}-{hour}`, so
 * their recently visited list moves at most once an hour per discussion however often they reload.
 */
export type DiscussionVisitEvent = Event<'DiscussionVisited', { discussionId: string; userId: string; at: string }>;
export type DiscussionVisitCommand = { type: 'RecordDiscussionVisit'; discussionId: string; userId: string; now: string };

export const discussionVisitStream = (userId: string, discussionId: string, now: string) => `discussion-visit-${userId}-${discussionId}-${now.slice(0, 13)}`;

export const discussionVisitDecider: Decider<DiscussionVisitCommand, DiscussionVisitEvent, { visited: boolean }> = {
  initialState: () => ({ visited: false }),
  evolve: () => ({ visited: true }),
  decide: ({ discussionId, userId, now }, state) => (state.visited ? [] : [{ type: 'DiscussionVisited', data: { discussionId, userId, at: now } }]),
};
