import { accountsActivityKind, verificationActivityKind } from './accounts/activity-kinds.ts';
import { chatActivityKind } from './chat/activity-kinds.ts';
import { companiesActivityKind } from './companies/activity-kinds.ts';
import { emailsActivityKind, notificationsActivityKind } from './notifications/activity-kinds.ts';
import { couponsActivityKind, paymentsActivityKind } from './payments/activity-kinds.ts';
import { creditsActivityKind, referralsActivityKind } from './referrals/activity-kinds.ts';
import { resumeReviewsActivityKind } from './resume-review/activity-kinds.ts';
import { learningHubActivityKind } from './learning-hub/activity-kinds.ts';
import { forumActivityKind } from './forum/activity-kinds.ts';
import { contactActivityKind, siteActivityKind } from './site/activity-kinds.ts';

/**
 * The kinds of the admin's activity feed, one line per kind, in the order the feed's filter lists them. A feature
 * declares its kind in its own folder (`activityKind(kind, label)`) and adds it here; the feed's filter, its schema,
 * its labels and the client's icons (each client feature's `activityIcons`) read this list.
 */
export const activityKindRegistry = [
  accountsActivityKind,
  verificationActivityKind,
  referralsActivityKind,
  resumeReviewsActivityKind,
  paymentsActivityKind,
  creditsActivityKind,
  chatActivityKind,
  companiesActivityKind,
  couponsActivityKind,
  notificationsActivityKind,
  siteActivityKind,
  contactActivityKind,
  learningHubActivityKind,
  forumActivityKind,
  emailsActivityKind,
] as const;
