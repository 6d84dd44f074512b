import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { clearSession, getAuthToken } from '../lib/session.ts';
import { paths } from '../lib/paths.ts';

/** Spec 000 §4: logout forgets the session and goes to /login; the server revokes the token best-effort. */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const token = getAuthToken();
    clearSession();
    queryClient.clear();
    // the session is already cleared, so the token goes explicitly; lib/api never takes logout's 401 for an expiry
    if (token) void api.post('/api/user/logout', undefined, { token }).catch(() => undefined);
    navigate(paths.login);
  }, [navigate, queryClient]);
};
