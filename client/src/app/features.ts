import type { ClientFeature } from '../lib/client-feature.ts';
import { accountsFeature } from '../features/accounts/routes.tsx';
import { adminFeature } from '../features/admin/routes.tsx';
import { chatFeature } from '../features/chat/routes.tsx';
import { companiesFeature } from '../features/companies/routes.tsx';
import { couponsFeature } from '../features/coupons/routes.tsx';
import { forumFeature } from '../features/forum/routes.tsx';
import { learningHubFeature } from '../features/learning-hub/routes.tsx';
import { notificationsFeature } from '../features/notifications/routes.tsx';
import { paymentsFeature } from '../features/payments/routes.tsx';
import { referralsFeature } from '../features/referrals/routes.tsx';
import { reputationFeature } from '../features/reputation/routes.tsx';
import { resumeReviewFeature } from '../features/resume-review/routes.tsx';
import { settingsFeature } from '../features/settings/routes.tsx';
import { siteFeature } from '../features/site/routes.tsx';
import { verificationFeature } from '../features/verification/routes.tsx';

/**
 * Every feature's pages, links and slots, one line each (their live handlers are in live-registry.ts). A feature listed
 * later that routes to an earlier one's path, or links to its address, replaces it.
 */
export const clientFeatures: readonly ClientFeature[] = [
  siteFeature,
  accountsFeature,
  settingsFeature,
  adminFeature,
  verificationFeature,
  referralsFeature,
  companiesFeature,
  couponsFeature,
  paymentsFeature,
  chatFeature,
  reputationFeature,
  notificationsFeature,
  resumeReviewFeature,
  learningHubFeature,
  forumFeature,
];
