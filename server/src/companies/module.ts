import { Router } from 'express';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { createCompaniesService } from './companies-service.ts';
import { demoCompanies } from './demo-companies.ts';
import { generalRoutes } from './general-routes.ts';

/** Companies and the reference lists the request forms read (GET /api/general/…). */
export const companiesModule: FeatureFactory = ({ eventStore, readStore, clock }) => {
  const companies = createCompaniesService({ eventStore, clock });
  const routes = Router();
  routes.use('/general', generalRoutes({ readStore }));
  return {
    name: 'companies',
    routes,
    seed: async () => {
      let position = 0;
      for (const { companyId, details } of demoCompanies) {
        if (!(await companies.exists(companyId))) position = Math.max(position, await companies.addCompany(companyId, details, 'approved'));
      }
      return position;
    },
  };
};
