import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';
import type { AdminUserList, AdminUsersQuery } from './types';

/** GET /api/admin/users?page&limit&search&role&verification, newest first. */
export const useAdminUsers = (query: AdminUsersQuery) =>
  useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => api.get<AdminUserList>('/api/admin/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
