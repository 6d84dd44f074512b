import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { startFakeApi, type FakeReply, type ReceivedRequest } from '../../lib/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import type { PaymentConfig } from './api/types';
import { paymentKeys } from './api/keys';
import { PaymentManagementPage } from './payment-management-page';
import { timerConfigOf } from './timer-config-fixture';

const prices: PaymentConfig = {
  jobReferralAmount: { key: 'jobReferralAmount', value: 500, currency: 'usd', description: 'Price of a job referral request, in dollars', category: 'payment' },
  resumeReviewAmount: {
    key: 'resumeReviewAmount',
    value: 306,
    currency: 'usd',
    description: 'Price of a resume and cover letter review, in dollars',
    category: 'payment',
  },
};
let readTimers: () => FakeReply;
let answerPut: (request: ReceivedRequest) => FakeReply;
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi((request) =>
    request.method === 'PUT' ? answerPut(request) : request.url.endsWith('category=timers') ? readTimers() : { body: { statusCode: 200, data: prices } },
  );
});
afterAll(() => fake.close());
beforeEach(() => {
  toast.reset();
  fake.received.length = 0;
  readTimers = () => ({ body: { statusCode: 200, data: timerConfigOf({}) } });
  answerPut = () => ({ body: { message: 'Request timers updated successfully!' } });
});
afterEach(cleanup);

let client: QueryClient;
const renderPage = () => {
  client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin_dashboard/payment_management']}>
        <PaymentManagementPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};
const card = () => within(screen.getByRole('region', { name: 'Request timers' }));
const puts = () => fake.received.filter((request) => request.method === 'PUT');
const toasts = () => toast.getAll().map((t) => t.message);
const field = (name: string) => screen.getByLabelText(name);
const retype = async (user: ReturnType<typeof userEvent.setup>, name: string, text: string) => {
  await user.clear(await screen.findByLabelText(name));
  if (text) await user.type(field(name), text);
};

describe('request timers on the payment management page', () => {
  it('shows every period with its unit and description, the defaults when never set', async () => {
    renderPage();
    expect(await screen.findByLabelText('Untaken reminder (hours)')).toHaveValue(48);
    expect(fake.received.map((request) => request.url)).toContain('/api/app-config?category=timers');
    const shown = {
      'Untaken reminder (hours)': 48,
      'Untaken refund (days)': 7,
      'Silence reminder (days)': 3,
      'Return to pool (days)': 7,
      'Approval reminder (days)': 5,
      'Automatic approval (days)': 7,
      'Dispute window (days)': 14,
    };
    for (const [name, value] of Object.entries(shown)) expect(field(name)).toHaveValue(value);
    expect(field('Untaken refund (days)')).toHaveAccessibleDescription('A paid request nobody took: refunded in full and closed. (default)');
    expect(card().getByRole('group', { name: 'A referrer who stops writing' })).toContainElement(field('Return to pool (days)'));
    // the prices keep their own card
    expect(await screen.findByText('USD 500')).toBeInTheDocument();
  });

  it('shows a stored period without the default mark', async () => {
    readTimers = () => ({ body: { statusCode: 200, data: timerConfigOf({ autoApproveDays: 10 }) } });
    renderPage();
    expect(await screen.findByLabelText('Automatic approval (days)')).toHaveValue(10);
    expect(field('Automatic approval (days)')).toHaveAccessibleDescription('The seeker still silent: the request is approved automatically.');
  });

  it.each([
    ['Dispute window (days)', '', 'Dispute window must be a whole number of days from 1 to 90'],
    ['Dispute window (days)', '0', 'Dispute window must be a whole number of days from 1 to 90'],
    ['Dispute window (days)', '1.5', 'Dispute window must be a whole number of days from 1 to 90'],
    ['Dispute window (days)', '91', 'Dispute window must be a whole number of days from 1 to 90'],
    ['Untaken reminder (hours)', '721', 'Untaken reminder must be a whole number of hours from 1 to 720'],
    ['Untaken reminder (hours)', '168', 'The reminder must come before the refund.'],
    ['Silence reminder (days)', '7', 'The reminder must come before the request goes back to the pool.'],
    ['Approval reminder (days)', '8', 'The reminder must come before the automatic approval.'],
  ])('refuses %s = %j with the message under it, focused, and sends nothing', async (name, typed, message) => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText(name);
    await retype(user, name, typed);
    await user.click(screen.getByRole('button', { name: 'Save timers' }));
    expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveFocus();
    expect(puts()).toEqual([]);
    // typing again clears it
    await user.type(field(name), '1');
    expect(field(name)).not.toHaveAttribute('aria-invalid');
  });

  it('puts the order’s message on the reminder when the step moves before it', async () => {
    const user = userEvent.setup();
    renderPage();
    await retype(user, 'Automatic approval (days)', '4');
    await user.click(await screen.findByRole('button', { name: 'Save timers' }));
    expect(field('Approval reminder (days)')).toHaveAccessibleDescription(expect.stringContaining('The reminder must come before the automatic approval.'));
    expect(field('Automatic approval (days)')).not.toHaveAttribute('aria-invalid');
    expect(puts()).toEqual([]);
  });

  it('saves the periods changed in one request, with the keyboard, then says so and shows them', async () => {
    answerPut = () => {
      // the server lists them from now on
      readTimers = () => ({ body: { statusCode: 200, data: timerConfigOf({ untakenReminderHours: 24, disputeWindowDays: 30 }) } });
      return { body: { message: 'Request timers updated successfully!' } };
    };
    const user = userEvent.setup();
    renderPage();
    await retype(user, 'Untaken reminder (hours)', '24');
    await retype(user, 'Dispute window (days)', '30');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toasts()).toEqual(['Request timers updated successfully!']));
    expect(puts()).toEqual([
      expect.objectContaining({
        url: '/api/app-config',
        body: {
          configs: [
            {
              key: 'untakenReminderHours',
              value: 24,
              description: 'A paid request nobody took: its company’s referrers are reminded.',
              category: 'timers',
            },
            { key: 'disputeWindowDays', value: 30, description: 'How long after completion or approval a seeker may open a dispute.', category: 'timers' },
          ],
        },
      }),
    ]);
    expect(field('Untaken reminder (hours)')).toHaveValue(24);
    expect(field('Dispute window (days)')).toHaveValue(30);
    expect(screen.queryByRole('button', { name: 'Undo changes' })).not.toBeInTheDocument();
  });

  it('says the server’s reason under the field it names, and that the save failed', async () => {
    answerPut = () => ({
      status: 400,
      body: {
        status: 400,
        code: 'validation_failed',
        message: 'The reminder must come before the refund.',
        errors: { 'configs.0.value': 'The reminder must come before the refund.' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await retype(user, 'Untaken reminder (hours)', '100');
    await user.click(screen.getByRole('button', { name: 'Save timers' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to update the request timers. Please try again.']));
    expect(field('Untaken reminder (hours)')).toHaveAccessibleDescription(expect.stringContaining('The reminder must come before the refund.'));
    expect(field('Untaken reminder (hours)')).toHaveValue(100);
  });

  it('undoes the changes not saved', async () => {
    const user = userEvent.setup();
    renderPage();
    await retype(user, 'Return to pool (days)', '9');
    await user.click(await screen.findByRole('button', { name: 'Undo changes' }));
    expect(field('Return to pool (days)')).toHaveValue(7);
    expect(puts()).toEqual([]);
  });

  it('follows another admin’s change where the field was not touched', async () => {
    const user = userEvent.setup();
    renderPage();
    await retype(user, 'Dispute window (days)', '21');
    readTimers = () => ({ body: { statusCode: 200, data: timerConfigOf({ untakenRefundDays: 10, disputeWindowDays: 30 }) } });
    // what the live handler does on AppConfigChanged
    await act(() => client.invalidateQueries({ queryKey: paymentKeys.all }));
    await waitFor(() => expect(field('Untaken refund (days)')).toHaveValue(10));
    expect(field('Dispute window (days)')).toHaveValue(21);
  });

  it('says the timers could not be loaded, with Retry, while the prices still show', async () => {
    readTimers = () => ({ status: 500, body: { status: 500 } });
    const user = userEvent.setup();
    renderPage();
    expect(await card().findByRole('alert')).toHaveTextContent('Failed to load the request timers. Please try again.');
    expect(await screen.findByText('USD 500')).toBeInTheDocument();
    readTimers = () => ({ body: { statusCode: 200, data: timerConfigOf({}) } });
    await user.click(card().getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Untaken reminder (hours)')).toHaveValue(48);
  });

  it('says when the server lists no timers', async () => {
    readTimers = () => ({ body: { statusCode: 200, data: {} } });
    renderPage();
    expect(await card().findByRole('alert')).toHaveTextContent('No request timers found. Please contact administrator.');
  });
});
