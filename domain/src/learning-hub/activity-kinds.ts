import { activityKind } from '../shared/activity-kind.ts';

/** The learning hub's entries in the admin's activity feed: posts written, changed and deleted. */
export const learningHubActivityKind = activityKind('learningHub', 'Learning hub');
