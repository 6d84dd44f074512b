import { UserRound } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

const loginPage = () => import('./pages/login-page.tsx').then((m) => m.LoginPage);

/** The login page (the sign-up and sign-in modal is the app root's). */
export const accountsFeature: ClientFeature = {
  name: 'accounts',
  activityIcons: { accounts: UserRound },
  routes: () => ({ public: [{ path: 'login', element: lazyPage(loginPage, {}) }] }),
};
