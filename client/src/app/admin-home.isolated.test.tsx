import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activityMessages } from '@referly/domain';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionUserFixture } from '../lib/session-fixture.ts';
import { setSession } from '../lib/session.ts';
import { serveFakeApi } from '../lib/test-kit.tsx';
import { routes } from './routes.tsx';

// as in routes.isolated.test.tsx: no socket in jsdom; the feed's live handling is tested in features/activity
vi.mock('../lib/socket.ts', () => ({ useLiveEvents: () => undefined }));

const fake = serveFakeApi((request) => {
  if (request.url.startsWith('/api/admin/activity')) return { body: { statusCode: 200, data: [], nextBefore: null } };
  if (request.url.startsWith('/api/admin/services/job-referral'))
    return { body: { data: [], totalPages: 1, currentPage: 1, totalCount: 0, counts: { all: 0, pending: 0, approved: 0, rejected: 0 } } };
  if (request.url.startsWith('/api/admin/users')) return { body: { statusCode: 200, data: [], totalPages: 1, currentPage: 1, totalCount: 2 } };
  return { body: { statusCode: 200, data: [] } };
});
beforeEach(() => localStorage.clear());

describe('the admin dashboard home', () => {
  it('shows a fresh admin the live activity feed, empty, and what waits on them, in place of the placeholders', async () => {
    setSession('tok', sessionUserFixture({ userRole: 'admin', personalInfo: { firstName: 'Ava', lastName: 'Admin' } }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin_dashboard'] })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome, Ava!' })).toBeInTheDocument();
    // the feed's code loads on first visit
    expect(await screen.findByRole('heading', { name: 'Live activity' }, { timeout: 15000 })).toBeInTheDocument();
    expect(await screen.findByText(activityMessages.empty)).toBeInTheDocument();
    expect(screen.queryByText('Sign-ups, requests, status changes and payments will stream in here as they happen.')).not.toBeInTheDocument();
    expect(fake.received.some((request) => request.url === '/api/admin/activity')).toBe(true);
    // what waits on the admin, counted for real rather than a "coming soon" card
    expect(await screen.findByRole('link', { name: /0\s*job referral requests not decided yet/ }, { timeout: 5000 })).toBeInTheDocument();
    // and the referrers whose verification waits for a decision (the admin feature's line in the same card)
    const verifications = await screen.findByRole('link', { name: /2\s*referrer verifications waiting for a decision/ }, { timeout: 5000 });
    expect(verifications).toHaveAttribute('href', '/admin_dashboard/user_management?verification=pending');
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    // three lazily loaded parts: more than the default 5 s on a busy machine
  }, 20_000);
});
