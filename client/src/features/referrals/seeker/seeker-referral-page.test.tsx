import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { resetPaymentProvider } from '../../../lib/payments/payment-requests';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import type { Referral } from '../api/types';
import { feedbackOpen } from './feedback-box';
import { seekerReferralFixture } from './seeker-fixture';
import { RequestChatStub } from '../components/request-chat-stub';
import { SeekerReferralPage } from './seeker-referral-page';

let referral: Referral | null = seekerReferralFixture();
let answerPut: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'ok' } });
const fake = serveFakeApi((request) => {
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
beforeEach(() => {
  localStorage.clear();
  resetPaymentProvider();
  referral = seekerReferralFixture();
  answerPut = () => ({ body: { message: 'ok' } });
  setSession('tok', sessionUserFixture());
});

const renderDetail = () => {
  renderPage(<SeekerReferralPage />, { at: '/user_dashboard/job_referrals/r1', path: '/user_dashboard/job_referrals/:id' });
  return userEvent.setup();
};

const toasts = () => toast.getAll().map((t) => t.message);
const feedbackRegion = () => screen.getByRole('region', { name: 'Your feedback' });
const puts = () => fake.received.filter((r) => r.method === 'PUT');

describe('seeker referral detail: feedback (spec 001 §2.2)', () => {
  it('shows the notice instead of the box while the request is in progress', async () => {
    renderDetail();
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
    referral = seekerReferralFixture({ status: 'approved', currentStatus: 'approved', feedback: 'Quick and kind.' });
    const user = renderDetail();
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
    referral = seekerReferralFixture({ status: 'approved', currentStatus: 'approved' });
    const user = renderDetail();
    await user.type(await screen.findByRole('textbox', { name: 'Feedback' }), 'Draft');
    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Feedback' })).not.toBeInTheDocument();
    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Write feedback' }));
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
  });

  it("says 'Failed to update jobseeker feedback.' when the server refuses", async () => {
    referral = seekerReferralFixture({ status: 'approved', currentStatus: 'approved' });
    answerPut = () => ({ status: 409, body: { status: 409, code: 'conflict', message: "Feedback can't be updated while the request is in progress." } });
    const user = renderDetail();
    await user.type(await screen.findByRole('textbox', { name: 'Feedback' }), 'Thanks');
    await user.click(within(feedbackRegion()).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to update jobseeker feedback.']));
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('Thanks');
  });
});

describe('seeker referral detail: approving the referral', () => {
  it('offers Approve referral only when the server allows it, confirms first, then says so', async () => {
    referral = seekerReferralFixture({ status: 'waitingforapproval', currentStatus: 'waitingforapproval', allowedStatuses: ['approved'] });
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Approve referral' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this referral?' });
    expect(puts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve referral' }));
    await waitFor(() => expect(toasts()).toEqual(['Job referral status updated successfully!']));
    expect(puts()[0]).toMatchObject({ url: '/api/job-referral/job-seeker/r1/approve' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers nothing to approve when the server allows nothing, whatever the status', async () => {
    referral = seekerReferralFixture({ status: 'waitingforapproval', currentStatus: 'waitingforapproval', allowedStatuses: [] });
    renderDetail();
    await screen.findByRole('heading', { name: 'Content Designer at Canva' });
    expect(screen.queryByRole('button', { name: 'Approve referral' })).not.toBeInTheDocument();
  });
});

describe('seeker referral detail: facts, payment and failures', () => {
  it('shows the facts, the timeline newest last, and the payment as the spec writes its dates', async () => {
    renderDetail();
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
    referral = seekerReferralFixture({
      status: 'pending',
      currentStatus: 'pending',
      paymentStatus: 'Unpaid',
      payment: null,
      amountDue: 50000,
      lastPaymentError: 'Your card was declined.',
    });
    const user = renderDetail();
    expect(await screen.findByText('Last attempt: Your card was declined.')).toBeInTheDocument();
    // the notice's and the payment details' buttons open the same checkout
    const [payNow] = screen.getAllByRole('button', { name: /^Pay now USD\s500\.00$/ });
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
    referral = seekerReferralFixture({
      status: 'rejected',
      currentStatus: 'rejected',
      rejectionReason: 'No openings this quarter.',
      refund: { status: 'failed', amountCents: 50000, attempts: 2, lastError: 'card_expired', refundId: null, at: '2026-03-07T01:00:00.000Z' },
    });
    renderDetail();
    const notice = await screen.findByRole('region', { name: 'Rejection and refund' });
    expect(notice).toHaveTextContent('This request was rejected.');
    expect(notice).toHaveTextContent('Refund failed: USD 500.00.');
    expect(notice).toHaveTextContent('Reason: No openings this quarter.');
    expect(notice).toHaveTextContent('Last error: card_expired');
  });

  it.each([
    ['issued', 'Refunded'],
    ['pending', 'Refund pending'],
    ['failed', 'Refund failed'],
  ] as const)('says a rejected request with a refund %s is %s, and shows it and the rejection in the colours of a rejection', async (status, label) => {
    referral = seekerReferralFixture({
      status: 'rejected',
      currentStatus: 'rejected',
      rejectionReason: 'No openings this quarter.',
      refund: { status, amountCents: 50000, attempts: 1, lastError: null, refundId: status === 'issued' ? 're_1' : null, at: '2026-03-07T01:00:00.000Z' },
    });
    renderDetail();
    const notice = await screen.findByRole('region', { name: 'Rejection and refund' });
    expect(notice).toHaveClass('bg-rose-50');
    const badge = within(screen.getByRole('region', { name: 'Payment Details' })).getByText(label);
    expect(badge).toHaveClass('text-rejected');
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it("shows a friendly not-found state for a 404, and 'Failed to retrieve job referral.'", async () => {
    referral = null;
    renderDetail();
    expect(screen.getByRole('status', { name: 'Loading referral request' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "We couldn't find this request" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Job Referrals' })).toHaveAttribute('href', '/user_dashboard/job_referrals');
    await waitFor(() => expect(toasts()).toEqual(['Failed to retrieve job referral.']));
  });
});

describe('seeker referral detail: chat', () => {
  it('hands the chat button the request, its company and its position', async () => {
    renderPage(<SeekerReferralPage chat={RequestChatStub} />, { at: '/user_dashboard/job_referrals/r1', path: '/user_dashboard/job_referrals/:id' });
    expect(await screen.findByRole('button', { name: 'Chat (jobReferral r1: Content Designer at Canva)' })).toBeInTheDocument();
  });
});
