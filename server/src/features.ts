import { accountsModule } from './accounts/module.ts';
import { activityModule } from './activity/module.ts';
import { chatModule } from './chat/module.ts';
import { companiesModule } from './companies/module.ts';
import { notificationsModule } from './notifications/module.ts';
import type { FeatureFactory } from './platform/feature-module.ts';
import { paymentsModule } from './payments/module.ts';
import { referralsModule } from './referrals/module.ts';
import { reputationModule } from './reputation/module.ts';
import { resumeReviewModule } from './resume-review/module.ts';
import { learningHubModule } from './learning-hub/module.ts';
import { forumModule } from './forum/module.ts';
import { siteModule } from './site/module.ts';

/** The one list of the server layer: each feature's module, in the order their demo data is seeded. A new feature adds its line here. */
export const features: FeatureFactory[] = [
  companiesModule,
  accountsModule,
  siteModule,
  paymentsModule,
  referralsModule,
  resumeReviewModule,
  chatModule,
  reputationModule,
  notificationsModule,
  learningHubModule,
  forumModule,
  activityModule,
];
