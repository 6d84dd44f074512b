import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, serveFakeApi, shownLocation } from '../../lib/test-kit';
import { UserManagementPage } from './user-management-page';

// one admin account, no account of any other filter
const fake = serveFakeApi((request) => ({ body: { data: [], totalPages: 1, currentPage: 1, totalCount: request.url.includes('role=admin') ? 1 : 0 } }));
const requested = () => fake.received.map((request) => request.url);

const renderAt = (entry: string) => renderPage(<UserManagementPage />, { at: entry, path: '/admin_dashboard/user_management' });

describe('admin user management search', () => {
  it('puts the typed text in the address once typing pauses, back on page 1, keeping the role', async () => {
    const user = userEvent.setup();
    renderAt('/admin_dashboard/user_management?page=3&role=referrer');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  liam ');
    await waitFor(() => expect(shownLocation()).toHaveTextContent('?role=referrer&search=liam'));
    await waitFor(() => expect(requested().some((url) => url.includes('search=liam') && url.includes('page=1') && url.includes('role=referrer'))).toBe(true));
  });

  it('keeps a role chosen while the search waits', async () => {
    const user = userEvent.setup();
    renderAt('/admin_dashboard/user_management');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'liam');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await waitFor(() => expect(shownLocation()).toHaveTextContent('?role=admin&search=liam'));
  });
});

describe('admin user management, verifications waiting', () => {
  it("opens from the admin home's count on the referrers whose verification waits, and lets the filter go", async () => {
    const user = userEvent.setup();
    renderAt('/admin_dashboard/user_management?verification=pending');
    expect(screen.getByRole('combobox', { name: 'Verification' })).toHaveValue('pending');
    await waitFor(() => expect(requested().some((url) => url.includes('verification=pending'))).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verification' }), '');
    await waitFor(() => expect(shownLocation()).not.toHaveTextContent('verification'));
  });
});

describe('admin user management, the count', () => {
  it("says '1 account' for one and '0 accounts' for none", async () => {
    renderAt('/admin_dashboard/user_management?role=admin');
    expect(await screen.findByText('1 account')).toBeInTheDocument();
    cleanup();
    renderAt('/admin_dashboard/user_management?role=referrer');
    expect(await screen.findByText('0 accounts')).toBeInTheDocument();
  });
});
