import { Contact, Mail, Newspaper } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';
import { LandingPage } from './landing-page.tsx';
import { SignInModalPage } from './site-pages.tsx';

// The landing page is in the first script (it is what most visitors open first); the other public pages load on first visit.
const ourServices = () => import('./pages/our-services-page.tsx').then((m) => m.OurServicesPage);
const aboutUs = () => import('./pages/about-us-page.tsx').then((m) => m.AboutUsPage);
const helpCenter = () => import('./pages/help-center-page.tsx').then((m) => m.HelpCenterPage);
const questions = () => import('./pages/questions-page.tsx').then((m) => m.QuestionsPage);
const privacyPolicy = () => import('./pages/privacy-policy-page.tsx').then((m) => m.PrivacyPolicyPage);
const contactForm = () => import('./pages/contact-form-page.tsx').then((m) => m.ContactFormPage);
const provideFeedback = () => import('./pages/provide-feedback-page.tsx').then((m) => m.ProvideFeedbackPage);

const contactManagement = () => import('./admin/contact-management-page.tsx').then((m) => m.ContactManagementPage);

/** The public pages of spec 000 §2, and the admin's contact management (spec 001). */
export const siteFeature: ClientFeature = {
  name: 'site',
  activityIcons: { site: Newspaper, contact: Mail },
  routes: () => ({
    public: [
      { index: true, element: <LandingPage /> },
      { path: 'ourServices', element: lazyPage(ourServices, {}) },
      { path: 'aboutus', element: lazyPage(aboutUs, {}) },
      { path: 'helpcenter', element: lazyPage(helpCenter, {}) },
      { path: 'questions', element: lazyPage(questions, {}) },
      { path: 'privacyPolicy', element: lazyPage(privacyPolicy, {}) },
      { path: 'contactForm', element: lazyPage(contactForm, {}) },
      { path: 'provideFeedback', element: lazyPage(provideFeedback, {}) },
      { path: 'signinmodal', element: <SignInModalPage /> },
    ],
    admin: [{ path: 'contact_management', element: lazyPage(contactManagement, {}) }],
  }),
  // spec 000 §2 header, in its order (the learning hub and the forum give theirs, 20 and 30)
  nav: {
    admin: [{ to: paths.adminContacts, label: 'Contact Management', icon: Contact, order: 90 }],
    public: [
      { to: paths.ourServices, label: 'Our Services', order: 10 },
      { to: paths.aboutUs, label: 'About Us', order: 40 },
      { to: paths.helpCenter, label: 'Help', order: 50 },
    ],
  },
};
