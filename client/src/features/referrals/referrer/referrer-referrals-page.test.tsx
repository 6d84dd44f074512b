import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import type { ReferralPage, ReferralRow } from '../api/types';
import { ReferrerReferralsPage } from './referrer-referrals-page';

const row = (index: number, status: ReferralRow['status']): ReferralRow => ({
  _id: `r${index}`,
  id: `r${index}`,
  index,
  userName: `Seeker ${index}`,
  jobTitle: 'Frontend Engineer',
  company: 'Atlassian',
  submissionDate: '2026-11-20T01:00:00.000Z',
  status,
  currentStatus: status,
  paymentStatus: 'Paid',
  refundStatus: null,
  referrer: null,
});

const page = (rows: ReferralRow[]): ReferralPage => ({
  data: rows,
  totalPages: 3,
  currentPage: 1,
  totalCount: 23,
  counts: { all: 23, pending: 14, approved: 6, rejected: 3 },
});
let answerList: (request: ReceivedRequest) => FakeReply = () => ({ body: page([row(3, 'approved'), row(2, 'pending'), row(1, 'inProgress')]) });
const fake = serveFakeApi((request) =>
  request.url.startsWith('/api/referrer/credits')
    ? { body: { data: { available: 300, pending: 100, earned: 300, withdrawn: 0, held: 0, currency: 'usd', history: [] } } }
    : answerList(request),
);
beforeEach(() => {
  answerList = () => ({ body: page([row(3, 'approved'), row(2, 'pending'), row(1, 'inProgress')]) });
});

const renderAt = (entry: string) => renderPage(<ReferrerReferralsPage />, { at: entry, path: '/referrer_dashboard' });

const listReads = () => fake.received.filter((request) => request.url.startsWith('/api/job-referral/referrer')).map((request) => request.url);
const location = shownLocation;

describe('referral resumes', () => {
  it('shows the real counts on the tabs and the credits at the top', async () => {
    renderAt('/referrer_dashboard');
    expect(await screen.findByRole('tab', { name: /^Pending\s?14$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^All\s?23$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Approved\s?6$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Rejected\s?3$/ })).toBeInTheDocument();
    expect(await screen.findByText('Available credits')).toBeInTheDocument();
    expect(listReads()).toEqual(['/api/job-referral/referrer?page=1&limit=10&tab=all']);
  });

  it('keeps the tab and the page in the address', async () => {
    const user = userEvent.setup();
    renderAt('/referrer_dashboard?page=2');
    await user.click(await screen.findByRole('tab', { name: /^Rejected\s?3$/ }));
    await waitFor(() => expect(location()).toHaveTextContent('/referrer_dashboard?tab=rejected'));
    await waitFor(() => expect(listReads()).toContain('/api/job-referral/referrer?page=1&limit=10&tab=rejected'));
    expect(listReads()[0]).toBe('/api/job-referral/referrer?page=2&limit=10&tab=all');
  });

  it('sorts the page by status, in the order of the lifecycle', async () => {
    const user = userEvent.setup();
    renderAt('/referrer_dashboard');
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => within(tr).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(['Seeker 3', 'Seeker 2', 'Seeker 1']);
    await user.click(within(table).getByRole('button', { name: /Status/ }));
    expect(names()).toEqual(['Seeker 2', 'Seeker 1', 'Seeker 3']);
    expect(within(table).getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(location()).toHaveTextContent('?sort=status');
  });

  it('opens a request with Enter on its row', async () => {
    const user = userEvent.setup();
    renderAt('/referrer_dashboard');
    (await screen.findByRole('row', { name: 'Open request 2 from Seeker 2' })).focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/referrer_dashboard/referrer_details/r2');
  });

  it('explains that paid requests appear here as soon as a seeker pays', async () => {
    answerList = () => ({ body: { data: [], totalPages: 0, currentPage: 1, totalCount: 0, counts: { all: 0, pending: 0, approved: 0, rejected: 0 } } });
    renderAt('/referrer_dashboard');
    expect(await screen.findByText(/As soon as a job seeker pays for a referral at your company, their request appears here/)).toBeInTheDocument();
  });
});
