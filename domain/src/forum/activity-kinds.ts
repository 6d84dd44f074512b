import { activityKind } from '../shared/activity-kind.ts';

/** The forum's entries in the admin's activity feed: discussions and comments posted, flagged, moderated and deleted. */
export const forumActivityKind = activityKind('forum', 'Discussion forum');
