import { useCompanyOptions } from '../../../lib/company-options';
import { reviewKeys } from './keys';

export type { CompanyOption } from '../../../lib/company-options';

/** GET /api/general/companies: the approved companies the desired company dropdown offers. */
export const useReviewCompanies = () => useCompanyOptions(reviewKeys.companies);
