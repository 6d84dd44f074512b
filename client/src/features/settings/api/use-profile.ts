import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKey, type Envelope, type Profile } from './types';

/** GET /api/user/profile */
export const useProfile = () =>
  useQuery({
    queryKey: profileKey,
    queryFn: async ({ signal }) => (await api.get<Envelope<Profile>>('/api/user/profile', { signal })).data,
  });
