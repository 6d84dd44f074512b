import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../lib/query-client';
import { adminKeys } from './api/keys';
import type { AdminUser } from './api/types';
import { UserDetailPage } from './user-detail-page';

/** For tests: the admin's page of a user, already read (a user given), or still to be read (only an id). */
export const renderUserDetail = (user: AdminUser | { id: string }) => {
  const client = createQueryClient();
  if ('email' in user) client.setQueryData(adminKeys.user(user.id), user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin_dashboard/user_management/${user.id}`]}>
        <Routes>
          <Route path="/admin_dashboard/user_management/:id" element={<UserDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
