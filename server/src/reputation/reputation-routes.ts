import { reputationMessages } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { referrerReputation } from '@referly/projections/reputation/queries';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { mustSeeReputation } from './access.ts';

export type ReputationRoutesDeps = { readStore: ReadStore; clock: () => Date; signedIn: RequestHandler };

const params = z.object({ referrerId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, reputationMessages.notFound) });

/** docs/API.md, Referrer reputation: a referrer's figures over the last 90 days, computed when asked. */
export const reputationRoutes = ({ readStore, clock, signedIn }: ReputationRoutesDeps) => {
  const router = Router();
  router.get('/referrers/:referrerId/reputation', signedIn, async (req, res) => {
    const { referrerId } = parse(params, req.params);
    const subject = await mustSeeReputation(readStore, principalOf(res.locals), referrerId);
    res.json({ statusCode: 200, data: { ...subject, ...(await referrerReputation(readStore, referrerId, clock())) } });
  });
  return router;
};
