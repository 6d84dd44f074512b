import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import type { ReferralPage } from '../api/types';
import { AdminReferralsPage } from './admin-referrals-page';

const page: ReferralPage = {
  data: [
    {
      _id: 'r2',
      id: 'r2',
      index: 2,
      userName: 'Mia Nguyen',
      jobTitle: 'Data Analyst',
      company: 'Atlassian',
      submissionDate: '2026-11-20T01:00:00.000Z',
      status: 'inProgress',
      currentStatus: 'inProgress',
      paymentStatus: 'Paid',
      refundStatus: null,
      referrer: null,
    },
  ],
  totalPages: 3,
  currentPage: 1,
  totalCount: 21,
  counts: { all: 21, pending: 12, approved: 6, rejected: 3 },
};

let answer: () => FakeReply = () => ({ body: { statusCode: 200, ...page } });
const fake = serveFakeApi(() => answer());
beforeEach(() => {
  answer = () => ({ body: { statusCode: 200, ...page } });
});

const renderAt = (entry: string) => renderPage(<AdminReferralsPage />, { at: entry });

// ui/tab-bar names a tab by its label and count with no space between them ('All21')
describe('admin job referral list', () => {
  it("shows each tab's real count from the answer, not from the page", async () => {
    renderAt('/admin_dashboard/service_management');
    expect(await screen.findByRole('tab', { name: /^All\s*21$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Approved\s*6$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Pending\s*12$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Rejected\s*3$/ })).toBeInTheDocument();
    const row = within(screen.getByRole('table')).getByRole('row', { name: 'Open request #2 by Mia Nguyen' });
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('Paid');
  });

  it('says Refunded, Refund pending or Refund failed instead of Paid for a rejected request, in the colours of a rejection', async () => {
    const [first] = page.data;
    if (!first) throw new Error('the page has a row');
    const rejected = (id: string, index: number, refundStatus: 'issued' | 'pending' | 'failed') => ({
      ...first,
      _id: id,
      id,
      index,
      status: 'rejected' as const,
      currentStatus: 'rejected' as const,
      refundStatus,
    });
    answer = () => ({
      body: { statusCode: 200, ...page, data: [rejected('r3', 3, 'issued'), rejected('r4', 4, 'pending'), rejected('r5', 5, 'failed')] },
    });
    renderAt('/admin_dashboard/service_management');
    const table = within(await screen.findByRole('table'));
    const badges = [3, 4, 5].map((index) => within(table.getByRole('row', { name: `Open request #${index} by Mia Nguyen` })).getByText(/^Refund/));
    expect(badges.map((badge) => badge.textContent)).toEqual(['Refunded', 'Refund pending', 'Refund failed']);
    for (const badge of badges) expect(badge).toHaveClass('text-rejected');
    expect(table.queryByText('Paid')).not.toBeInTheDocument();
  });

  it('asks for 10 a page of the chosen tab, and the typed search once typing pauses', async () => {
    const user = userEvent.setup();
    renderAt('/admin_dashboard/service_management');
    await user.click(await screen.findByRole('tab', { name: /^Pending\s*12$/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search job referrals' }), 'atlassian');
    await waitFor(() => expect(shownLocation()).toHaveTextContent('?tab=pending&search=atlassian'));
    await waitFor(() =>
      expect(fake.received.some((r) => r.url === '/api/admin/services/job-referral?page=1&limit=10&tab=pending&search=atlassian')).toBe(true),
    );
  });

  it('opens a request with Enter on its row', async () => {
    const user = userEvent.setup();
    renderAt('/admin_dashboard/service_management');
    const row = await screen.findByRole('row', { name: 'Open request #2 by Mia Nguyen' });
    row.focus();
    await user.keyboard('{Enter}');
    expect(shownLocation()).toHaveTextContent('/admin_dashboard/job_referrals/r2');
  });

  it("says the spec's failure and offers to try again", async () => {
    answer = () => ({ status: 500, body: { status: 500, message: 'Internal error' } });
    renderAt('/admin_dashboard/service_management');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to retrieve job referrals.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toast.getAll().map((t) => t.message)).toContain('Failed to retrieve job referrals.');
  });
});
