import { useEffect } from 'react';
import { authModal } from '../../lib/auth-modal.ts';
import { LandingPage } from './landing-page.tsx';

/** Spec 000 §2 `/signinmodal`: the home page with the sign-in modal open over it. */
export function SignInModalPage() {
  useEffect(() => authModal.open('signIn'), []);
  return <LandingPage />;
}
