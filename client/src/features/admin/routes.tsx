import { Navigate } from 'react-router-dom';
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
      // spec 000 §2's static user-detail mock (spec 001's `User_`): the real user list stands in its place
      { path: 'User_', element: <Navigate to={paths.adminUsers} replace /> },
    ],
  }),
  nav: { admin: [{ to: paths.adminUsers, label: 'User Management', icon: Users, order: 40 }] },
};
