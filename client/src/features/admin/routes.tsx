import { Users } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const userManagementPage = () => import('./user-management-page.tsx').then((m) => m.UserManagementPage);
const userDetailPage = () => import('./user-detail-page.tsx').then((m) => m.UserDetailPage);

/** The admin's user management. */
export const adminFeature: ClientFeature = {
  name: 'admin',
  routes: ({ referrerReputation }) => ({
    admin: [
      { path: 'user_management', element: lazyPage(userManagementPage, {}) },
      { path: 'user_management/:id', element: lazyPage(userDetailPage, { reputation: referrerReputation }) },
    ],
  }),
  nav: { admin: [{ to: paths.adminUsers, label: 'User Management', icon: Users, order: 40 }] },
};
