import {
  careerAdviceRequestSchema,
  DomainError,
  resumeReviewListQuerySchema,
  resumeReviewMessages,
  resumeReviewRequestSchema,
  reviewFeedbackSchema,
  referralMessages,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getResumeReview, listResumeReviews } from '@referly/projections/resume-review/queries';
import { Router, type RequestHandler } from 'express';
import { principalOf } from '../auth/authenticate.ts';
import { viewerOf } from '../auth/viewer.ts';
import { parse } from '../http/parse.ts';
import { POSITION_HEADER, replyCommand } from '../http/reply.ts';
import type { UploadedFile } from '../http/uploads.ts';
import { mustSeeReview, reviewActorOf, reviewScopeOf } from './access.ts';
import { reviewIdParam } from './params.ts';
import type { ResumeReviewService } from './resume-review-service.ts';
import { reviewView, seekerRow } from './views.ts';

export type SeekerRoutesDeps = {
  reviews: ResumeReviewService;
  readStore: ReadStore;
  clock: () => Date;
  waitFor: (position: number) => Promise<boolean>;
  seeker: RequestHandler;
  uploads: RequestHandler[];
  limit: RequestHandler;
};

const fileOf = (uploads: UploadedFile[] | undefined, field: string) => uploads?.find((upload) => upload.field === field) ?? null;

/** The job seeker's resume review calls of spec 001 §7 (behind a jobSeeker guard), and their career advice request. */
export const seekerRoutes = ({ reviews, readStore, clock, waitFor, seeker, uploads, limit }: SeekerRoutesDeps) => {
  const router = Router();
  const viewer = (locals: Parameters<typeof principalOf>[0]) => viewerOf(readStore, principalOf(locals));
  const own = async (locals: Parameters<typeof principalOf>[0], reviewId: string) => {
    const me = await viewer(locals);
    return { me, review: mustSeeReview(me, await getResumeReview(readStore, reviewId)) };
  };

  router.post('/resume-review/job-seeker', seeker, limit, ...uploads, async (req, res) => {
    const form = parse(resumeReviewRequestSchema, req.body);
    const resume = fileOf(res.locals.uploads, 'resume');
    if (!resume) throw new DomainError('validation_failed', referralMessages.resumeRequired, { errors: { resume: referralMessages.resumeRequired } });
    const me = await viewer(res.locals);
    const made = await reviews.request(me.userId, form, { resume, coverLetter: fileOf(res.locals.uploads, 'coverLetter') });
    await waitFor(made.position);
    const review = mustSeeReview(me, await getResumeReview(readStore, made.reviewId));
    res.setHeader(POSITION_HEADER, String(made.position));
    res.status(201).json({
      statusCode: 201,
      message: resumeReviewMessages.toastAdded,
      data: reviewView(review, me, clock),
      id: made.reviewId,
      paymentClientSecret: made.clientSecret,
      amount: made.amountCents,
      currency: made.currency,
    });
  });

  router.get('/resume-review/job-seeker', seeker, async (req, res) => {
    const query = parse(resumeReviewListQuerySchema, req.query);
    const page = await listResumeReviews(readStore, reviewScopeOf(await viewer(res.locals)), query);
    res.json({ statusCode: 200, ...page, data: page.data.map(seekerRow) });
  });

  router.get('/resume-review/job-seeker/:id', seeker, async (req, res) => {
    const { me, review } = await own(res.locals, parse(reviewIdParam, req.params).id);
    res.json({ statusCode: 200, data: reviewView(review, me, clock) });
  });

  router.post('/resume-review/job-seeker/:id/pay', seeker, async (req, res) => {
    const { review } = await own(res.locals, parse(reviewIdParam, req.params).id);
    const { clientSecret, amountCents, currency } = await reviews.payLater(review._id);
    res.json({ statusCode: 200, paymentClientSecret: clientSecret, amount: amountCents, currency });
  });

  router.put('/resume-review/job-seeker/:id/feedback', seeker, async (req, res) => {
    const { me, review } = await own(res.locals, parse(reviewIdParam, req.params).id);
    const { feedback } = parse(reviewFeedbackSchema, req.body);
    replyCommand(res, await reviews.giveFeedback(review._id, reviewActorOf(me), feedback), { message: resumeReviewMessages.toastFeedbackUpdated });
  });

  router.post('/resume-review/job-seeker/:id/career-advice', seeker, async (req, res) => {
    const { me, review } = await own(res.locals, parse(reviewIdParam, req.params).id);
    const { note } = parse(careerAdviceRequestSchema, req.body ?? {});
    replyCommand(
      res,
      await reviews.requestCareerAdvice(review._id, reviewActorOf(me), note),
      { message: resumeReviewMessages.toastCareerAdviceRequested },
      201,
    );
  });

  return router;
};
