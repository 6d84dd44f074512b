import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { clearSession, getAuthToken } from '../lib/session.ts';
import { paths } from './paths.ts';

/** Spec 000 §4: logout forgets the session and goes to /login; the server revokes the token best-effort. */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const token = getAuthToken();
    clearSession();
    queryClient.clear();
    // the explicit token keeps an already-revoked session from raising 'Session expired'
    if (token) void api.post('/api/user/logout', undefined, { token }).catch(() => undefined);
    navigate(paths.login);
  }, [navigate, queryClient]);
};
