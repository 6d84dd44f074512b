import { companyFormSchema, companyListQuerySchema, companyMessages, DomainError } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getCompany, listCompanies } from '@referly/projections/companies/queries';
import type { CompanyDoc } from '@referly/projections/companies/companies.projection';
import { Router } from 'express';
import { z } from 'zod';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import type { CompaniesService } from './companies-service.ts';

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, companyMessages.notFound) });

/** Spec 001 §3: what a company looks like to the admin's list and forms. */
export const companyView = ({ _id, name, registrationNumber, contactNumber, website, address, currentStatus, createdAt, createdBy }: CompanyDoc) => ({
  _id,
  name,
  registrationNumber,
  contactNumber,
  website,
  address,
  currentStatus,
  createdAt,
  createdBy,
});

/** Mounted under /admin behind requireAuth(['admin']). */
export const adminCompaniesRoutes = ({
  companies,
  readStore,
  waitFor,
}: {
  companies: CompaniesService;
  readStore: ReadStore;
  waitFor: (position: number) => Promise<boolean>;
}) => {
  const router = Router();
  const found = async (companyId: string) => {
    const company = await getCompany(readStore, companyId);
    if (!company) throw new DomainError('not_found', companyMessages.notFound);
    return company;
  };

  router.get('/companies', async (req, res) => {
    const { page, limit, search, status } = parse(companyListQuerySchema, req.query);
    const { data, totalPages, totalCount, currentPage } = await listCompanies(readStore, { page, limit, search, status });
    res.json({ statusCode: 200, data: data.map(companyView), pagination: { totalPages, totalCount, currentPage } });
  });

  router.get('/companies/:id', async (req, res) => {
    res.json({ statusCode: 200, data: companyView(await found(parse(idParam, req.params).id)) });
  });

  router.post('/companies', async (req, res) => {
    const { currentStatus, ...details } = parse(companyFormSchema, req.body);
    const { companyId, position } = await companies.addCompany(details, currentStatus ?? 'approved', 'admin');
    await waitFor(position);
    replyCommand(res, position, { message: companyMessages.toastCreated, data: companyView(await found(companyId)) }, 201);
  });

  router.put('/companies/:id', async (req, res) => {
    const { id } = parse(idParam, req.params);
    const { currentStatus, ...details } = parse(companyFormSchema, req.body);
    const current = await found(id);
    const position = await companies.updateCompany(id, details, currentStatus ?? current.currentStatus);
    await waitFor(position);
    replyCommand(res, position, { message: companyMessages.toastUpdated, data: companyView(await found(id)) });
  });

  router.delete('/companies/:id', async (req, res) => {
    const { id } = parse(idParam, req.params);
    await found(id);
    replyCommand(res, await companies.deleteCompany(id), { message: companyMessages.toastDeleted });
  });

  return router;
};
