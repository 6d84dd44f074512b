import type { LiveHandlers } from '../lib/socket.ts';
import { accountsLive } from '../features/accounts/live.ts';
import { activityLive } from '../features/activity/live.ts';
import { adminLive } from '../features/admin/live.ts';
import { chatLive } from '../features/chat/live.ts';
import { companiesLive } from '../features/companies/live.ts';
import { couponsLive } from '../features/coupons/live.ts';
import { forumLive } from '../features/forum/live.ts';
import { learningHubLive } from '../features/learning-hub/live.ts';
import { notificationsLive } from '../features/notifications/live.ts';
import { paymentsLive } from '../features/payments/live.ts';
import { referralsLive } from '../features/referrals/live.ts';
import { reputationLive } from '../features/reputation/live.ts';
import { resumeReviewLive } from '../features/resume-review/live.ts';
import { settingsLive } from '../features/settings/live.ts';
import { siteLive } from '../features/site/live.ts';

/** Every feature's live handlers, one line each; lib/socket.ts dispatches each pushed event to all of them. */
export const liveHandlers: readonly LiveHandlers[] = [
  accountsLive,
  settingsLive,
  adminLive,
  referralsLive,
  companiesLive,
  couponsLive,
  paymentsLive,
  chatLive,
  reputationLive,
  activityLive,
  notificationsLive,
  resumeReviewLive,
  forumLive,
  siteLive,
  learningHubLive,
];
