import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getSessionUser, setSession } from '../../../lib/session';
import type { Envelope } from './types';

export type PasswordChange = { oldPassword: string; password: string; confirmPassword: string };

/**
 * POST /api/user/change-password. The server revokes every older token and answers a new one;
 * storing it keeps this browser signed in.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: PasswordChange) => api.post<Envelope<{ token?: string }>>('/api/user/change-password', body),
    onSuccess: (reply) => {
      const user = getSessionUser();
      const token = reply.data?.token;
      if (token && user) setSession(token, user);
    },
  });
