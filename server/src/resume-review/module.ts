import { referralMessages } from '@referly/domain';
import { seekerReviewCounts } from '@referly/projections/resume-review/queries';
import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import { createCompaniesService } from '../companies/companies-service.ts';
import { acceptUploads } from '../http/uploads.ts';
import { createPricingService } from '../payments/pricing-service.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { adminRoutes } from './admin-routes.ts';
import { filesRoutes } from './files-routes.ts';
import { resumeReviewKind } from './kind.ts';
import { resumeReviewPush } from './push.ts';
import { createResumeReviewService } from './resume-review-service.ts';
import { seekerRoutes } from './seeker-routes.ts';

/** Paid resume reviews: the request and its payment, the consultant's review, the AI review's reinitiation, career advice. */
export const resumeReviewModule: FeatureFactory = (deps) => {
  const { eventStore, readStore, files, payments, clock, newId, authenticate, waitFor, config, rateLimits, requestKinds, seekerDashboard } = deps;
  const pricing = createPricingService({ eventStore, readStore, clock, currency: config.paymentCurrency });
  const companies = createCompaniesService({ eventStore, clock, newId });
  const reviews = createResumeReviewService({ eventStore, files, payments, pricing, companies, clock, newId });
  // who sees and writes in its chat, and its payments (registered as the payment purpose resumeReview)
  requestKinds.register('resumeReview', resumeReviewKind(readStore, reviews));
  // spec 001 §3: the seeker dashboard's card of reviews
  seekerDashboard.register('careerAdviceAndResumeReview', (seekerId) => seekerReviewCounts(readStore, seekerId));

  // spec 001 §9: the request form's uploads are the referral form's, checked by their bytes
  const uploadsOf = (fields: string[]) =>
    acceptUploads({ fields, kinds: ['pdf', 'doc', 'docx', 'jpg'], maxBytes: config.uploadMaxBytes, message: referralMessages.fileKind });
  const routes = Router();
  routes.use(
    seekerRoutes({
      reviews,
      readStore,
      clock,
      waitFor: (position) => waitFor(position),
      seeker: requireAuth(authenticate, ['jobSeeker']),
      uploads: uploadsOf(['resume', 'coverLetter']),
      limit: rateLimits.for('resume-review-request'),
    }),
  );
  routes.use(adminRoutes({ reviews, readStore, clock, admin: requireAuth(authenticate, ['admin']), uploads: uploadsOf(['resume']) }));
  routes.use(filesRoutes({ reviews, readStore, signedIn: requireAuth(authenticate) }));

  return { name: 'resume-review', routes, push: resumeReviewPush };
};
