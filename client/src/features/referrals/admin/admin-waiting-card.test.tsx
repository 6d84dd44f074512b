import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import { AdminWaitingCard } from './admin-waiting-card';

let pending = 3;
let withdrawalStatuses = ['requested', 'paid', 'requested', 'declined'];
let failing = false;
let openDisputes = 2;
const withdrawal = (status: string, i: number) => ({
  _id: `w${i}`,
  referrerId: 'r1',
  referrerName: 'Riley Referrer',
  credits: 10,
  accountName: 'Riley',
  bsb: '062000',
  accountNumber: '12345678',
  status,
  reason: null,
  requestedAt: '2026-11-24T00:00:00.000Z',
  decidedAt: null,
});
const fake = serveFakeApi((request) => {
  if (failing) return { status: 500, body: { message: 'Something went wrong.' } };
  if (request.url.startsWith('/api/admin/withdrawals')) return { body: { statusCode: 200, data: withdrawalStatuses.map(withdrawal) } };
  if (request.url.startsWith('/api/admin/disputes'))
    return { body: { statusCode: 200, data: [], totalCount: openDisputes, openCount: openDisputes, totalPages: 1, currentPage: 1 } };
  return { body: { statusCode: 200, data: [], totalPages: 1, currentPage: 1, totalCount: pending, counts: { all: 9, pending, approved: 4, rejected: 2 } } };
});

beforeEach(() => {
  localStorage.clear();
  setSession('tok', sessionUserFixture({ userRole: 'admin' }));
  pending = 3;
  withdrawalStatuses = ['requested', 'paid', 'requested', 'declined'];
  failing = false;
  openDisputes = 2;
});

describe('what waits on the admin', () => {
  it('counts the requests not decided yet and the withdrawals to pay, each leading to where it is handled', async () => {
    renderPage(<AdminWaitingCard />);
    const card = screen.getByRole('region', { name: 'Waiting on you' });
    const requests = await within(card).findByRole('link', { name: /3\s*job referral requests not decided yet/ });
    expect(requests).toHaveAttribute('href', '/admin_dashboard/service_management?tab=pending');
    expect(within(card).getByRole('link', { name: /2\s*withdrawals to pay out or decline/ })).toHaveAttribute('href', '/admin_dashboard/withdrawals');
    expect(within(card).getByRole('link', { name: /2\s*disputes to settle/ })).toHaveAttribute('href', '/admin_dashboard/disputes');
    expect(fake.received.map((request) => request.url)).toContain('/api/admin/disputes?status=open&page=1&limit=1');
    expect(fake.received.map((request) => request.url)).toContain('/api/admin/services/job-referral?page=1&limit=1&tab=pending');
  });

  it('says one in the singular, and none as 0', async () => {
    pending = 1;
    withdrawalStatuses = ['requested'];
    openDisputes = 1;
    renderPage(<AdminWaitingCard />);
    expect(await screen.findByRole('link', { name: /1\s*job referral request not decided yet/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1\s*withdrawal to pay out or decline/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1\s*dispute to settle/ })).toBeInTheDocument();
  });

  it('says when it could not count, and counts again on request', async () => {
    failing = true;
    const user = userEvent.setup();
    renderPage(<AdminWaitingCard />);
    expect(await screen.findByText(/Failed to count what is waiting\./, {}, { timeout: 5000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /3\s*job referral requests not decided yet/ })).toBeInTheDocument();
  });
});
