import { referralMessages } from '@referly/domain';
import { seekerReviewCounts } from '@referly/projections/resume-review/queries';
import { TEST_CARDS } from '@referly/infra/payments/test-payments';
import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import { createCompaniesService } from '../companies/companies-service.ts';
import { acceptUploads } from '../http/uploads.ts';
import { createPricingService } from '../payments/pricing-service.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
// the demo seeker and their resume are the referrals demo's, so the demo's one seeker has both kinds of request
import { DEMO_SEEKER_ID, demoResumePdf } from '../referrals/demo-referrals.ts';
import { adminRoutes } from './admin-routes.ts';
import { DEMO_ADMIN, demoAiResult, demoReviews, type DemoReview } from './demo-reviews.ts';
import { filesRoutes } from './files-routes.ts';
import { resumeReviewKind } from './kind.ts';
import { resumeReviewPush } from './push.ts';
import { createResumeReviewService } from './resume-review-service.ts';
import { seekerRoutes } from './seeker-routes.ts';

/** Paid resume reviews: the request and its payment, the consultant's review, the AI review's reinitiation, career advice. */
export const resumeReviewModule: FeatureFactory = (deps) => {
  const { eventStore, readStore, files, payments, testPayments, clock, newId, authenticate, waitFor, config, rateLimits, requestKinds, seekerDashboard } = deps;
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

  /** A demo review, made through the same use cases as a real one, paid with the test card where there is one. */
  const seedOne = async ({ reviewId, form, stage }: DemoReview): Promise<number> => {
    if (!testPayments || (await reviews.reviewOf(reviewId)).exists) return 0;
    const bytes = demoResumePdf(form.name);
    const upload = (name: string) => ({
      field: 'resume',
      originalName: name,
      extension: 'pdf' as const,
      mime: 'application/pdf',
      size: bytes.length,
      buffer: bytes,
    });
    const made = await reviews.request(DEMO_SEEKER_ID, form, { resume: upload('Sam-Seeker-Resume.pdf'), coverLetter: null }, reviewId);
    if (made.clientSecret === null) return made.position;
    const year = clock().getUTCFullYear() + 2;
    const paid = await testPayments.confirm({ clientSecret: made.clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: year, cvc: '123' });
    let position = await reviews.paymentPurpose.succeeded({
      eventId: `demo:${reviewId}`,
      paymentIntentId: paid.intent.id,
      amountCents: paid.intent.amountCents,
      currency: paid.intent.currency,
      requestId: reviewId,
      failureMessage: null,
    });
    if (stage === 'completed') {
      await reviews.recordDemoAiReview(reviewId, demoAiResult);
      const feedback = 'Lead with your analysis skills and add numbers to each role; the reviewed resume shows how.';
      position = await reviews.saveConsultantReview(reviewId, DEMO_ADMIN, {
        reviewedResume: upload('Sam-Seeker-Resume-reviewed.pdf'),
        feedback,
        status: 'completed',
      });
    }
    return position;
  };

  return {
    name: 'resume-review',
    routes,
    push: resumeReviewPush,
    // paid with the test card: beside a real Stripe account there is none, so no demo reviews
    seed: async () => {
      let position = 0;
      for (const demo of demoReviews) position = Math.max(position, await seedOne(demo));
      return position;
    },
  };
};
