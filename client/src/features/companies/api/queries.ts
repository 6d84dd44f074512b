import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { companyKeys } from './keys';
import type { Company, CompanyListQuery, CompanyPage } from './types';

/** GET /api/admin/companies?page&limit&search&status, by name. */
export const useCompanies = (query: CompanyListQuery) =>
  useQuery({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => api.get<CompanyPage>('/api/admin/companies', { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/companies/{id}: the company as it is now, for the edit form. */
export const useCompany = (id: string) =>
  useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<{ data: Company }>(`/api/admin/companies/${encodeURIComponent(id)}`, { signal })).data,
    // the form starts from what was read when it opened, not from a re-read while someone types
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
