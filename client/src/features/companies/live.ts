import type { LiveHandlers } from '../../lib/socket';
import { companyKeys } from './api/keys';

// docs/API.md, live push: what the `admin` room is sent about the company list
const changesCompanies = ['CompanyAdded', 'CompanyUpdated', 'CompanyDeleted'];

/** An open company list follows companies another admin (or a seeker typing a new name) adds, changes or deletes. */
export const companiesLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesCompanies.map((type) => [type, [companyKeys.all]])),
};
