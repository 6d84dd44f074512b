import { CreditCard } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const page = () => import('./payment-management-page.tsx').then((m) => m.PaymentManagementPage);

/** The admin's prices and payments. */
export const paymentsFeature: ClientFeature = {
  name: 'payments',
  activityIcons: { payments: CreditCard },
  routes: () => ({ admin: [{ path: 'payment_management', element: lazyPage(page, {}) }] }),
  nav: { admin: [{ to: paths.adminPayments, label: 'Payment Management', icon: CreditCard, order: 20 }] },
};
