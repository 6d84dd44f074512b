import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';
import type { AdminUser } from './types';

/** GET /api/admin/users/{id} */
export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminKeys.user(id),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}`, { signal })).data,
  });
