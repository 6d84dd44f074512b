import '@testing-library/jest-dom/vitest';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import type { ReferralPage, ReferralRow } from '../api/types';
import { SeekerReferralsPage } from './seeker-referrals-page';

const row = (index: number, overrides: Partial<ReferralRow> = {}): ReferralRow => ({
  _id: `r${index}`,
  id: `r${index}`,
  index,
  userName: 'Mia Nguyen',
  jobTitle: `Role ${index}`,
  company: 'Canva',
  submissionDate: '2026-03-02T01:00:00.000Z',
  status: 'pending',
  currentStatus: 'pending',
  paymentStatus: 'Paid',
  refundStatus: null,
  referrer: null,
  ...overrides,
});

const page = (rows: ReferralRow[], overrides: Partial<ReferralPage> = {}): ReferralPage => ({
  data: rows,
  totalPages: 1,
  currentPage: 1,
  totalCount: rows.length,
  counts: { all: 12, pending: 7, approved: 4, rejected: 1 },
  ...overrides,
});

let answer: (url: string) => FakeReply = () => ({ body: page([]) });
const fake = serveFakeApi((request) => answer(request.url));

const renderAt = (entry: string) => {
  renderPage(<SeekerReferralsPage />, { at: entry, path: '/user_dashboard/job_referrals' });
  return userEvent.setup();
};

const location = shownLocation;

describe("seeker's job referrals list", () => {
  it('shows every tab with its real count, the rows with status and payment, and opens a row with Enter', async () => {
    answer = () => ({ body: page([row(2, { paymentStatus: 'Unpaid' }), row(1, { status: 'approved', currentStatus: 'approved' })], { totalPages: 2 }) });
    const user = renderAt('/user_dashboard/job_referrals');
    const table = await screen.findByRole('table');
    expect(screen.getByRole('tab', { name: /^All\s*12$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Pending\s*7$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Approved\s*4$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Rejected\s*1$/ })).toBeInTheDocument();
    const first = within(table).getByRole('row', { name: 'Open request #2: Role 2 at Canva' });
    expect(within(first).getByText('Unpaid')).toBeInTheDocument();
    expect(fake.received[0]?.url).toBe('/api/job-referral/job-seeker?page=1&limit=10&tab=all');

    first.focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/user_dashboard/job_referrals/r2');
  });

  it('marks a request with an open dispute beside its status, and not one whose dispute was settled', async () => {
    answer = () => ({
      body: page([
        row(3, { status: 'waitingforapproval', currentStatus: 'waitingforapproval', disputeStatus: 'open' }),
        row(2, { status: 'approved', currentStatus: 'approved', disputeStatus: 'settled' }),
      ]),
    });
    renderAt('/user_dashboard/job_referrals');
    const table = await screen.findByRole('table');
    expect(within(within(table).getByRole('row', { name: 'Open request #3: Role 3 at Canva' })).getByText('Dispute open')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: 'Open request #2: Role 2 at Canva' })).queryByText('Dispute open')).not.toBeInTheDocument();
  });

  it('keeps the tab and the page in the address, back on page 1 when the tab changes', async () => {
    answer = () => ({ body: page([row(1)], { totalPages: 3, currentPage: 2 }) });
    const user = renderAt('/user_dashboard/job_referrals?page=2');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: /^Approved\s*4$/ }));
    expect(location()).toHaveTextContent('/user_dashboard/job_referrals?tab=approved');
    await waitFor(() => expect(fake.received.map((r) => r.url)).toContain('/api/job-referral/job-seeker?page=1&limit=10&tab=approved'));
  });

  it('says what to do next when there is nothing yet', async () => {
    answer = () => ({ body: page([], { counts: { all: 0, pending: 0, approved: 0, rejected: 0 } }) });
    renderAt('/user_dashboard/job_referrals');
    expect(await screen.findByText("You haven't requested a referral yet.")).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Request a Referral' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/user_dashboard/job_referrals/newrequest', '/user_dashboard/job_referrals/newrequest']);
  });

  it("says 'Failed to retrieve job referrals.' and offers to try again", async () => {
    answer = () => ({ status: 500, body: { status: 500, code: 'internal', message: 'Something went wrong.' } });
    renderAt('/user_dashboard/job_referrals');
    // a 5xx is asked once more before it counts as a failure
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to retrieve job referrals.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to retrieve job referrals.']);
  });
});
