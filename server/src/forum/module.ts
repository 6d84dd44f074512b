import { DISCUSSION_ID, discussionRoom, forumMaxWatched, forumUnwatchEvent, forumWatchEvent } from '@referly/domain';
import { getDiscussion } from '@referly/projections/forum/queries';
import type { FeatureFactory, PublicRooms } from '../platform/feature-module.ts';
import { demoDiscussions, demoForumUsers } from './demo-discussions.ts';
import { createForumService } from './forum-service.ts';
import { forumRoutes } from './forum-routes.ts';
import { forumPush } from './push.ts';

const ROOM_PREFIX = discussionRoom('');
/** the demo's answers (kind 1) and replies (kind 2), numbered by their discussion and place */
const demoId = (kind: number, discussion: number, place: number) =>
  `00000000-0000-4000-f00${kind}-${String(discussion).padStart(6, '0')}${String(place).padStart(6, '0')}`;

/** A discussion's room, from a watch payload `{ discussionId }` (null: not a discussion's id). */
const roomOf = (payload: unknown): string | null => {
  const id: unknown = typeof payload === 'object' && payload !== null ? (payload as { discussionId?: unknown }).discussionId : null;
  return typeof id === 'string' && DISCUSSION_ID.test(id) ? discussionRoom(id) : null;
};

/** The discussion forum (issue 15 §3): lists, a discussion, posting, voting, flags and moderation; its rooms are public. */
export const forumModule: FeatureFactory = ({ eventStore, readStore, files, clock, newId, authenticate, rateLimits, waitFor, logger }) => {
  const service = createForumService({ eventStore, files, clock, newId });
  const publicRooms: PublicRooms = {
    watch: forumWatchEvent,
    unwatch: forumUnwatchEvent,
    room: roomOf,
    max: forumMaxWatched,
    // anyone may watch a discussion the public sees; an admin, any discussion
    mayWatch: async (room, principal) => {
      const doc = room.startsWith(ROOM_PREFIX) ? await getDiscussion(readStore, room.slice(ROOM_PREFIX.length)) : null;
      return doc !== null && (doc.visible || principal?.role === 'admin');
    },
  };
  const html = (paragraphs: string[]) => paragraphs.map((text) => (text.startsWith('<ul>') ? text : `<p>${text}</p>`)).join('');
  return {
    name: 'forum',
    routes: forumRoutes({ service, readStore, files, authenticate, rateLimits, waitFor: (position) => waitFor(position), clock, logger }),
    push: forumPush,
    publicRooms,
    seed: async () => {
      let position = 0;
      const note = (made: { position: number }) => (position = Math.max(position, made.position));
      for (const [n, discussion] of demoDiscussions.entries()) {
        if (await service.exists(discussion.id)) continue;
        const { title, tags } = discussion;
        note(await service.start({ title, tags, status: 'published', content: html(discussion.paragraphs) }, [], demoForumUsers[discussion.by], discussion.id));
        for (const [a, answer] of discussion.answers.entries()) {
          const answerId = demoId(1, n, a);
          note(await service.comment(discussion.id, html([answer.text]), [], demoForumUsers[answer.by], true, answerId));
          for (const [r, reply] of (answer.replies ?? []).entries()) {
            note(await service.comment(answerId, html([reply.text]), [], demoForumUsers[reply.by], true, demoId(2, n, a * 100 + r)));
          }
          for (const [who, vote] of answer.votes ?? []) note(await service.vote(answerId, demoForumUsers[who], vote, true));
        }
        for (const [who, vote] of discussion.votes) note(await service.vote(discussion.id, demoForumUsers[who], vote, true));
      }
      return position;
    },
  };
};
