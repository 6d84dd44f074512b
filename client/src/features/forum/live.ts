import type { DiscussionEvent, DiscussionVoteEvent } from '@referly/domain';
import type { LiveHandlers } from '../../lib/socket';
import { forumKeys } from './api/keys';

/** The forum's events that change what a list, a discussion or the admin's pages show (docs/API.md, live). */
const forumEventTypes = [
  'DiscussionPosted',
  'DiscussionVoted',
  'DiscussionRestricted',
  'DiscussionPublishedAgain',
  'DiscussionFlagged',
  'DiscussionHidden',
  'DiscussionFlagsCleared',
  'DiscussionDeleted',
] as const satisfies readonly (DiscussionEvent['type'] | DiscussionVoteEvent['type'])[];

/** Each makes every cached forum read stale: only the ones on screen are read again. */
export const forumLive: LiveHandlers = {
  invalidates: Object.fromEntries(forumEventTypes.map((type) => [type, [forumKeys.all]])),
};
