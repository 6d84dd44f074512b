import { BadgeCheck } from 'lucide-react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { paths } from '../../lib/paths.ts';

const verificationFormPage = () => import('./verification-form-page.tsx').then((m) => m.VerificationFormPage);
const verificationStatusPage = () => import('./verification-status-page.tsx').then((m) => m.VerificationStatusPage);

/** A referrer's verification form and its status. */
export const verificationFeature: ClientFeature = {
  name: 'verification',
  activityIcons: { verification: BadgeCheck },
  routes: () => ({
    verification: [
      { index: true, element: lazyPage(verificationFormPage, {}) },
      { path: 'referee_verification', element: lazyPage(verificationStatusPage, {}) },
    ],
  }),
  nav: {
    verification: [
      { to: paths.referrerVerification, label: 'Account Verification', order: 0, end: true },
      { to: paths.referrerVerificationStatus, label: 'Verification Status', order: 10 },
    ],
  },
};
