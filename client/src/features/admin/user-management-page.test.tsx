import '@testing-library/jest-dom/vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi } from '../../lib/api';
import { createQueryClient } from '../../lib/query-client';
import { UserManagementPage } from './user-management-page';

const requested: string[] = [];
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ data: [], totalPages: 1, currentPage: 1, totalCount: 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requested.length = 0;
});
afterEach(cleanup);

function CurrentSearch() {
  return <output aria-label="location">{useLocation().search}</output>;
}

const renderAt = (entry: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/admin_dashboard/user_management"
            element={
              <>
                <UserManagementPage />
                <CurrentSearch />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('admin user management search', () => {
  it('puts the typed text in the address once typing pauses, back on page 1, keeping the role', async () => {
    const user = userEvent.setup();
    renderAt('/admin_dashboard/user_management?page=3&role=referrer');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  liam ');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('?role=referrer&search=liam'));
    await waitFor(() => expect(requested.some((url) => url.includes('search=liam') && url.includes('page=1') && url.includes('role=referrer'))).toBe(true));
  });

  it('keeps a role chosen while the search waits', async () => {
    const user = userEvent.setup();
    renderAt('/admin_dashboard/user_management');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'liam');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('?role=admin&search=liam'));
  });
});
