import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authModal } from './auth-modal.ts';
import { useSession } from './session.ts';
import { defaultLandingPath } from './landing-path.ts';

/** 'Get Started': a visitor creates an account (spec 000 §2); someone signed in is taken to their own dashboard. */
export const useGetStarted = () => {
  const { token, user } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    if (token && user) navigate(defaultLandingPath(user));
    else authModal.open('signUp');
  }, [token, user, navigate]);
};
