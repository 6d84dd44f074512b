import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResumeReviewTab } from '@referly/domain';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import type { SeekerRow } from '../api/types';
import { SeekerReviewsPage } from './seeker-reviews-page';

const row = (index: number, status: SeekerRow['status']): SeekerRow => ({
  _id: `rv${index}`,
  id: `rv${index}`,
  index,
  name: 'Mia Nguyen',
  currentJob: index === 2 ? '' : 'Barista',
  submissionDate: `2026-11-2${index}T01:00:00.000Z`,
  currentStatus: status,
  status,
  paymentStatus: 'Paid',
});

let rows: SeekerRow[] = [];
const fake = serveFakeApi((request) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/api/resume-review/job-seeker') {
    const tab = (url.searchParams.get('tab') ?? 'all') as ResumeReviewTab;
    const shown = tab === 'all' ? rows : rows.filter((r) => r.status === tab);
    return { body: { data: shown, totalPages: 1, currentPage: 1, totalCount: shown.length, counts: { all: 12, completed: 5, pending: 7 } } };
  }
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
});
beforeEach(() => {
  rows = [row(3, 'pending'), row(2, 'completed'), row(1, 'pending')];
  setSession('tok', sessionUserFixture());
});

const renderList = () => {
  renderPage(<SeekerReviewsPage />, { at: '/user_dashboard/resume_review' });
  return userEvent.setup();
};
const statusCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').at(-1)?.textContent);

describe('seeker resume review list (spec 001 §2.2)', () => {
  it("has the spec's heading, button and columns, and tabs All, Approved, Pending with the server's real counts", async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Resume & Cover Letter Review & Assistance' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Request Resume Review/ })[0]).toHaveAttribute('href', '/user_dashboard/resume_review/newrequest');
    await screen.findByRole('table');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All12', 'Approved5', 'Pending7']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'User Name', 'Current Job', 'Created Date', 'Status(Sort by status)']);
    expect(fake.received[0]?.url).toBe('/api/resume-review/job-seeker?page=1&limit=10&tab=all');
  });

  it('asks the server for the tab chosen', async () => {
    const user = renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    expect(shownLocation()).toHaveTextContent('/user_dashboard/resume_review?tab=completed');
    await vi.waitFor(() => expect(statusCells()).toEqual(['Completed']));
    expect(fake.received.at(-1)?.url).toBe('/api/resume-review/job-seeker?page=1&limit=10&tab=completed');
  });

  it('sorts by status: pending first, then completed first, then as the server sent them', async () => {
    const user = renderList();
    await screen.findByRole('table');
    expect(statusCells()).toEqual(['Pending', 'Completed', 'Pending']);
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    expect(statusCells()).toEqual(['Pending', 'Pending', 'Completed']);
    await user.click(screen.getByRole('button', { name: /^Status/ }));
    expect(statusCells()).toEqual(['Completed', 'Pending', 'Pending']);
  });

  it('opens a review from its row', async () => {
    const user = renderList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('row', { name: 'Open review #3' }));
    expect(shownLocation()).toHaveTextContent('/user_dashboard/resume_review/rv3');
  });

  it('invites a seeker with no reviews to request one', async () => {
    rows = [];
    renderList();
    expect(await screen.findByText("You haven't asked for a review yet.")).toBeInTheDocument();
  });
});
