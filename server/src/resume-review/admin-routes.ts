import {
  careerAdviceListQuerySchema,
  careerAdviceMeetingSchema,
  DomainError,
  resumeReviewListQuerySchema,
  resumeReviewMessages,
  reviewUpdateSchema,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getResumeReview, listCareerAdvice, listResumeReviews } from '@referly/projections/resume-review/queries';
import { Router, type RequestHandler } from 'express';
import { principalOf } from '../auth/authenticate.ts';
import { viewerOf } from '../auth/viewer.ts';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import { mustSeeReview, reviewActorOf, reviewScopeOf } from './access.ts';
import { reviewIdParam } from './params.ts';
import type { ResumeReviewService } from './resume-review-service.ts';
import { adminRow, careerAdviceRow, reviewView } from './views.ts';

export type AdminRoutesDeps = {
  reviews: ResumeReviewService;
  readStore: ReadStore;
  clock: () => Date;
  admin: RequestHandler;
  /** the reviewed resume of a consultant review, checked as the request form's files are */
  uploads: RequestHandler[];
};

const statusRequired = () =>
  new DomainError('validation_failed', resumeReviewMessages.statusRequired, { errors: { status: resumeReviewMessages.statusRequired } });

/** The admin's resume review calls of spec 001 §7 and §2.4 (behind an admin guard), and the career advice table's. */
export const adminRoutes = ({ reviews, readStore, clock, admin, uploads }: AdminRoutesDeps) => {
  const router = Router();
  const base = '/admin/services/resume-review';
  const target = async (locals: Parameters<typeof principalOf>[0], params: unknown) => {
    const me = await viewerOf(readStore, principalOf(locals));
    return { me, review: mustSeeReview(me, await getResumeReview(readStore, parse(reviewIdParam, params).id)) };
  };

  router.get(base, admin, async (req, res) => {
    const query = parse(resumeReviewListQuerySchema, req.query);
    const page = await listResumeReviews(readStore, reviewScopeOf(await viewerOf(readStore, principalOf(res.locals))), query);
    res.json({ statusCode: 200, ...page, data: page.data.map(adminRow) });
  });

  router.get(`${base}/:id`, admin, async (req, res) => {
    const { me, review } = await target(res.locals, req.params);
    res.json({ statusCode: 200, data: reviewView(review, me, clock) });
  });

  // multipart: a status alone, or a consultant review (the reviewed resume, feedback and the status it leaves)
  router.put(`${base}/:id`, admin, ...uploads, async (req, res) => {
    const { me, review } = await target(res.locals, req.params);
    const { status, feedback } = parse(reviewUpdateSchema, req.body ?? {});
    const reviewedResume = res.locals.uploads?.find((upload) => upload.field === 'resume') ?? null;
    const actor = reviewActorOf(me);
    let position: number;
    if (reviewedResume !== null || feedback !== null)
      position = await reviews.saveConsultantReview(review._id, actor, { reviewedResume, feedback: feedback ?? '', status: status ?? null });
    else if (status !== undefined) position = await reviews.changeStatus(review._id, actor, status);
    else throw statusRequired();
    replyCommand(res, position, { message: resumeReviewMessages.toastUpdated });
  });

  router.post(`${base}/:id/ai-review`, admin, async (req, res) => {
    const { me, review } = await target(res.locals, req.params);
    replyCommand(res, await reviews.reinitiateAi(review._id, reviewActorOf(me)), { message: resumeReviewMessages.toastReinitiated });
  });

  router.get('/admin/services/career-advice', admin, async (req, res) => {
    const page = await listCareerAdvice(readStore, parse(careerAdviceListQuerySchema, req.query));
    res.json({ statusCode: 200, ...page, data: page.data.map(careerAdviceRow) });
  });

  router.get('/admin/services/career-advice/:id', admin, async (req, res) => {
    const { review } = await target(res.locals, req.params);
    if (review.careerAdvice === null) throw new DomainError('not_found', resumeReviewMessages.careerAdviceNotRequested);
    res.json({ statusCode: 200, data: careerAdviceRow(review) });
  });

  router.put('/admin/services/career-advice/:id', admin, async (req, res) => {
    const { me, review } = await target(res.locals, req.params);
    const meeting = parse(careerAdviceMeetingSchema, req.body ?? {});
    replyCommand(res, await reviews.scheduleMeeting(review._id, reviewActorOf(me), meeting), { message: resumeReviewMessages.toastMeetingSaved });
  });

  return router;
};
