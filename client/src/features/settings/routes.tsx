import { Settings } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const settingsPage = () => import('./settings-page.tsx').then((m) => m.SettingsPage);

/** Everyone's settings page, in each area. */
export const settingsFeature: ClientFeature = {
  name: 'settings',
  routes: () => ({
    seeker: [{ path: 'settings', element: lazyPage(settingsPage, { variant: 'user' }) }],
    referrer: [{ path: 'settings/:id', element: lazyPage(settingsPage, { variant: 'referrer' }) }],
    verification: [{ path: 'settings', element: lazyPage(settingsPage, { variant: 'referrer' }) }],
    admin: [{ path: 'settings', element: lazyPage(settingsPage, { variant: 'admin' }) }],
  }),
  nav: {
    seeker: [{ to: paths.userSettings, label: 'Settings', order: 90 }],
    referrer: [{ to: paths.referrerDashboardSettings(), label: 'Settings', order: 20 }],
    verification: [{ to: paths.referrerVerificationSettings, label: 'Settings', order: 20 }],
    admin: [{ to: paths.adminSettings, label: 'Settings', icon: Settings, order: 120 }],
  },
};
