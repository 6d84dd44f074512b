import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminUserKey, type AdminUser } from './types';

/** GET /api/admin/users/{id} */
export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminUserKey(id),
    queryFn: async ({ signal }) => (await api.get<{ data: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}`, { signal })).data,
  });
