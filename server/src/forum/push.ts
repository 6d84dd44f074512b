import { discussionRoom, type RecordedEvent } from '@referly/domain';
import { ADMIN_ROOM, userRoom } from '../live/rooms.ts';
import type { PushRules } from '../platform/feature-module.ts';

const roomOf = (event: RecordedEvent) => discussionRoom(String(event.data.discussionId));
const toWatchersAndAdmins = (event: RecordedEvent) => [ADMIN_ROOM, roomOf(event)];

/**
 * Who hears of the forum's events. A discussion's room is public (visitors watch it too), so what goes there names the
 * post and nothing of who voted, how, or who flagged: its readers re-read the discussion. Flags reach the admins only;
 * a restriction reaches its author too.
 */
export const forumPush: PushRules = {
  DiscussionPosted: { rooms: toWatchersAndAdmins, fields: ['discussionId', 'postId', 'source'] },
  DiscussionVoted: { rooms: (event) => [roomOf(event)], fields: ['discussionId', 'postId'] },
  DiscussionRestricted: {
    rooms: (event) => [...toWatchersAndAdmins(event), userRoom(String(event.data.authorId))],
    fields: ['discussionId', 'postId', 'title'],
  },
  DiscussionPublishedAgain: {
    rooms: (event) => [...toWatchersAndAdmins(event), userRoom(String(event.data.authorId))],
    fields: ['discussionId', 'postId', 'title'],
  },
  DiscussionHidden: { rooms: toWatchersAndAdmins, fields: ['discussionId', 'postId'] },
  DiscussionFlagsCleared: { rooms: toWatchersAndAdmins, fields: ['discussionId', 'postId'] },
  DiscussionDeleted: { rooms: toWatchersAndAdmins, fields: ['discussionId', 'postId'] },
  DiscussionFlagged: { rooms: () => [ADMIN_ROOM], fields: ['discussionId', 'postId', 'reason'] },
};
