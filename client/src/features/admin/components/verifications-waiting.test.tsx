import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { applyLiveEvent } from '../../../lib/socket';
import { serveFakeApi } from '../../../lib/test-kit';
import { WaitingCard } from '../../../ui/waiting-card';
import { adminLive } from '../live';
import { VerificationsWaiting } from './verifications-waiting';

let waiting = 2;
let failing = false;
const fake = serveFakeApi((request) => {
  if (failing) return { status: 500, body: { message: 'Something went wrong.' } };
  if (request.url.startsWith('/api/admin/users')) return { body: { statusCode: 200, data: [], totalPages: 1, currentPage: 1, totalCount: waiting } };
  return { status: 404, body: {} };
});

beforeEach(() => {
  localStorage.clear();
  setSession('tok', sessionUserFixture({ userRole: 'admin' }));
  waiting = 2;
  failing = false;
});

const renderLine = () => {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <WaitingCard>
          <VerificationsWaiting />
        </WaitingCard>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
};

describe('verifications waiting on the admin', () => {
  it('counts the referrer verifications waiting for a decision, leading to those referrers', async () => {
    renderLine();
    const line = await screen.findByRole('link', { name: /2\s*referrer verifications waiting for a decision/ });
    expect(line).toHaveAttribute('href', '/admin_dashboard/user_management?verification=pending');
    expect(fake.received.map((request) => request.url)).toContain('/api/admin/users?page=1&limit=1&verification=pending');
  });

  it('counts again when a referrer sends a verification or an admin decides one', async () => {
    waiting = 1;
    const queryClient = renderLine();
    expect(await screen.findByRole('link', { name: /1\s*referrer verification waiting for a decision/ })).toBeInTheDocument();
    waiting = 2;
    applyLiveEvent(queryClient, [adminLive], { type: 'ReferrerVerificationSubmitted', position: 10, data: { userId: 'u9' } });
    expect(await screen.findByRole('link', { name: /2\s*referrer verifications waiting for a decision/ })).toBeInTheDocument();
    waiting = 0;
    applyLiveEvent(queryClient, [adminLive], { type: 'ReferrerVerificationStatusChanged', position: 11, data: { userId: 'u9', status: 'approved' } });
    expect(await screen.findByRole('link', { name: /0\s*referrer verifications waiting for a decision/ })).toBeInTheDocument();
  });

  it('says when it could not count, and counts again on request', async () => {
    failing = true;
    const user = userEvent.setup();
    renderLine();
    expect(await screen.findByText(/Failed to count the verifications waiting\./, {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /2\s*referrer verifications waiting for a decision/ })).toBeInTheDocument();
  });
});
