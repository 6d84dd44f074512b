/** Every route of specs 000 §2 and 001 §2.1, spelt as the specs spell them (they are the contract). */
export const paths = {
  home: '/',
  ourServices: '/ourServices',
  aboutUs: '/aboutus',
  helpCenter: '/helpcenter',
  questions: '/questions',
  privacyPolicy: '/privacyPolicy',
  contactForm: '/contactForm',
  provideFeedback: '/provideFeedback',
  learningHub: '/learningHub',
  articleView: (id: string) => `/articleview/${encodeURIComponent(id)}`,
  webinarView: '/webinarView',
  discussionForum: '/discussionForum',
  discussionPost: (id: string) => `/discussionPost/${encodeURIComponent(id)}`,
  createDiscussion: '/createDiscussion',
  signInModal: '/signinmodal',
  login: '/login',

  userDashboard: '/user_dashboard',
  userJobReferrals: '/user_dashboard/job_referrals',
  userJobReferralNew: '/user_dashboard/job_referrals/newrequest',
  userJobReferral: (id: string) => `/user_dashboard/job_referrals/${encodeURIComponent(id)}`,
  userResumeReviews: '/user_dashboard/resume_review',
  userResumeReviewNew: '/user_dashboard/resume_review/newrequest',
  userResumeReview: (id: string) => `/user_dashboard/resume_review/${encodeURIComponent(id)}`,
  userSettings: '/user_dashboard/settings',

  referrerDashboard: '/referrer_dashboard',
  referrerDetails: (id: string) => `/referrer_dashboard/referrer_details/${encodeURIComponent(id)}`,
  /** Spec 001 §2.3: the top bar links to settings/referrer. */
  referrerDashboardSettings: (id = 'referrer') => `/referrer_dashboard/settings/${encodeURIComponent(id)}`,
  referrerMessenger: '/referrer_dashboard/messanger',
  /** a referrer's credits, their history and withdrawals (issue 6 §5; not a spec route) */
  referrerCredits: '/referrer_dashboard/credits',

  referrerVerification: '/referrer_varification',
  referrerVerificationStatus: '/referrer_varification/referee_verification',
  referrerVerificationSettings: '/referrer_varification/settings',

  adminDashboard: '/admin_dashboard',
  adminSettings: '/admin_dashboard/settings',
  adminDiscussions: '/admin_dashboard/discussion_forum',
  adminUsers: '/admin_dashboard/user_management',
  adminUser: (id: string) => `/admin_dashboard/user_management/${encodeURIComponent(id)}`,
  adminDiscussion: (id: string) => `/admin_dashboard/discussion_forum_Details/${encodeURIComponent(id)}`,
  adminLearningHub: '/admin_dashboard/learning_hub',
  adminLearningHubDetails: '/admin_dashboard/learning_hub/learning_hub_details',
  adminCreatePost: '/admin_dashboard/create_post',
  adminEditPost: (id: string) => `/admin_dashboard/create_post/${encodeURIComponent(id)}`,
  adminServices: '/admin_dashboard/service_management',
  adminCareerAdviceTable: '/admin_dashboard/career_advice_table',
  adminCareerAdvice: '/admin_dashboard/career_advice',
  adminResumeReviews: '/admin_dashboard/resume_review',
  adminResumeReview: (id: string) => `/admin_dashboard/resume_review/${encodeURIComponent(id)}`,
  adminJobReferral: (id: string) => `/admin_dashboard/job_referrals/${encodeURIComponent(id)}`,
  adminChatManager: '/admin_dashboard/chat_manager',
  /** an admin's general announcements (issue 7 §3; not a spec route) */
  adminAnnouncements: '/admin_dashboard/announcements',
  /** Spec 001 §2.1 lists this child as `User_`; the static user-detail mock of spec 000 §2. */
  adminUserMock: '/admin_dashboard/User_',
  adminCoupons: '/admin_dashboard/coupon',
  adminCompanies: '/admin_dashboard/company_management',
  adminContacts: '/admin_dashboard/contact_management',
  adminPayments: '/admin_dashboard/payment_management',
  /** referrers' withdrawals to pay out or decline (issue 6 §5; not a spec route) */
  adminWithdrawals: '/admin_dashboard/withdrawals',
  /** seekers' disputes for the team to settle (issue 17; not a spec route) */
  adminDisputes: '/admin_dashboard/disputes',
} as const;

/** Where a signed-in person's "Dashboard" link leads. */
export const dashboardPathFor = (role: 'jobSeeker' | 'referrer' | 'admin'): string => {
  switch (role) {
    case 'jobSeeker':
      return paths.userDashboard;
    case 'referrer':
      return paths.referrerDashboard;
    case 'admin':
      return paths.adminDashboard;
  }
};
