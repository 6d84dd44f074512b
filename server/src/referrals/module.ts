import { TEST_CARDS } from '@referly/infra/payments/test-payments';
import { readUser } from '@referly/projections/accounts/queries';
import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import { createCompaniesService } from '../companies/companies-service.ts';
import { acceptUploads } from '../http/uploads.ts';
import { companyRoom } from '../live/rooms.ts';
import { createPricingService } from '../payments/pricing-service.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { disputeFileExtensions, referralMessages, timerSettingsOf } from '@referly/domain';
import { getAppConfig } from '@referly/projections/payments/app-config.projection';
import { createCreditsService } from './credits-service.ts';
import { DEMO_SEEKER_ID, demoReferrals, demoResumePdf, type DemoReferral } from './demo-referrals.ts';
import { filesRoutes } from './files-routes.ts';
import { jobReferralKind } from './kind.ts';
import { referralsPush } from './push.ts';
import { createReferralsService } from './referrals-service.ts';
import { seekerRoutes } from './seeker-routes.ts';
import { staffRoutes } from './staff-routes.ts';

const DEMO_REFERRER = { userId: '00000000-0000-4000-a000-000000000003', role: 'referrer' as const, name: 'Riley Referrer' };
const DEMO_SEEKER = { userId: DEMO_SEEKER_ID, role: 'jobSeeker' as const, name: 'Sam Seeker' };

/** Paid job referrals: requests and their payment, the lifecycle, refunds and the referrers' credits. */
export const referralsModule: FeatureFactory = (deps) => {
  const { eventStore, readStore, files, payments, testPayments, clock, newId, authenticate, waitFor, config, rateLimits, requestKinds, seekerDashboard } = deps;
  const pricing = createPricingService({ eventStore, readStore, clock, currency: config.paymentCurrency });
  const companies = createCompaniesService({ eventStore, clock, newId });
  const referrals = createReferralsService({ eventStore, files, payments, pricing, companies, clock, newId });
  const credits = createCreditsService({ eventStore, clock, newId });
  // its chat's access and its payments, for chat and payments to read without importing this feature
  requestKinds.register('jobReferral', jobReferralKind(readStore, referrals));

  const uploads = acceptUploads({
    fields: ['resume', 'coverLetter'],
    kinds: ['pdf', 'doc', 'docx', 'jpg'],
    maxBytes: config.uploadMaxBytes,
    message: referralMessages.fileKind,
  });
  // issue 17: a dispute's evidence, up to three files checked by their bytes
  const disputeUploads = acceptUploads({
    fields: ['file1', 'file2', 'file3'],
    kinds: [...disputeFileExtensions],
    maxBytes: Math.min(config.uploadMaxBytes, 5 * 1024 * 1024),
    message: referralMessages.disputeFiles,
  });
  const disputeWindowDays = async () => timerSettingsOf({ disputeWindowDays: (await getAppConfig(readStore, 'disputeWindowDays'))?.value }).disputeWindowDays;
  const routes = Router();
  routes.use(
    seekerRoutes({
      referrals,
      readStore,
      waitFor: (position) => waitFor(position),
      seeker: requireAuth(authenticate, ['jobSeeker']),
      uploads,
      limit: rateLimits.for('referral-request'),
      seekerDashboard,
      disputeUploads,
      disputeWindowDays,
      clock,
    }),
  );
  routes.use(
    staffRoutes({
      referrals,
      credits,
      readStore,
      currency: config.paymentCurrency,
      referrer: requireAuth(authenticate, ['referrer']),
      admin: requireAuth(authenticate, ['admin']),
    }),
  );
  routes.use(filesRoutes({ referrals, readStore, signedIn: requireAuth(authenticate) }));

  /** A demo request, made through the same use cases as a real one, and paid with the test card where there is one. */
  const seedOne = async ({ referralId, form, stage }: DemoReferral): Promise<number> => {
    if ((await referrals.referralOf(referralId)).exists) return 0;
    const resume = demoResumePdf(form.name);
    const upload = {
      field: 'resume',
      originalName: 'Sam-Seeker-Resume.pdf',
      extension: 'pdf' as const,
      mime: 'application/pdf',
      size: resume.length,
      buffer: resume,
    };
    const made = await referrals.request(DEMO_SEEKER_ID, form, { resume: upload, coverLetter: null }, referralId);
    let position = made.position;
    if (stage === 'unpaid' || !testPayments || made.clientSecret === null) return position;
    const year = clock().getUTCFullYear() + 2;
    const paid = await testPayments.confirm({ clientSecret: made.clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: year, cvc: '123' });
    position = await referrals.paymentPurpose.succeeded({
      eventId: `demo:${referralId}`,
      paymentIntentId: paid.intent.id,
      amountCents: paid.intent.amountCents,
      currency: paid.intent.currency,
      requestId: referralId,
      failureMessage: null,
    });
    if (stage === 'approved') {
      await referrals.changeStatus(referralId, DEMO_REFERRER, 'inProgress', null);
      await referrals.changeStatus(referralId, DEMO_REFERRER, 'completed', null);
      position = await referrals.changeStatus(referralId, DEMO_SEEKER, 'approved', null);
    }
    return position;
  };

  return {
    name: 'referrals',
    routes,
    push: referralsPush,
    // a verified referrer's sockets are in their company's room, where its paid requests are announced
    rooms: async (principal) => {
      if (principal.role !== 'referrer') return [];
      const user = await readUser(readStore, principal.sub);
      const companyId = user?.careerInfo.companyId;
      return user?.referrerVerificationStatus === 'approved' && companyId ? [companyRoom(companyId)] : [];
    },
    liveEffects: async (event, sockets) => {
      if (event.type !== 'ReferrerVerificationStatusChanged' && event.type !== 'EmploymentRecorded') return;
      if (typeof event.data.userId !== 'string') return;
      // the rooms are read from the users read model: once it holds this change
      await waitFor(event.position, 5000);
      await sockets.refreshRooms(event.data.userId);
    },
    // the demo's requests are paid with the test card: beside a real Stripe account there is none, so no demo requests
    seed: async () => {
      let position = 0;
      if (!testPayments) return position;
      for (const demo of demoReferrals) position = Math.max(position, await seedOne(demo));
      return position;
    },
  };
};
