import { useEffect } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './api';
import { toast } from './toast';

export type CompanyOption = { _id: string; name: string };

/** Spec 001 §8's words when the list cannot be read, or answers another statusCode than 200. */
export const FAILED_COMPANIES = 'Failed to fetch companies';

/** GET /api/general/companies: the approved companies a seeker's request form offers, under the form's own `queryKey`. */
export const useCompanyOptions = (queryKey: QueryKey) => {
  const companies = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await api.get<{ statusCode?: number; data?: CompanyOption[] }>('/api/general/companies', { signal });
      if (answer.statusCode !== 200 || !Array.isArray(answer.data)) throw new Error(FAILED_COMPANIES);
      return answer.data;
    },
  });
  const firstFailure = companies.isError && companies.errorUpdateCount === 1;
  useEffect(() => {
    if (firstFailure) toast.error(FAILED_COMPANIES);
  }, [firstFailure]);
  return companies;
};
