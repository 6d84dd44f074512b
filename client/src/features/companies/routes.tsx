import { Building2 } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const page = () => import('./company-management-page.tsx').then((m) => m.CompanyManagementPage);

/** The admin's company management. */
export const companiesFeature: ClientFeature = {
  name: 'companies',
  activityIcons: { companies: Building2 },
  routes: () => ({ admin: [{ path: 'company_management', element: lazyPage(page, {}) }] }),
  nav: { admin: [{ to: paths.adminCompanies, label: 'Company Management', icon: Building2, order: 80 }] },
};
