import { TicketPercent } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const page = () => import('./coupons-page.tsx').then((m) => m.CouponsPage);

/** The admin's coupons. */
export const couponsFeature: ClientFeature = {
  name: 'coupons',
  activityIcons: { coupons: TicketPercent },
  routes: () => ({ admin: [{ path: 'coupon', element: lazyPage(page, {}) }] }),
  nav: { admin: [{ to: paths.adminCoupons, label: 'Coupon', icon: TicketPercent, order: 70 }] },
};
