import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminUserListKey, type AdminUserList, type AdminUsersQuery } from './types';

/** GET /api/admin/users?page&limit&search&role, newest first. */
export const useAdminUsers = (query: AdminUsersQuery) =>
  useQuery({
    queryKey: adminUserListKey(query),
    queryFn: ({ signal }) => api.get<AdminUserList>('/api/admin/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
