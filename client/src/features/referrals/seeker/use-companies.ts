import { useCompanyOptions } from '../../../lib/company-options';

export type { CompanyOption } from '../../../lib/company-options';

/** GET /api/general/companies: the approved companies a seeker can pick, by name. */
export const useCompanies = () => useCompanyOptions(['general', 'companies']);
