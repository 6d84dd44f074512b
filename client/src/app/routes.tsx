import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import * as admin from '../features/dashboards/admin-pages.tsx';
import { lazyPage } from '../lib/lazy-page.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { composeRoutes, composeSlots } from './compose.ts';
import { clientFeatures } from './features.ts';
import { adminGuard, referrerDashboardGuard, referrerVerificationGuard, seekerGuard } from './guards.ts';
import { PublicLayout } from './public-layout.tsx';
import { ReferrerLayout, ReferrerVerificationLayout } from './referrer-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { SeekerLayout } from './seeker-layout.tsx';

const activityFeed = () => import('../features/activity/activity-feed.tsx').then((m) => m.ActivityFeed);
const adminWaitingCard = () => import('../features/referrals/admin/admin-waiting-card.tsx').then((m) => m.AdminWaitingCard);
const LazyVerificationsWaiting = lazy(() =>
  import('../features/admin/components/verifications-waiting.tsx').then((m) => ({ default: m.VerificationsWaiting })),
);
/** The admin home's "Waiting on you" holds the admin feature's line for verifications beside the referrals feature's. */
const verificationsWaiting = (
  <Suspense fallback={null}>
    <LazyVerificationsWaiting />
  </Suspense>
);

/** Each area's pages, from every feature (client/src/app/features.ts), made with the slots they fill for each other. */
const areas = composeRoutes(clientFeatures, composeSlots(clientFeatures));

/** Spec 000 §2 and spec 001 §2.1, guards included. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [...areas.public],
      },
      {
        path: 'user_dashboard',
        element: <RequireSession guard={seekerGuard} />,
        children: [
          {
            element: <SeekerLayout />,
            children: [...areas.seeker],
          },
        ],
      },
      {
        path: 'referrer_dashboard',
        element: <RequireSession guard={referrerDashboardGuard} />,
        children: [
          {
            element: <ReferrerLayout />,
            children: [...areas.referrer],
          },
        ],
      },
      {
        path: 'referrer_varification',
        element: <RequireSession guard={referrerVerificationGuard} />,
        children: [
          {
            element: <ReferrerVerificationLayout />,
            children: [...areas.verification],
          },
        ],
      },
      {
        path: 'admin_dashboard',
        element: <RequireSession guard={adminGuard} />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              {
                index: true,
                element: (
                  <admin.AdminDashboardPage activityFeed={lazyPage(activityFeed, {})} waiting={lazyPage(adminWaitingCard, { more: verificationsWaiting })} />
                ),
              },
              ...areas.admin,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
