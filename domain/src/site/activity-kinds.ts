import { activityKind } from '../shared/activity-kind.ts';

/** The public site's entries in the admin's activity feed (the newsletter). */
export const siteActivityKind = activityKind('site', 'Newsletter');
/** Messages and feedback sent through the contact and feedback forms. */
export const contactActivityKind = activityKind('contact', 'Contact messages');
