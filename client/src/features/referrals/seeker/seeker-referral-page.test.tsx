import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { startFakeApi, type FakeReply, type ReceivedRequest } from '../../../lib/fake-api';
import { resetPaymentProvider } from '../../../lib/payments/payment-requests';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import type { Referral } from '../api/types';
import { feedbackOpen } from './feedback-box';
import { SeekerReferralPage } from './seeker-referral-page';

const referralFixture = (overrides: Partial<Referral> = {}): Referral => ({
  _id: 'r1',
  id: 'r1',
  index: 7,
  seekerId: 'u1',
  jobSeekerDetails: { name: 'Mia Nguyen', email: 'mia@example.com.au', mobile: '0412345678' },
  industryDetails: {
    industry: 'Marketing and Communications',
    desiredPosition: 'Content Designer',
    desiredCompany: 'Canva',
    desiredCompanyId: 'c1',
    currentJob: '',
  },
  jobUrl: null,
  submissionDate: '2026-03-02T01:00:00.000Z',
  currentStatus: 'inProgress',
  status: 'inProgress',
  paymentStatus: 'Paid',
  payment: {
    _id: 'pi_1',
    amount: 500,
    amountCents: 50000,
    currency: 'usd',
    paymentMethod: 'CreditCard',
    date: '2026-03-05T01:00:00.000Z',
    reference: 'pi_1',
    couponCode: null,
    discountPercentage: null,
  },
  amountDue: 0,
  lastPaymentError: null,
  resume: { name: 'cv.pdf', size: 2048, mime: 'application/pdf', url: '/api/job-referral/r1/files/resume' },
  coverLetter: null,
  submittedProofs: null,
  rejectionReason: null,
  feedback: null,
  referrer: { id: 'ref1', name: 'Riley Referrer' },
  refund: null,
  timeline: [
    { kind: 'created', label: 'Request created', by: { role: 'jobSeeker', name: 'Mia Nguyen' }, at: '2026-03-02T01:00:00.000Z' },
    { kind: 'status', status: 'inProgress', label: 'In progress', by: { role: 'referrer', name: 'Riley Referrer' }, at: '2026-03-06T01:00:00.000Z' },
  ],
  allowedStatuses: [],
  updatedAt: '2026-03-06T01:00:00.000Z',
  ...overrides,
});

let referral: Referral | null = referralFixture();
let answerPut: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'ok' } });
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi((request) => {
    if (request.url === '/api/job-referral/job-seeker/r1' && request.method === 'GET') {
      return referral
        ? { body: { statusCode: 200, data: referral } }
        : { status: 404, body: { status: 404, code: 'not_found', message: 'This referral request does not exist.' } };
    }
    if (request.method === 'PUT') return answerPut(request);
    if (request.url === '/api/payments/config') return { body: { data: { provider: 'test', publishableKey: null } } };
    if (request.url === '/api/job-referral/job-seeker/r1/pay')
      return { body: { statusCode: 200, paymentClientSecret: 'pi_7_secret', amount: 50000, currency: 'usd' } };
    if (request.url === '/api/payments/test/confirm') return { body: { data: { status: 'succeeded' } } };
    return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  localStorage.clear();
  toast.reset();
  resetPaymentProvider();
  fake.received.length = 0;
  referral = referralFixture();
  answerPut = () => ({ body: { message: 'ok' } });
  setSession('tok', sessionUserFixture());
});
afterEach(cleanup);

const renderPage = () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/user_dashboard/job_referrals/r1']}>
        <Routes>
          <Route path="/user_dashboard/job_referrals/:id" element={<SeekerReferralPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

const toasts = () => toast.getAll().map((t) => t.message);
const feedbackRegion = () => screen.getByRole('region', { name: 'Your feedback' });
const puts = () => fake.received.filter((r) => r.method === 'PUT');

describe('seeker referral detail: feedback (spec 001 §2.2)', () => {
  it('shows the notice instead of the box while the request is in progress', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Content Designer at Canva' });
    expect(within(feedbackRegion()).getByText("Feedback can't be updated while the request is in progress.")).toBeInTheDocument();
    expect(within(feedbackRegion()).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('reads approved case-insensitively', () => {
    const spelt: string[] = ['approved', 'Approved', 'APPROVED'];
    expect(spelt.map((status) => feedbackOpen({ status } as Pick<Referral, 'status'>))).toEqual([true, true, true]);
    expect(feedbackOpen({ status: 'waitingforapproval' })).toBe(false);
  });

  it('offers a Feedback box with Cancel and Submit once approved, asks for text, sends it, says so and clears it', async () => {
    referral = referralFixture({ status: 'approved', currentStatus: 'approved', feedback: 'Quick and kind.' });
    const user = renderPage();
    const box = await screen.findByRole('textbox', { name: 'Feedback' });
    expect(within(feedbackRegion()).getByText('Quick and kind.')).toBeInTheDocument();
    expect(within(feedbackRegion()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Submit' }));
    expect(within(feedbackRegion()).getByText('Please write your feedback.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    await user.type(box, '  Got an interview!  ');
    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toEqual(['Jobseeker feedback updated successfully!']));
    expect(puts()[0]).toMatchObject({ url: '/api/job-referral/job-seeker/r1/feedback', body: { feedback: 'Got an interview!' } });
    expect(screen.queryByRole('textbox', { name: 'Feedback' })).not.toBeInTheDocument();

    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Update feedback' }));
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
  });

  it('hides the box and clears its text on Cancel', async () => {
    referral = referralFixture({ status: 'approved', currentStatus: 'approved' });
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Feedback' }), 'Draft');
    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Feedback' })).not.toBeInTheDocument();
    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Write feedback' }));
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
  });

  it("says 'Failed to update jobseeker feedback.' when the server refuses", async () => {
    referral = referralFixture({ status: 'approved', currentStatus: 'approved' });
    answerPut = () => ({ status: 409, body: { status: 409, code: 'conflict', message: "Feedback can't be updated while the request is in progress." } });
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Feedback' }), 'Thanks');
    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to update jobseeker feedback.']));
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('Thanks');
  });
});

describe('seeker referral detail: approving the referral', () => {
  it('offers Approve referral only when the server allows it, confirms first, then says so', async () => {
    referral = referralFixture({ status: 'waitingforapproval', currentStatus: 'waitingforapproval', allowedStatuses: ['approved'] });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve referral' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this referral?' });
    expect(puts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve referral' }));
    await waitFor(() => expect(toasts()).toEqual(['Job referral status updated successfully!']));
    expect(puts()[0]).toMatchObject({ url: '/api/job-referral/job-seeker/r1/approve' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers nothing to approve when the server allows nothing, whatever the status', async () => {
    referral = referralFixture({ status: 'waitingforapproval', currentStatus: 'waitingforapproval', allowedStatuses: [] });
    renderPage();
    await screen.findByRole('heading', { name: 'Content Designer at Canva' });
    expect(screen.queryByRole('button', { name: 'Approve referral' })).not.toBeInTheDocument();
  });
});

describe('seeker referral detail: facts, payment and failures', () => {
  it('shows the facts, the timeline newest last, and the payment as the spec writes its dates', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Content Designer at Canva' });
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(within(payment).getByText('05 Mar 2026')).toBeInTheDocument();
    expect(within(payment).getByText('Credit card')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Application Status' })).getByText('2026-03-02')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Request created', 'In progress']);
    expect(screen.getByRole('button', { name: 'Download resume cv.pdf' })).toBeInTheDocument();
  });

  it('pays an unpaid request later: asks the server for a client secret, confirms the card, and says it succeeded', async () => {
    referral = referralFixture({
      status: 'pending',
      currentStatus: 'pending',
      paymentStatus: 'Unpaid',
      payment: null,
      amountDue: 50000,
      lastPaymentError: 'Your card was declined.',
    });
    const user = renderPage();
    expect(await screen.findByText('Last attempt: Your card was declined.')).toBeInTheDocument();
    // the notice's and the payment details' buttons open the same checkout
    const [payNow] = screen.getAllByRole('button', { name: 'Pay now $500.00' });
    if (!payNow) throw new Error('no Pay now button');
    await user.click(payNow);
    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    await user.type(await within(dialog).findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/30');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(fake.received.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/job-referral/job-seeker/r1/pay', '/api/payments/test/confirm']);
    expect(fake.received.find((r) => r.url === '/api/payments/test/confirm')?.body).toMatchObject({
      clientSecret: 'pi_7_secret',
      cardNumber: '4242424242424242',
    });
  });

  it('shows the refund of a rejected request with the reason, and the last error of a failed one', async () => {
    referral = referralFixture({
      status: 'rejected',
      currentStatus: 'rejected',
      rejectionReason: 'No openings this quarter.',
      refund: { status: 'failed', amountCents: 50000, attempts: 2, lastError: 'card_expired', refundId: null, at: '2026-03-07T01:00:00.000Z' },
    });
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Rejection and refund' });
    expect(notice).toHaveTextContent('This request was rejected.');
    expect(notice).toHaveTextContent('Refund failed: $500.00 USD.');
    expect(notice).toHaveTextContent('Reason: No openings this quarter.');
    expect(notice).toHaveTextContent('Last error: card_expired');
  });

  it("shows a friendly not-found state for a 404, and 'Failed to retrieve job referral.'", async () => {
    referral = null;
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading referral request' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "We couldn't find this request" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Job Referrals' })).toHaveAttribute('href', '/user_dashboard/job_referrals');
    await waitFor(() => expect(toasts()).toEqual(['Failed to retrieve job referral.']));
  });
});
