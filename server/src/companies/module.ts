import { Router } from 'express';
import { requireAuth } from '../auth/authenticate.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { adminCompaniesRoutes } from './admin-companies-routes.ts';
import { createCompaniesService } from './companies-service.ts';
import { demoCompanies } from './demo-companies.ts';
import { generalRoutes } from './general-routes.ts';
import { companiesPush } from './push.ts';

/** Companies: the lists the request forms read (GET /api/general/…) and the admin's company management. */
export const companiesModule: FeatureFactory = ({ eventStore, readStore, clock, newId, authenticate, waitFor }) => {
  const companies = createCompaniesService({ eventStore, clock, newId });
  const routes = Router();
  routes.use('/general', generalRoutes({ readStore }));
  routes.use('/admin', requireAuth(authenticate, ['admin']), adminCompaniesRoutes({ companies, readStore, waitFor: (position) => waitFor(position) }));
  return {
    name: 'companies',
    routes,
    push: companiesPush,
    seed: async () => {
      let position = 0;
      for (const { companyId, details } of demoCompanies) position = Math.max(position, await companies.addKnownCompany(companyId, details));
      return position;
    },
  };
};
