import { Contact, Mail, Newspaper } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';
import { LandingPage } from './landing-page.tsx';
import { AboutUsPage } from './pages/about-us-page.tsx';
import { ContactFormPage } from './pages/contact-form-page.tsx';
import { HelpCenterPage } from './pages/help-center-page.tsx';
import { OurServicesPage } from './pages/our-services-page.tsx';
import { PrivacyPolicyPage } from './pages/privacy-policy-page.tsx';
import { ProvideFeedbackPage } from './pages/provide-feedback-page.tsx';
import { QuestionsPage } from './pages/questions-page.tsx';
import { SignInModalPage } from './site-pages.tsx';

const contactManagement = () => import('./admin/contact-management-page.tsx').then((m) => m.ContactManagementPage);

/** The public pages of spec 000 §2, and the admin's contact management (spec 001). */
export const siteFeature: ClientFeature = {
  name: 'site',
  activityIcons: { site: Newspaper, contact: Mail },
  routes: () => ({
    public: [
      { index: true, element: <LandingPage /> },
      { path: 'ourServices', element: <OurServicesPage /> },
      { path: 'aboutus', element: <AboutUsPage /> },
      { path: 'helpcenter', element: <HelpCenterPage /> },
      { path: 'questions', element: <QuestionsPage /> },
      { path: 'privacyPolicy', element: <PrivacyPolicyPage /> },
      { path: 'contactForm', element: <ContactFormPage /> },
      { path: 'provideFeedback', element: <ProvideFeedbackPage /> },
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
