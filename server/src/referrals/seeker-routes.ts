import { disputeSchema, DomainError, feedbackSchema, referralListQuerySchema, referralMessages, referralRequestSchema } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getReferral, listReferrals, openCompanyIdsOf, seekerReferralCounts } from '@referly/projections/referrals/queries';
import { Router, type RequestHandler } from 'express';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { POSITION_HEADER, replyCommand } from '../http/reply.ts';
import type { UploadedFile } from '../http/uploads.ts';
import type { SeekerDashboard } from '../platform/seeker-dashboard.ts';
import { viewerOf } from '../auth/viewer.ts';
import { mustSee, scopeOf } from './access.ts';
import { idParam } from './params.ts';
import type { ReferralsService } from './referrals-service.ts';
import { disputeUntil, referralRow, referralView } from './views.ts';

export type SeekerRoutesDeps = {
  referrals: ReferralsService;
  readStore: ReadStore;
  waitFor: (position: number) => Promise<boolean>;
  seeker: RequestHandler;
  uploads: RequestHandler[];
  limit: RequestHandler;
  /** the other services' dashboard cards (resume reviews) */
  seekerDashboard: SeekerDashboard;
  /** issue 17: a dispute's files (`file1`…`file3`, checked by their bytes) */
  disputeUploads: RequestHandler[];
  /** app config's dispute window, in days, as it is now */
  disputeWindowDays: () => Promise<number>;
  clock: () => Date;
};

const fileOf = (uploads: UploadedFile[] | undefined, field: string) => uploads?.find((upload) => upload.field === field) ?? null;

/** The job seeker's calls of spec 001 §7 (behind a jobSeeker guard). */
export const seekerRoutes = ({
  referrals,
  readStore,
  waitFor,
  seeker,
  uploads,
  limit,
  seekerDashboard,
  disputeUploads,
  disputeWindowDays,
  clock,
}: SeekerRoutesDeps) => {
  const router = Router();
  const viewer = (locals: Parameters<typeof principalOf>[0]) => viewerOf(readStore, principalOf(locals));
  const own = async (locals: Parameters<typeof principalOf>[0], referralId: string) => {
    const me = await viewer(locals);
    return { me, referral: mustSee(me, await getReferral(readStore, referralId)) };
  };

  router.post('/job-referral/job-seeker', seeker, limit, ...uploads, async (req, res) => {
    const form = parse(referralRequestSchema, req.body);
    const resume = fileOf(res.locals.uploads, 'resume');
    if (!resume) throw new DomainError('validation_failed', referralMessages.resumeRequired, { errors: { resume: referralMessages.resumeRequired } });
    const me = await viewer(res.locals);
    const made = await referrals.request(me.userId, form, { resume, coverLetter: fileOf(res.locals.uploads, 'coverLetter') });
    await waitFor(made.position);
    const referral = mustSee(me, await getReferral(readStore, made.referralId));
    res.setHeader(POSITION_HEADER, String(made.position));
    res.status(201).json({
      statusCode: 201,
      message: referralMessages.toastAdded,
      data: referralView(referral, me),
      paymentClientSecret: made.clientSecret,
      amount: made.amountCents,
      currency: made.currency,
    });
  });

  router.get('/job-referral/job-seeker', seeker, async (req, res) => {
    const query = parse(referralListQuerySchema, req.query);
    const page = await listReferrals(readStore, scopeOf(await viewer(res.locals)), query);
    res.json({ statusCode: 200, ...page, data: page.data.map(referralRow) });
  });

  router.get('/job-referral/job-seeker/dashboard', seeker, async (_req, res) => {
    const seekerId = principalOf(res.locals).sub;
    const [jobReferrals, others] = await Promise.all([seekerReferralCounts(readStore, seekerId), seekerDashboard.countsFor(seekerId)]);
    res.json({ statusCode: 200, data: { jobReferrals, ...others } });
  });

  // the one-open-request-per-company cap, said as soon as the form's company is picked rather than after Submit & Pay
  router.get('/job-referral/job-seeker/open-companies', seeker, async (_req, res) => {
    res.json({ statusCode: 200, data: await openCompanyIdsOf(readStore, principalOf(res.locals).sub) });
  });

  router.get('/job-referral/job-seeker/:id', seeker, async (req, res) => {
    const { me, referral } = await own(res.locals, parse(idParam, req.params).id);
    // issue 17: the seeker's answer also says until when they may open a dispute
    res.json({ statusCode: 200, data: { ...referralView(referral, me), disputeUntil: disputeUntil(referral, await disputeWindowDays(), clock()) } });
  });

  router.post('/job-referral/job-seeker/:id/pay', seeker, async (req, res) => {
    const { referral } = await own(res.locals, parse(idParam, req.params).id);
    const { clientSecret, amountCents, currency } = await referrals.payLater(referral._id);
    res.json({ statusCode: 200, paymentClientSecret: clientSecret, amount: amountCents, currency });
  });

  router.put('/job-referral/job-seeker/:id/feedback', seeker, async (req, res) => {
    const { referral } = await own(res.locals, parse(idParam, req.params).id);
    const { feedback } = parse(feedbackSchema, req.body);
    replyCommand(res, await referrals.giveFeedback(referral._id, feedback), { message: referralMessages.toastFeedbackUpdated });
  });

  router.post('/job-referral/job-seeker/:id/dispute', seeker, ...disputeUploads, async (req, res) => {
    const { me, referral } = await own(res.locals, parse(idParam, req.params).id);
    const { reason } = parse(disputeSchema, req.body);
    const position = await referrals.openDispute(referral._id, me, reason, res.locals.uploads ?? [], await disputeWindowDays());
    replyCommand(res, position, { message: referralMessages.toastDisputeOpened }, 201);
  });

  router.put('/job-referral/job-seeker/:id/approve', seeker, async (req, res) => {
    const { me, referral } = await own(res.locals, parse(idParam, req.params).id);
    replyCommand(res, await referrals.changeStatus(referral._id, me, 'approved', null), { message: referralMessages.toastStatusUpdatedByReferrer });
  });

  return router;
};
