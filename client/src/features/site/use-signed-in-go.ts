import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authModal } from '../../lib/auth-modal.ts';
import { useSession } from '../../lib/session.ts';

/** A button's target for someone signed in; a visitor gets the sign-in modal, and lands there once signed in. */
export const useSignedInGo = () => {
  const { token } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (target: string) => {
      if (token) navigate(target);
      else authModal.open('signIn', { redirectTo: target });
    },
    [token, navigate],
  );
};
