import {
  discussionDecider,
  discussionStream,
  discussionVisitDecider,
  discussionVisitStream,
  discussionVoteDecider,
  discussionVoteStream,
  DomainError,
  forumMessages as m,
  type DiscussionPostState,
  type DiscussionStatus,
  type FileRef,
  type FlagReason,
  type ModerationDecision,
  type VoteType,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { FileStore } from '@referly/infra/ports/file-store';
import { keepUpload, type UploadedFile } from '../http/uploads.ts';

export type ForumServiceDeps = { eventStore: EventStore; files: FileStore; clock: () => Date; newId: () => string };

type Live = Extract<DiscussionPostState, { exists: true }>;
/** A post and the posts it hangs under (its discussion, and a reply's answer), as their streams hold them. */
export type PostInThread = { post: Live; discussion: Live; answer: Live | null };

const notFound = () => new DomainError('not_found', m.notFound);

/**
 * The forum's use cases. A discussion, an answer and a reply are each a stream (`discussion-{id}`); a member's vote on a
 * post is a stream of its own (`discussion-vote-{postId}-{userId}`), so voters never contend; a visit is the first event
 * of a stream per member, discussion and hour. Each answers the log position of its last event, for read-your-writes.
 */
export const createForumService = ({ eventStore, files, clock, newId }: ForumServiceDeps) => {
  const now = () => clock().toISOString();
  const keep = (uploads: UploadedFile[]): Promise<FileRef[]> => Promise.all(uploads.map((upload) => keepUpload(files, upload)));
  const stateOf = async (postId: string): Promise<Live | null> => {
    const { state } = await loadState(eventStore, discussionStream(postId), discussionDecider);
    return state.exists && !state.deleted ? state : null;
  };

  /**
   * The post with its discussion and answer, when `viewer` may see it: to a member, a post shows while its discussion is
   * published and neither it, its discussion nor its answer is hidden; an admin sees every post not deleted.
   */
  const thread = async (postId: string, admin: boolean): Promise<PostInThread> => {
    const post = await stateOf(postId);
    if (!post) throw notFound();
    const { discussionId, answerId } = post.place;
    const [discussion, answer] = await Promise.all([
      discussionId === postId ? post : stateOf(discussionId),
      answerId === null ? null : answerId === postId ? post : stateOf(answerId),
    ]);
    if (!discussion || (answerId !== null && !answer)) throw notFound();
    const shows = discussion.status === 'published' && !discussion.hidden && !post.hidden && !(answer?.hidden ?? false);
    if (!shows && !admin) throw notFound();
    return { post, discussion, answer };
  };

  return {
    thread,

    async exists(postId: string): Promise<boolean> {
      return (await stateOf(postId)) !== null;
    },

    /** a new discussion (or the demo's, under its fixed id) with its pictures kept */
    async start(
      fields: { title: string; content: string; tags: string[]; status: DiscussionStatus },
      images: UploadedFile[],
      authorId: string,
      postId = newId(),
    ): Promise<{ postId: string; discussionId: string; position: number }> {
      const kept = await keep(images);
      const { position } = await handleCommand(eventStore, discussionStream(postId), discussionDecider, {
        type: 'StartDiscussion',
        postId,
        authorId,
        ...fields,
        images: kept,
        now: now(),
      });
      return { postId, discussionId: postId, position };
    },

    /** an answer (under a discussion) or a reply (under an answer), refused before any picture is kept */
    async comment(
      sourceId: string,
      content: string,
      images: UploadedFile[],
      authorId: string,
      admin: boolean,
      postId = newId(),
    ): Promise<{ postId: string; discussionId: string; position: number }> {
      const { post: parent } = await thread(sourceId, admin);
      const kept = await keep(images);
      const { position } = await handleCommand(eventStore, discussionStream(postId), discussionDecider, {
        type: 'PostComment',
        postId,
        authorId,
        content,
        images: kept,
        parent: parent.place,
        now: now(),
      });
      return { postId, discussionId: parent.place.discussionId, position };
    },

    /** the member's vote on a post they can see (null: taken back); the same way again changes nothing */
    async vote(
      postId: string,
      userId: string,
      voteType: VoteType | null,
      admin: boolean,
    ): Promise<{ vote: VoteType | null; discussionId: string; position: number }> {
      const { post } = await thread(postId, admin);
      const { events, position } = await handleCommand(eventStore, discussionVoteStream(postId, userId), discussionVoteDecider, {
        type: 'CastDiscussionVote',
        postId,
        discussionId: post.place.discussionId,
        userId,
        voteType,
        now: now(),
      });
      // nothing appended: the vote already stood as asked
      return { vote: events[0] ? events[0].data.vote : voteType, discussionId: post.place.discussionId, position };
    },

    async flag(postId: string, userId: string, reason: FlagReason, admin: boolean): Promise<number> {
      await thread(postId, admin);
      return (await handleCommand(eventStore, discussionStream(postId), discussionDecider, { type: 'FlagDiscussion', userId, reason, now: now() })).position;
    },

    async moderate(postId: string, decision: ModerationDecision, by: string): Promise<number> {
      return (await handleCommand(eventStore, discussionStream(postId), discussionDecider, { type: 'ModerateDiscussion', decision, by, now: now() })).position;
    },

    async restrict(postId: string, restricted: boolean, by: string): Promise<number> {
      return (await handleCommand(eventStore, discussionStream(postId), discussionDecider, { type: 'RestrictDiscussion', restricted, by, now: now() }))
        .position;
    },

    /** its author (while they can see it) or an admin deletes a post */
    async remove(postId: string, by: string, admin: boolean): Promise<number> {
      await thread(postId, admin);
      return (await handleCommand(eventStore, discussionStream(postId), discussionDecider, { type: 'DeleteDiscussion', by, admin, now: now() })).position;
    },

    /** a member opened a discussion (counted once an hour) */
    async visit(discussionId: string, userId: string): Promise<void> {
      const at = now();
      await handleCommand(eventStore, discussionVisitStream(userId, discussionId, at), discussionVisitDecider, {
        type: 'RecordDiscussionVisit',
        discussionId,
        userId,
        now: at,
      });
    },
  };
};
export type ForumService = ReturnType<typeof createForumService>;
