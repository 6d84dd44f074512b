import { industries } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { listApprovedCompanies } from '@referly/projections/index';
import { Router } from 'express';

/** Spec 001 §7: the lists the request forms load; `statusCode` must be 200. */
export const generalRoutes = ({ readStore }: { readStore: ReadStore }): Router => {
  const router = Router();
  router.get('/industries', (_req, res) => {
    res.json({ statusCode: 200, data: industries });
  });
  router.get('/companies', async (_req, res) => {
    const companies = await listApprovedCompanies(readStore);
    res.json({ statusCode: 200, data: companies.map(({ _id, name }) => ({ _id, name })) });
  });
  return router;
};
