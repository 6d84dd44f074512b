import { Banknote, Briefcase, Coins, Scale } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const seekerDashboardPage = () => import('./seeker/seeker-dashboard-page.tsx').then((m) => m.SeekerDashboardPage);
const seekerReferralsPage = () => import('./seeker/seeker-referrals-page.tsx').then((m) => m.SeekerReferralsPage);
const newReferralPage = () => import('./seeker/new-referral-page.tsx').then((m) => m.NewReferralPage);
const seekerReferralPage = () => import('./seeker/seeker-referral-page.tsx').then((m) => m.SeekerReferralPage);
const referrerReferralsPage = () => import('./referrer/referrer-referrals-page.tsx').then((m) => m.ReferrerReferralsPage);
const referrerReferralPage = () => import('./referrer/referrer-referral-page.tsx').then((m) => m.ReferrerReferralPage);
const creditsPage = () => import('./referrer/credits-page.tsx').then((m) => m.CreditsPage);
const adminReferralsPage = () => import('./admin/admin-referrals-page.tsx').then((m) => m.AdminReferralsPage);
const adminReferralPage = () => import('./admin/admin-referral-page.tsx').then((m) => m.AdminReferralPage);
const withdrawalsPage = () => import('./admin/withdrawals-page.tsx').then((m) => m.WithdrawalsPage);
const disputesPage = () => import('./admin/disputes-page.tsx').then((m) => m.DisputesPage);

/** Job referrals: the seeker's dashboard and requests, the referrer's queue and credits, the admin's lists and withdrawals. */
export const referralsFeature: ClientFeature = {
  name: 'referrals',
  activityIcons: { referrals: Briefcase, credits: Coins },
  routes: ({ requestChat, referrerReputation }) => ({
    seeker: [
      { index: true, element: lazyPage(seekerDashboardPage, {}) },
      { path: 'job_referrals', element: lazyPage(seekerReferralsPage, {}) },
      { path: 'job_referrals/newrequest', element: lazyPage(newReferralPage, {}) },
      { path: 'job_referrals/:id', element: lazyPage(seekerReferralPage, { chat: requestChat, reputation: referrerReputation }) },
    ],
    referrer: [
      { index: true, element: lazyPage(referrerReferralsPage, {}) },
      { path: 'referrer_details/:id', element: lazyPage(referrerReferralPage, { chat: requestChat }) },
      { path: 'credits', element: lazyPage(creditsPage, {}) },
    ],
    admin: [
      { path: 'service_management', element: lazyPage(adminReferralsPage, {}) },
      { path: 'job_referrals/:id', element: lazyPage(adminReferralPage, { chat: requestChat, reputation: referrerReputation }) },
      { path: 'withdrawals', element: lazyPage(withdrawalsPage, {}) },
      { path: 'disputes', element: lazyPage(disputesPage, {}) },
    ],
  }),
  nav: {
    seeker: [
      { to: paths.userDashboard, label: 'Dashboard', order: 0, end: true },
      { to: paths.userJobReferrals, label: 'Job Referrals', order: 10 },
    ],
    referrer: [
      { to: paths.referrerDashboard, label: 'Dashboard', order: 0, end: true },
      { to: paths.referrerCredits, label: 'Credits', order: 10 },
    ],
    admin: [
      { to: paths.adminServices, label: 'Service Management', icon: Briefcase, order: 10 },
      { to: paths.adminDisputes, label: 'Disputes', icon: Scale, order: 15 },
      { to: paths.adminWithdrawals, label: 'Withdrawals', icon: Banknote, order: 30 },
    ],
    services: [{ to: paths.adminServices, label: 'Job Referrals', order: 0 }],
  },
};
