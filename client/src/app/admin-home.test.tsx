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

// as in routes.test.tsx: no socket in jsdom; the feed's live handling is tested in features/activity
vi.mock('../lib/socket.ts', () => ({ useLiveEvents: () => undefined }));

const fake = serveFakeApi((request) =>
  request.url.startsWith('/api/admin/activity') ? { body: { statusCode: 200, data: [], nextBefore: null } } : { body: { statusCode: 200, data: [] } },
);
beforeEach(() => localStorage.clear());

describe('the admin dashboard home', () => {
  it('shows a fresh admin the live activity feed, empty, in place of the placeholder', async () => {
    setSession('tok', sessionUserFixture({ userRole: 'admin', personalInfo: { firstName: 'Ava', lastName: 'Admin' } }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin_dashboard'] })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome, Ava!' })).toBeInTheDocument();
    // the feed's code loads on first visit
    expect(await screen.findByRole('heading', { name: 'Live activity' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(activityMessages.empty)).toBeInTheDocument();
    expect(screen.queryByText('Sign-ups, requests, status changes and payments will stream in here as they happen.')).not.toBeInTheDocument();
    expect(fake.received.some((request) => request.url === '/api/admin/activity')).toBe(true);
  });
});
