import { DomainError, resumeReviewMessages } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getResumeReview } from '@referly/projections/resume-review/queries';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.ts';
import { viewerOf } from '../auth/viewer.ts';
import { parse } from '../http/parse.ts';
import { sendFile } from '../http/send-file.ts';
import { mustSeeReview } from './access.ts';
import type { ResumeReviewService } from './resume-review-service.ts';
import { reviewFileKinds, reviewFileOf } from './views.ts';

const noSuchFile = 'No such file.';
const fileParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, resumeReviewMessages.notFound),
  kind: z.enum(reviewFileKinds, { error: noSuchFile }),
});

/**
 * GET /api/resume-review/{id}/files/{resume|coverLetter|reviewedResume}: only to whoever may see the review, as a
 * download or (asked `?link=1`) a signed link to one (http/download-links.ts).
 */
export const filesRoutes = ({ reviews, readStore, signedIn }: { reviews: ResumeReviewService; readStore: ReadStore; signedIn: RequestHandler }) => {
  const router = Router();
  router.get('/resume-review/:id/files/:kind', signedIn, async (req, res) => {
    const { id, kind } = parse(fileParams, req.params);
    const review = mustSeeReview(await viewerOf(readStore, principalOf(res.locals)), await getResumeReview(readStore, id));
    const file = reviewFileOf(review, kind);
    const content = file ? await reviews.readFile(file) : null;
    if (!file || !content) throw new DomainError('not_found', noSuchFile);
    sendFile(res, file, content);
  });
  return router;
};
