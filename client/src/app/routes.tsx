import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../lib/lazy-page.tsx';
import { composeRoutes, composeSlots } from './compose.ts';
import { clientFeatures } from './features.ts';
import { adminGuard, referrerDashboardGuard, referrerVerificationGuard, seekerGuard } from './guards.ts';
import { PublicLayout } from './public-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';

// The signed-in areas' frames (their bars, the bell, the account menu) load once someone is let in: a visitor's pages
// never fetch them (issue 16, the landing page's JavaScript).
const seekerLayout = () => import('./seeker-layout.tsx').then((m) => m.SeekerLayout);
const referrerLayout = () => import('./referrer-layout.tsx').then((m) => m.ReferrerLayout);
const referrerVerificationLayout = () => import('./referrer-layout.tsx').then((m) => m.ReferrerVerificationLayout);
const adminLayout = () => import('./admin-layout.tsx').then((m) => m.AdminLayout);
const adminDashboardPage = () => import('../features/dashboards/admin-pages.tsx').then((m) => m.AdminDashboardPage);

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
            element: lazyPage(seekerLayout, {}),
            children: [...areas.seeker],
          },
        ],
      },
      {
        path: 'referrer_dashboard',
        element: <RequireSession guard={referrerDashboardGuard} />,
        children: [
          {
            element: lazyPage(referrerLayout, {}),
            children: [...areas.referrer],
          },
        ],
      },
      {
        path: 'referrer_varification',
        element: <RequireSession guard={referrerVerificationGuard} />,
        children: [
          {
            element: lazyPage(referrerVerificationLayout, {}),
            children: [...areas.verification],
          },
        ],
      },
      {
        path: 'admin_dashboard',
        element: <RequireSession guard={adminGuard} />,
        children: [
          {
            element: lazyPage(adminLayout, {}),
            children: [
              {
                index: true,
                element: lazyPage(adminDashboardPage, {
                  activityFeed: lazyPage(activityFeed, {}),
                  waiting: lazyPage(adminWaitingCard, { more: verificationsWaiting }),
                }),
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
