import { Newspaper } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { paths } from '../../lib/paths.ts';
import { LandingPage } from './landing-page.tsx';
import * as site from './site-pages.tsx';

/** The public pages of spec 000 §2. */
export const siteFeature: ClientFeature = {
  name: 'site',
  activityIcons: { site: Newspaper },
  routes: () => ({
    public: [
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
    ],
  }),
  // spec 000 §2 header, in its order; the learning hub's and the forum's links stand here until those features give their own
  nav: {
    public: [
      { to: paths.ourServices, label: 'Our Services', order: 10 },
      { to: paths.learningHub, label: 'Learning Hub', order: 20 },
      { to: paths.discussionForum, label: 'Discussion Forum', order: 30 },
      { to: paths.aboutUs, label: 'About Us', order: 40 },
      { to: paths.helpCenter, label: 'Help', order: 50 },
    ],
  },
};
