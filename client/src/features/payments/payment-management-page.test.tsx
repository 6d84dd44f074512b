import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { startFakeApi, type FakeReply, type ReceivedRequest } from '../../lib/fake-api';
import { createQueryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import type { PaymentConfig } from './api/types';
import { PaymentManagementPage } from './payment-management-page';
import { timerConfigOf } from './timer-config-fixture';

const config: PaymentConfig = {
  jobReferralAmount: {
    key: 'jobReferralAmount',
    value: 500,
    currency: 'usd',
    description: 'Price of a job referral request, in dollars',
    category: 'payment',
  },
  resumeReviewAmount: {
    key: 'resumeReviewAmount',
    value: 306,
    currency: 'usd',
    description: 'Price of a resume and cover letter review, in dollars',
    category: 'payment',
    fallback: true,
  },
};
let read: () => FakeReply = () => ({ body: { statusCode: 200, data: config } });
const readTimers = (): FakeReply => ({ body: { statusCode: 200, data: timerConfigOf({}) } });
let answerPut: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'Payment settings updated successfully!' } });
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  // the request timers' card below the prices reads its own category (request-timers.test.tsx): answered with its defaults
  fake = await startFakeApi((request) => (request.method === 'PUT' ? answerPut(request) : request.url.endsWith('category=timers') ? readTimers() : read()));
});
afterAll(() => fake.close());
beforeEach(() => {
  toast.reset();
  fake.received.length = 0;
  read = () => ({ body: { statusCode: 200, data: config } });
  answerPut = () => ({ body: { message: 'Payment settings updated successfully!' } });
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin_dashboard/payment_management']}>
        <PaymentManagementPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const puts = () => fake.received.filter((request) => request.method === 'PUT');
const toasts = () => toast.getAll().map((t) => t.message);

describe('payment management', () => {
  it('reads the payment category and shows the current amount of each tab, with the breadcrumb back', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('USD 500')).toBeInTheDocument();
    expect(fake.received.map((request) => request.url)).toContain('/api/app-config?category=payment');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin_dashboard');
    await user.click(screen.getByRole('tab', { name: 'Resume Review' }));
    expect(screen.getByText('USD 306')).toBeInTheDocument();
    expect(screen.getByText('No amount has been set: the default above is charged.')).toBeInTheDocument();
  });

  it.each([
    ['', 'Job referral amount must be a valid positive number'],
    ['0', 'Job referral amount must be a valid positive number'],
    ['-5', 'Job referral amount must be a valid positive number'],
    ['100001', 'Job referral amount must be a valid positive number'],
  ])('refuses %j with the spec message and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Amount' }));
    const amount = screen.getByLabelText('Job Referral amount (USD)');
    await user.clear(amount);
    if (typed) await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(amount).toHaveAccessibleDescription(message);
    expect(puts()).toEqual([]);
  });

  it("uses the resume review's own message on its tab", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Resume Review' }));
    await user.click(screen.getByRole('button', { name: 'Edit Amount' }));
    await user.clear(screen.getByLabelText('Resume Review amount (USD)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Resume review amount must be a valid positive number')).toBeInTheDocument();
  });

  it('saves one price with its key, description and category, then says so in the spec words', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Amount' }));
    const amount = screen.getByLabelText('Job Referral amount (USD)');
    expect(amount).toHaveValue(500);
    await user.clear(amount);
    await user.type(amount, '449.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['Job Referral payment amount updated successfully!']));
    expect(puts()).toEqual([
      expect.objectContaining({
        url: '/api/app-config',
        body: { configs: [{ key: 'jobReferralAmount', value: 449.5, description: 'Price of a job referral request, in dollars', category: 'payment' }] },
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Edit Amount' })).toBeInTheDocument();
  });

  it("says 'Failed to update payment amount. Please try again.' and keeps the form", async () => {
    answerPut = () => ({ status: 500, body: { status: 500 } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Amount' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to update payment amount. Please try again.']));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says when there is no configuration for a price', async () => {
    read = () => ({ body: { statusCode: 200, data: {} } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No payment configuration found. Please contact administrator.');
  });

  it('says the settings could not be loaded, with Retry', async () => {
    read = () => ({ status: 403, body: { status: 403, code: 'forbidden', message: 'Forbidden.' } });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load payment settings. Please try again.');
    expect(toasts()).toEqual(['Failed to load payment settings. Please try again.']);
    read = () => ({ body: { statusCode: 200, data: config } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('USD 500')).toBeInTheDocument();
  });
});
