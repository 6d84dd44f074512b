import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ReferrerReputationProps } from '../features/referrals/components/referrer-reputation-slot.ts';
import type { RequestChatProps } from '../features/referrals/components/request-chat-slot.ts';
import * as site from '../features/site/site-pages.tsx';
import { LandingPage } from '../features/site/landing-page.tsx';
import * as seeker from '../features/dashboards/seeker-pages.tsx';
import * as admin from '../features/dashboards/admin-pages.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { adminGuard, referrerDashboardGuard, referrerVerificationGuard, seekerGuard } from './guards.ts';
import { lazyPage } from './lazy-page.tsx';
import { PublicLayout } from './public-layout.tsx';
import { ReferrerLayout, ReferrerVerificationLayout } from './referrer-layout.tsx';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { SeekerLayout } from './seeker-layout.tsx';

const loginPage = () => import('../features/accounts/pages/login-page.tsx').then((m) => m.LoginPage);
const settingsPage = () => import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage);
const userManagementPage = () => import('../features/admin/user-management-page.tsx').then((m) => m.UserManagementPage);
const userDetailPage = () => import('../features/admin/user-detail-page.tsx').then((m) => m.UserDetailPage);
const seekerDashboardPage = () => import('../features/referrals/seeker/seeker-dashboard-page.tsx').then((m) => m.SeekerDashboardPage);
const seekerReferralsPage = () => import('../features/referrals/seeker/seeker-referrals-page.tsx').then((m) => m.SeekerReferralsPage);
const newReferralPage = () => import('../features/referrals/seeker/new-referral-page.tsx').then((m) => m.NewReferralPage);
const seekerReferralPage = () => import('../features/referrals/seeker/seeker-referral-page.tsx').then((m) => m.SeekerReferralPage);
const referrerReferralsPage = () => import('../features/referrals/referrer/referrer-referrals-page.tsx').then((m) => m.ReferrerReferralsPage);
const referrerReferralPage = () => import('../features/referrals/referrer/referrer-referral-page.tsx').then((m) => m.ReferrerReferralPage);
const creditsPage = () => import('../features/referrals/referrer/credits-page.tsx').then((m) => m.CreditsPage);
const adminReferralsPage = () => import('../features/referrals/admin/admin-referrals-page.tsx').then((m) => m.AdminReferralsPage);
const adminReferralPage = () => import('../features/referrals/admin/admin-referral-page.tsx').then((m) => m.AdminReferralPage);
const withdrawalsPage = () => import('../features/referrals/admin/withdrawals-page.tsx').then((m) => m.WithdrawalsPage);
const verificationFormPage = () => import('../features/verification/verification-form-page.tsx').then((m) => m.VerificationFormPage);
const verificationStatusPage = () => import('../features/verification/verification-status-page.tsx').then((m) => m.VerificationStatusPage);
const companyManagementPage = () => import('../features/companies/company-management-page.tsx').then((m) => m.CompanyManagementPage);
const couponsPage = () => import('../features/coupons/coupons-page.tsx').then((m) => m.CouponsPage);
const paymentManagementPage = () => import('../features/payments/payment-management-page.tsx').then((m) => m.PaymentManagementPage);
const messengerPage = () => import('../features/chat/messenger-page.tsx').then((m) => m.MessengerPage);
const chatManagerPage = () => import('../features/chat/chat-manager-page.tsx').then((m) => m.ChatManagerPage);
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
const announcementsPage = () => import('../features/notifications/announcements-page.tsx').then((m) => m.AnnouncementsPage);

const LazyRequestChat = lazy(() => import('../features/chat/components/request-chat.tsx').then((m) => ({ default: m.RequestChat })));
/** The request detail pages' Chat button and drawer: the chat feature, handed to the referrals feature's pages. */
function RequestChat(props: RequestChatProps) {
  return (
    <Suspense fallback={null}>
      <LazyRequestChat {...props} />
    </Suspense>
  );
}

const LazyReputation = lazy(() => import('../features/reputation/components/referrer-reputation.tsx').then((m) => ({ default: m.ReferrerReputation })));
/** The referrer's reputation on the seeker's and the admin's detail pages: the reputation feature, handed to theirs. */
function ReferrerReputation(props: ReferrerReputationProps) {
  return (
    <Suspense fallback={null}>
      <LazyReputation {...props} />
    </Suspense>
  );
}

/** Spec 000 §2 and spec 001 §2.1, guards included. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'ourServices', element: <site.OurServicesPage /> },
          { path: 'aboutus', element: <site.AboutUsPage /> },
          { path: 'helpcenter', element: <site.HelpCenterPage /> },
          { path: 'questions', element: <site.QuestionsPage /> },
          { path: 'privacyPolicy', element: <site.PrivacyPolicyPage /> },
          { path: 'contactForm', element: <site.ContactFormPage /> },
          { path: 'provideFeedback', element: <site.ProvideFeedbackPage /> },
          { path: 'learningHub', element: <site.LearningHubPage /> },
          { path: 'articleview/:id', element: <site.ArticleViewPage /> },
          { path: 'webinarView', element: <site.WebinarViewPage /> },
          { path: 'discussionForum', element: <site.DiscussionForumPage /> },
          { path: 'discussionPost/:id', element: <site.DiscussionPostPage /> },
          { path: 'createDiscussion', element: <site.CreateDiscussionPage /> },
          { path: 'signinmodal', element: <site.SignInModalPage /> },
          { path: 'login', element: lazyPage(loginPage, {}) },
        ],
      },
      {
        path: 'user_dashboard',
        element: <RequireSession guard={seekerGuard} />,
        children: [
          {
            element: <SeekerLayout />,
            children: [
              { index: true, element: lazyPage(seekerDashboardPage, {}) },
              { path: 'job_referrals', element: lazyPage(seekerReferralsPage, {}) },
              { path: 'job_referrals/newrequest', element: lazyPage(newReferralPage, {}) },
              { path: 'job_referrals/:id', element: lazyPage(seekerReferralPage, { chat: RequestChat, reputation: ReferrerReputation }) },
              { path: 'resume_review', element: <seeker.SeekerResumeReviewsPage /> },
              { path: 'resume_review/newrequest', element: <seeker.SeekerNewResumeReviewPage /> },
              { path: 'resume_review/:id', element: <seeker.SeekerResumeReviewPage /> },
              { path: 'settings', element: lazyPage(settingsPage, { variant: 'user' }) },
            ],
          },
        ],
      },
      {
        path: 'referrer_dashboard',
        element: <RequireSession guard={referrerDashboardGuard} />,
        children: [
          {
            element: <ReferrerLayout />,
            children: [
              { index: true, element: lazyPage(referrerReferralsPage, {}) },
              { path: 'referrer_details/:id', element: lazyPage(referrerReferralPage, { chat: RequestChat }) },
              { path: 'credits', element: lazyPage(creditsPage, {}) },
              { path: 'settings/:id', element: lazyPage(settingsPage, { variant: 'referrer' }) },
              { path: 'messanger', element: lazyPage(messengerPage, {}) },
            ],
          },
        ],
      },
      {
        path: 'referrer_varification',
        element: <RequireSession guard={referrerVerificationGuard} />,
        children: [
          {
            element: <ReferrerVerificationLayout />,
            children: [
              { index: true, element: lazyPage(verificationFormPage, {}) },
              { path: 'referee_verification', element: lazyPage(verificationStatusPage, {}) },
              { path: 'settings', element: lazyPage(settingsPage, { variant: 'referrer' }) },
            ],
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
              { path: 'settings', element: lazyPage(settingsPage, { variant: 'admin' }) },
              { path: 'discussion_forum', element: <admin.AdminDiscussionsPage /> },
              { path: 'user_management', element: lazyPage(userManagementPage, {}) },
              { path: 'user_management/:id', element: lazyPage(userDetailPage, { reputation: ReferrerReputation }) },
              { path: 'discussion_forum_Details/:id', element: <admin.AdminDiscussionPage /> },
              { path: 'learning_hub', element: <admin.AdminLearningHubPage /> },
              { path: 'learning_hub/learning_hub_details', element: <admin.AdminLearningHubDetailsPage /> },
              { path: 'create_post', element: <admin.AdminCreatePostPage /> },
              { path: 'create_post/:id', element: <admin.AdminEditPostPage /> },
              { path: 'service_management', element: lazyPage(adminReferralsPage, {}) },
              { path: 'career_advice_table', element: <admin.AdminCareerAdviceTablePage /> },
              { path: 'career_advice', element: <admin.AdminCareerAdvicePage /> },
              { path: 'resume_review', element: <admin.AdminResumeReviewsPage /> },
              { path: 'resume_review/:id', element: <admin.AdminResumeReviewPage /> },
              { path: 'job_referrals/:id', element: lazyPage(adminReferralPage, { chat: RequestChat, reputation: ReferrerReputation }) },
              { path: 'withdrawals', element: lazyPage(withdrawalsPage, {}) },
              { path: 'chat_manager', element: lazyPage(chatManagerPage, {}) },
              { path: 'User_', element: <admin.AdminUserMockPage /> },
              { path: 'coupon', element: lazyPage(couponsPage, {}) },
              { path: 'company_management', element: lazyPage(companyManagementPage, {}) },
              { path: 'contact_management', element: <admin.AdminContactsPage /> },
              { path: 'payment_management', element: lazyPage(paymentManagementPage, {}) },
              { path: 'announcements', element: lazyPage(announcementsPage, {}) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
