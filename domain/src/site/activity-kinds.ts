import { activityKind } from '../shared/activity-kind.ts';

/** The public site's entries in the admin's activity feed (the newsletter). */
export const siteActivityKind = activityKind('site', 'Newsletter');
