import type { CompanyListQuery } from './types';

/** The companies feature's query keys, defined once: every company read starts with `companyKeys.all`. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (query: CompanyListQuery) => [...companyKeys.all, 'list', query] as const,
  detail: (id: string) => [...companyKeys.all, 'detail', id] as const,
};
