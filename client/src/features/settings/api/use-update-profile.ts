import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@referly/domain';
import { api } from '../../../lib/api';
import { settingsKeys } from './keys';
import type { Envelope, Profile } from './types';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** PUT /api/user */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put<Envelope<Profile>>('/api/user', body),
    onSuccess: (reply) => {
      if (reply.data) queryClient.setQueryData(settingsKeys.profile, reply.data);
      return queryClient.invalidateQueries({ queryKey: settingsKeys.profile });
    },
  });
};
