import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { resetPaymentProvider } from '../../../lib/payments/payment-requests';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import type { Review } from '../api/types';
import { reviewFixture } from '../components/review-fixture';
import { canPayLater } from './pay-later';
import { SeekerReviewPage } from './seeker-review-page';

const unpaid = (): Review => ({ ...reviewFixture(), paymentStatus: 'Unpaid', payment: null, amountDue: 30600, lastPaymentError: 'Your card was declined.' });

let review: Review = unpaid();
let confirmReplies: FakeReply[] = [];
const fake = serveFakeApi((request) => {
  if (request.url === '/api/resume-review/job-seeker/rv1' && request.method === 'GET') return { body: { statusCode: 200, data: review } };
  if (request.url === '/api/payments/config') return { body: { data: { provider: 'test', publishableKey: null } } };
  if (request.url === '/api/resume-review/job-seeker/rv1/pay')
    return { body: { statusCode: 200, paymentClientSecret: 'pi_9_secret', amount: 30600, currency: 'usd' } };
  if (request.url === '/api/payments/test/confirm') {
    const reply = confirmReplies.shift() ?? { body: { data: { status: 'succeeded' } } };
    if (!reply.status) review = { ...reviewFixture(), paymentStatus: 'Paid', amountDue: 0 };
    return reply;
  }
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
});
beforeEach(() => {
  localStorage.clear();
  resetPaymentProvider();
  review = unpaid();
  confirmReplies = [];
  setSession('tok', sessionUserFixture());
});

const renderDetail = () => {
  renderPage(<SeekerReviewPage />, { at: '/user_dashboard/resume_review/rv1', path: '/user_dashboard/resume_review/:id' });
  return userEvent.setup();
};

const payWith = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, cardNumber: string) => {
  const number = await within(dialog).findByLabelText('Card number');
  await user.clear(number);
  await user.type(number, cardNumber);
  const expiry = within(dialog).getByLabelText('Expiry (MM/YY)');
  await user.clear(expiry);
  await user.type(expiry, '12/30');
  const cvc = within(dialog).getByLabelText('CVC');
  await user.clear(cvc);
  await user.type(cvc, '123');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
};

describe('seeker review detail: paying a review left unpaid', () => {
  it("reopens 'Complete Your Payment' from Pay now; a declined card says why, and another card pays it with the same intent", async () => {
    confirmReplies = [{ status: 402, body: { status: 402, code: 'card_declined', message: 'Your card was declined.' } }];
    const user = renderDetail();
    const notice = await screen.findByRole('region', { name: 'Payment due' });
    expect(notice).toHaveTextContent('Last attempt: Your card was declined.');
    await user.click(within(notice).getByRole('button', { name: /^Pay now USD\s306\.00$/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Complete Your Payment' });
    await payWith(user, dialog, '4000 0000 0000 0002');
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await payWith(user, dialog, '4242 4242 4242 4242');

    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    const posts = fake.received.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.url)).toEqual(['/api/resume-review/job-seeker/rv1/pay', '/api/payments/test/confirm', '/api/payments/test/confirm']);
    expect(posts.slice(1).map((r) => (r.body as { clientSecret: string; cardNumber: string }).cardNumber)).toEqual(['4000000000000002', '4242424242424242']);
    expect(posts.slice(1).every((r) => (r.body as { clientSecret: string }).clientSecret === 'pi_9_secret')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment due' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it('offers Pay now only while something is due', async () => {
    expect([canPayLater(unpaid()), canPayLater(reviewFixture()), canPayLater({ paymentStatus: 'Unpaid', amountDue: 0 })]).toEqual([true, false, false]);
    review = reviewFixture();
    renderDetail();
    await screen.findByRole('heading', { name: /^Resume Review #/ });
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });
});
