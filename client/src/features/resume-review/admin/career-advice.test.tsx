import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CareerAdviceRow } from '@referly/domain';
import type { FakeReply } from '../../../lib/fake-api';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import { CareerAdvicePage } from './career-advice-page';
import { CareerAdviceTablePage } from './career-advice-table-page';

const session = (overrides: Partial<CareerAdviceRow> = {}): CareerAdviceRow => ({
  _id: 'rv1',
  reviewId: 'rv1',
  index: 7,
  userName: 'Mia Nguyen',
  email: 'mia@example.com.au',
  mobile: '0412 345 678',
  desiredPosition: 'Data Analyst',
  desiredCompany: 'Atlassian',
  note: 'Moving into data',
  requestedAt: '2026-11-21T01:00:00.000Z',
  meeting: null,
  state: 'requested',
  ...overrides,
});

let answerPut: () => FakeReply = () => ({ body: { message: 'The meeting has been saved.' } });
const fake = serveFakeApi((request) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/api/admin/services/career-advice') {
    return {
      body: {
        statusCode: 200,
        data: [
          session(),
          session({
            _id: 'rv2',
            reviewId: 'rv2',
            index: 8,
            userName: 'Tom Ba',
            state: 'scheduled',
            meeting: { link: 'https://meet.example.com/x', date: '2026-12-01', time: '10:30' },
          }),
        ],
        totalPages: 1,
        currentPage: 1,
        totalCount: 2,
      },
    };
  }
  if (url.pathname === '/api/admin/services/career-advice/rv1' && request.method === 'GET') return { body: { statusCode: 200, data: session() } };
  if (request.method === 'PUT') return answerPut();
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
});
beforeEach(() => {
  answerPut = () => ({ body: { message: 'The meeting has been saved.' } });
  setSession('tok', sessionUserFixture({ userRole: 'admin' }));
});

describe('career advice table (spec 001 §2.4, real requests)', () => {
  it('lists the sessions asked for, their meeting or that one is waiting, and opens one', async () => {
    renderPage(<CareerAdviceTablePage />, { at: '/admin_dashboard/career_advice_table' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mia Nguyen')).toBeInTheDocument();
    expect(within(table).getByText('Waiting for a meeting')).toBeInTheDocument();
    expect(within(table).getByText('01 Dec 2026, 10:30 am')).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole('row', { name: 'Open the career advice session of Mia Nguyen' }));
    expect(shownLocation()).toHaveTextContent('/admin_dashboard/career_advice/rv1');
  });
});

describe('career advice detail: the meeting form (link, date, time)', () => {
  const renderDetail = async () => {
    renderPage(<CareerAdvicePage />, { at: '/admin_dashboard/career_advice/rv1', path: '/admin_dashboard/career_advice/:id' });
    await screen.findByRole('heading', { name: 'Career Advice · Mia Nguyen' });
    return userEvent.setup();
  };

  it('checks the link, date and time before sending', async () => {
    const user = await renderDetail();
    await user.type(screen.getByLabelText('Meeting link'), 'http://meet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter the meeting link as a full https:// link.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the meeting date as YYYY-MM-DD.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the meeting time as HH:mm.')).toBeInTheDocument();
    expect(fake.received.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('saves the meeting and says so; a day in the past is the server’s message under the date', async () => {
    const user = await renderDetail();
    await user.type(screen.getByLabelText('Meeting link'), 'https://meet.example.com/abc');
    await user.type(screen.getByLabelText('Date'), '2026-12-01');
    await user.type(screen.getByLabelText('Time'), '10:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['The meeting has been saved.']));
    expect(fake.received.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/admin/services/career-advice/rv1',
      body: { link: 'https://meet.example.com/abc', date: '2026-12-01', time: '10:30' },
    });

    answerPut = () => ({
      status: 400,
      body: {
        status: 400,
        code: 'validation_failed',
        message: "The meeting date can't be in the past.",
        errors: { date: "The meeting date can't be in the past." },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The meeting date can't be in the past.")).toBeInTheDocument();
  });
});
