import { DomainError, referralMessages } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getReferral } from '@referly/projections/referrals/queries';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { sendFile } from '../http/send-file.ts';
import { viewerOf } from '../auth/viewer.ts';
import { mustSee } from './access.ts';
import type { ReferralsService } from './referrals-service.ts';

const fileParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, referralMessages.notFound),
  kind: z.string().regex(/^(resume|coverLetter|dispute-[1-3])$/, 'No such file.'),
});

/**
 * GET /api/job-referral/{id}/files/{resume|coverLetter|dispute-N}: only to whoever may see the request; a dispute's
 * files (issue 17) only to its seeker and the admins.
 */
export const filesRoutes = ({ referrals, readStore, signedIn }: { referrals: ReferralsService; readStore: ReadStore; signedIn: RequestHandler }) => {
  const router = Router();
  router.get('/job-referral/:id/files/:kind', signedIn, async (req, res) => {
    const { id, kind } = parse(fileParams, req.params);
    const viewer = await viewerOf(readStore, principalOf(res.locals));
    const referral = mustSee(viewer, await getReferral(readStore, id));
    const disputed = /^dispute-(\d)$/.exec(kind);
    const file = disputed
      ? viewer.role === 'referrer'
        ? null
        : (referral.dispute?.files[Number(disputed[1]) - 1] ?? null)
      : kind === 'resume'
        ? referral.resume
        : referral.coverLetter;
    const content = file ? await referrals.readFile(file) : null;
    if (!file || !content) throw new DomainError('not_found', 'No such file.');
    sendFile(res, file, content);
  });
  return router;
};
