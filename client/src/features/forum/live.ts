import type { LiveHandlers } from '../../lib/socket';
import { forumKeys } from './api/keys';

// the forum's pushed events (docs/API.md, Discussion forum, live)
const changesAll = [forumKeys.all] as const;

/** Pushed forum events: votes and new comments refresh the open discussion; any change refreshes the lists and the admin's. */
export const forumLive: LiveHandlers = {
  invalidates: {
    DiscussionPosted: changesAll,
    DiscussionVoted: changesAll,
    DiscussionRestricted: changesAll,
    DiscussionDeleted: changesAll,
    DiscussionFlagged: changesAll,
  },
};
