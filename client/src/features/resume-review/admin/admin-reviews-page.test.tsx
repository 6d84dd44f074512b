import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import type { AdminRow } from '../api/types';
import { AdminReviewsPage } from './admin-reviews-page';

const row: AdminRow = {
  _id: 'rv1',
  id: 'rv1',
  index: 7,
  name: 'Mia Nguyen',
  userName: 'Mia Nguyen',
  currentJob: 'Barista',
  submissionDate: '2026-11-20T01:00:00.000Z',
  currentStatus: 'pending',
  status: 'pending',
  paymentStatus: 'Unpaid',
  aiState: 'waiting',
};
const fake = serveFakeApi((request) =>
  request.url.startsWith('/api/admin/services/resume-review?')
    ? { body: { statusCode: 200, data: [row], totalPages: 1, currentPage: 1, totalCount: 1, counts: { all: 21, completed: 13, pending: 8 } } }
    : { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } },
);
beforeEach(() => setSession('tok', sessionUserFixture({ userRole: 'admin' })));

describe('admin resume review list (spec 001 §2.4)', () => {
  it('has tabs All, Completed, Pending with real counts, the spec columns, 10 a page, and opens a row', async () => {
    renderPage(<AdminReviewsPage />, { at: '/admin_dashboard/resume_review' });
    const table = await screen.findByRole('table');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All21', 'Completed13', 'Pending8']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'User Name', 'Current Job', 'Submission Date', 'Status', 'Payment Status', 'AI Review']);
    expect(within(table).getByText('Unpaid')).toBeInTheDocument();
    expect(fake.received[0]?.url).toBe('/api/admin/services/resume-review?page=1&limit=10&tab=all');
    await userEvent.setup().click(within(table).getByRole('row', { name: 'Open resume review #7 by Mia Nguyen' }));
    expect(shownLocation()).toHaveTextContent('/admin_dashboard/resume_review/rv1');
  });
});
