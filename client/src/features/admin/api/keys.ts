import type { AdminUsersQuery } from './types';

/** The admin feature's query keys, defined once: every user read starts with `adminKeys.users`. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (query: AdminUsersQuery) => [...adminKeys.users, 'list', query] as const,
  user: (id: string) => [...adminKeys.users, 'detail', id] as const,
};
