import { accountsActivity } from './accounts/activity.ts';
import type { ActivityPart } from './activity/words.ts';
import { chatActivity } from './chat/activity.ts';
import { companiesActivity } from './companies/activity.ts';
import { notificationsActivity } from './notifications/activity.ts';
import { paymentsActivity } from './payments/activity.ts';
import { referralsActivity } from './referrals/activity.ts';
import { resumeReviewActivity } from './resume-review/activity.ts';
import { learningHubActivity } from './learning-hub/activity.ts';
import { forumActivity } from './forum/activity.ts';
import { siteActivity } from './site/activity.ts';

/**
 * Each feature's part of the admin's activity feed (its events' entries and sentences, its subjects' links and its
 * requests' names). A new feature adds its line here.
 */
export const activityParts: readonly ActivityPart[] = [
  accountsActivity,
  companiesActivity,
  siteActivity,
  paymentsActivity,
  referralsActivity,
  chatActivity,
  notificationsActivity,
  resumeReviewActivity,
  learningHubActivity,
  forumActivity,
];
