import { accountsProjections } from './accounts/index.ts';
import { chatProjections } from './chat/index.ts';
import { companiesProjections } from './companies/index.ts';
import type { ProjectionFeature } from './projection.ts';
import { notificationsProjections } from './notifications/index.ts';
import { paymentsProjections } from './payments/index.ts';
import { referralsProjections } from './referrals/index.ts';
import { reputationProjections } from './reputation/index.ts';
import { resumeReviewProjections } from './resume-review/index.ts';
import { learningHubProjections } from './learning-hub/index.ts';
import { forumProjections } from './forum/index.ts';
import { siteProjections } from './site/index.ts';

/** The one list of the projection layer: each feature's read models. A new feature adds its line here. */
export const projectionFeatures: ProjectionFeature[] = [
  accountsProjections,
  companiesProjections,
  siteProjections,
  paymentsProjections,
  referralsProjections,
  resumeReviewProjections,
  chatProjections,
  reputationProjections,
  notificationsProjections,
  learningHubProjections,
  forumProjections,
];
