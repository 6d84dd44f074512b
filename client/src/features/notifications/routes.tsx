import { Bell, Mail, Megaphone } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const page = () => import('./announcements-page.tsx').then((m) => m.AnnouncementsPage);

/** The admin's general announcements (the bell is every layout's). */
export const notificationsFeature: ClientFeature = {
  name: 'notifications',
  activityIcons: { notifications: Bell, emails: Mail },
  routes: () => ({ admin: [{ path: 'announcements', element: lazyPage(page, {}) }] }),
  nav: { admin: [{ to: paths.adminAnnouncements, label: 'Announcements', icon: Megaphone, order: 110 }] },
};
