import type { CompanyStatus } from '@referly/domain';
import type { Filter, ReadStore } from '@referly/infra/ports/read-store';
import { notDeleted } from '../document-projection.ts';
import { COMPANIES, type CompanyDoc } from './companies.projection.ts';
import { searchPattern } from '../search.ts';

/** Approved companies by name, for the request forms. */
export const listApprovedCompanies = (store: ReadStore) =>
  store.collection<CompanyDoc>(COMPANIES).find({ ...notDeleted, currentStatus: 'approved' }, { sort: { nameKey: 1 } });

/** The admin's list: by name, searched in name, registration number and website, filtered by status. */
export const listCompanies = async (
  store: ReadStore,
  query: { page: number; limit: number; search?: string | undefined; status?: CompanyStatus | undefined },
) => {
  const conditions: Filter[] = [notDeleted];
  if (query.status) conditions.push({ currentStatus: query.status });
  const search = query.search?.trim();
  if (search) {
    const pattern = searchPattern(search);
    conditions.push({ $or: [{ name: pattern }, { registrationNumber: pattern }, { website: pattern }] });
  }
  const filter: Filter = { $and: conditions };
  const companies = store.collection<CompanyDoc>(COMPANIES);
  const [totalCount, data] = await Promise.all([
    companies.countDocuments(filter),
    companies.find(filter, { sort: { nameKey: 1 }, skip: (query.page - 1) * query.limit, limit: query.limit }),
  ]);
  return { data, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / query.limit)), currentPage: query.page };
};

export const getCompany = (store: ReadStore, companyId: string): Promise<CompanyDoc | null> =>
  store.collection<CompanyDoc>(COMPANIES).findOne({ _id: companyId, ...notDeleted });
