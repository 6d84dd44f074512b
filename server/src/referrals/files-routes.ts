import { DomainError, referralMessages, type FileRef } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getReferral } from '@referly/projections/referrals/queries';
import type { ReferralDoc } from '@referly/projections/referrals/referrals.projection';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { sendFile } from '../http/send-file.ts';
import { viewerOf, type Viewer } from '../auth/viewer.ts';
import { mustSee } from './access.ts';
import type { ReferralsService } from './referrals-service.ts';

const fileParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, referralMessages.notFound),
  kind: z.string().regex(/^(resume|coverLetter|dispute-[1-3])$/, 'No such file.'),
});

/** The request's file of that kind; a dispute's files are its seeker's and the admins', never the referrer's. */
const fileOf = (referral: ReferralDoc, kind: string, viewer: Viewer): FileRef | null => {
  const disputed = /^dispute-(\d)$/.exec(kind);
  if (!disputed) return kind === 'resume' ? referral.resume : referral.coverLetter;
  return viewer.role === 'referrer' ? null : (referral.dispute?.files[Number(disputed[1]) - 1] ?? null);
};

/**
 * GET /api/job-referral/{id}/files/{resume|coverLetter|dispute-N}: only to whoever may see the request; a dispute's
 * files (issue 17) only to its seeker and the admins.
 */
export const filesRoutes = ({ referrals, readStore, signedIn }: { referrals: ReferralsService; readStore: ReadStore; signedIn: RequestHandler }) => {
  const router = Router();
  router.get('/job-referral/:id/files/:kind', signedIn, async (req, res) => {
    const { id, kind } = parse(fileParams, req.params);
    const viewer = await viewerOf(readStore, principalOf(res.locals));
    const file = fileOf(mustSee(viewer, await getReferral(readStore, id)), kind, viewer);
    const content = file ? await referrals.readFile(file) : null;
    if (!file || !content) throw new DomainError('not_found', 'No such file.');
    sendFile(res, file, content);
  });
  return router;
};
