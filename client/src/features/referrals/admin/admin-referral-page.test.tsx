import '@testing-library/jest-dom/vitest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import type { Referral } from '../api/types';
import { disputeFixture, referralFixture } from '../components/referral-fixture';
import { RequestChatStub } from '../components/request-chat-stub';
import { AdminReferralPage } from './admin-referral-page';

// jsdom lacks what Radix Select uses to position and capture the pointer
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

let referral: Referral | null = referralFixture();
let answerChange: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'Job Referral status updated successfully!' } });
const fake = serveFakeApi((request) => {
  if (request.method === 'PUT') return answerChange(request);
  if (request.method === 'POST') return { body: { message: 'The refund will be tried again.' } };
  if (!referral) return { status: 404, body: { status: 404, code: 'not_found', message: 'This referral request does not exist.' } };
  return { body: { statusCode: 200, data: referral } };
});
beforeEach(() => {
  referral = referralFixture();
  answerChange = () => ({ body: { message: 'Job Referral status updated successfully!' } });
});

const renderDetail = () => renderPage(<AdminReferralPage />, { at: '/admin_dashboard/job_referrals/r1', path: '/admin_dashboard/job_referrals/:id' });

const sent = () => fake.received.filter((request) => request.method !== 'GET');
const toasts = () => toast.getAll().map((t) => t.message);
const openDropdown = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('combobox', { name: 'Change status' }));
  return screen.findByRole('listbox');
};
/** Opens the page and picks a status from its dropdown. */
const choose = async (label: string) => {
  const user = userEvent.setup();
  renderDetail();
  await openDropdown(user);
  await user.click(screen.getByRole('option', { name: label }));
  return user;
};

describe('admin job referral: status dropdown', () => {
  it('offers exactly the statuses the server allows, in the spec words', async () => {
    const user = userEvent.setup();
    renderDetail();
    const listbox = await openDropdown(user);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mark it as InProgress', 'Mark it as Approved', 'Mark it as Rejected']);
  });

  it('sends a plain status alone, to the spec path with its trailing slash, and says so', async () => {
    await choose('Mark it as InProgress');
    await waitFor(() => expect(toasts()).toContain('Job Referral status updated successfully!'));
    expect(sent()).toEqual([expect.objectContaining({ method: 'PUT', url: '/api/admin/services/job-referral/r1/', body: { status: 'inProgress' } })]);
  });

  it('asks to confirm an approval, which is final, before sending it', async () => {
    const user = await choose('Mark it as Approved');
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    expect(sent()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent()).toEqual([expect.objectContaining({ body: { status: 'approved' } })]));
  });

  it('is locked once the request is decided', async () => {
    referral = referralFixture({ status: 'approved', currentStatus: 'approved', allowedStatuses: [] });
    renderDetail();
    expect(await screen.findByRole('combobox', { name: 'Change status' })).toBeDisabled();
    expect(screen.getByText('Approved and rejected requests can no longer be changed.')).toBeInTheDocument();
  });

  it('says an open dispute holds it, not that it is decided', async () => {
    referral = referralFixture({ status: 'waitingforapproval', currentStatus: 'waitingforapproval', allowedStatuses: [], dispute: disputeFixture() });
    renderDetail();
    expect(await screen.findByRole('combobox', { name: 'Change status' })).toBeDisabled();
    expect(screen.getByText('Held by the open dispute: settle it in the Dispute panel.')).toBeInTheDocument();
    expect(screen.queryByText('Approved and rejected requests can no longer be changed.')).not.toBeInTheDocument();
  });

  it("says the spec's failure with the server's reason", async () => {
    answerChange = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'This request can no longer be changed.' } });
    await choose('Mark it as InProgress');
    await waitFor(() => expect(toasts()).toEqual(['Failed to update Job Referral status: This request can no longer be changed.']));
  });
});

describe('admin job referral: reject dialog', () => {
  it('warns that rejection is final and refunds, and needs a reason before it sends anything', async () => {
    const user = await choose('Mark it as Rejected');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Reason' });
    expect(dialog).toHaveTextContent('Rejection cannot be reversed. A refund of USD 500.00 will be processed to the job seeker.');
    await user.type(within(dialog).getByLabelText('Rejection reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Rejection reason is required.')).toBeInTheDocument();
    expect(sent()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Rejection reason'), ' The role was filled. ');
    expect(within(dialog).queryByText('Rejection reason is required.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent()).toEqual([
      expect.objectContaining({ url: '/api/admin/services/job-referral/r1/', body: { status: 'rejected', reason: 'The role was filled.' } }),
    ]);
    expect(toasts()).toContain('Job Referral status updated successfully!');
  });

  it('closes on Escape without sending, and starts empty the next time', async () => {
    const user = await choose('Mark it as Rejected');
    await user.type(await screen.findByLabelText('Rejection reason'), 'Half a thought');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDropdown(user);
    await user.click(screen.getByRole('option', { name: 'Mark it as Rejected' }));
    expect(await screen.findByLabelText('Rejection reason')).toHaveValue('');
    expect(sent()).toEqual([]);
  });
});

describe('admin job referral: facts, timeline and refund', () => {
  it('shows a payment that did not match what was asked for on the timeline, and the request as not paid', async () => {
    referral = referralFixture({
      paymentStatus: 'Unpaid',
      payment: null,
      amountDue: 50000,
      lastPaymentError: 'The payment does not match the amount due.',
      timeline: [
        { kind: 'created', label: 'Request created', by: { role: 'jobSeeker', name: 'Mia Nguyen' }, at: '2026-11-20T01:00:00.000Z' },
        {
          kind: 'paymentMismatch',
          label: 'Payment did not match',
          by: null,
          reason: 'AUD\u00a0500.00 reported on pi_1; USD\u00a0500.00 asked for',
          at: '2026-11-20T01:05:00.000Z',
        },
      ],
    });
    renderDetail();
    const timeline = await screen.findByRole('region', { name: 'Status Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('Payment did not match');
    expect(steps[1]).toHaveTextContent('AUD 500.00 reported on pi_1; USD 500.00 asked for');
    const payment = screen.getByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('USD 500.00');
    expect(payment).toHaveTextContent('The payment does not match the amount due.');
  });

  it('names the spec steps on the events, with who, their role and the reason', async () => {
    referral = referralFixture({
      referrer: { id: 'f1', name: 'Riley Tran' },
      timeline: [
        { kind: 'created', label: 'Request created', by: { role: 'jobSeeker', name: 'Mia Nguyen' }, at: '2026-11-20T01:00:00.000Z' },
        { kind: 'status', status: 'inProgress', label: 'In progress', by: { role: 'referrer', name: 'Riley Tran' }, at: '2026-11-21T01:00:00.000Z' },
        {
          kind: 'status',
          status: 'waitingforapproval',
          label: 'Waiting for approval',
          by: { role: 'referrer', name: 'Riley Tran' },
          at: '2026-11-22T01:00:00.000Z',
        },
        {
          kind: 'status',
          status: 'rejected',
          label: 'Rejected',
          by: { role: 'admin', name: 'Ava Admin' },
          reason: 'Duplicate request',
          at: '2026-11-23T01:00:00.000Z',
        },
      ],
    });
    renderDetail();
    const timeline = await screen.findByRole('region', { name: 'Status Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByText(/./)[0]?.textContent)).toEqual(['Created', 'Progress Started', 'Waiting for Approval', 'Rejected']);
    expect(steps[3]).toHaveTextContent('Ava Admin (Admin)');
    expect(steps[3]).toHaveTextContent('Reason: Duplicate request');
    expect(screen.getByRole('region', { name: 'Application Status' })).toHaveTextContent('Riley Tran');
  });

  it('shows the payment with its date as DD MMM YYYY', async () => {
    renderDetail();
    const payment = await screen.findByRole('region', { name: 'Payment Details' });
    expect(payment).toHaveTextContent('20 Nov 2026');
    expect(payment).toHaveTextContent('USD 500.00');
    expect(within(payment).getByText('Paid')).toBeInTheDocument();
  });

  it('offers a failed refund again, with its last error, and says what the server answered', async () => {
    referral = referralFixture({
      status: 'rejected',
      currentStatus: 'rejected',
      allowedStatuses: [],
      refund: { status: 'failed', amountCents: 50000, attempts: 5, lastError: 'card_expired', refundId: null, at: '2026-11-23T01:00:00.000Z' },
    });
    const user = userEvent.setup();
    renderDetail();
    const panel = await screen.findByRole('region', { name: 'Refund' });
    expect(panel).toHaveTextContent('The refund of USD 500.00 failed after 5 attempts so far.');
    expect(panel).toHaveTextContent('card_expired');
    await user.click(within(panel).getByRole('button', { name: 'Try the refund again' }));
    await waitFor(() => expect(toasts()).toContain('The refund will be tried again.'));
    expect(sent()).toEqual([expect.objectContaining({ method: 'POST', url: '/api/admin/services/job-referral/r1/refund/retry' })]);
  });

  it('shows a pending refund with its attempts and an issued one with its amount and date', async () => {
    referral = referralFixture({
      refund: { status: 'pending', amountCents: 50000, attempts: 2, lastError: null, refundId: null, at: '2026-11-23T01:00:00.000Z' },
    });
    renderDetail();
    expect(await screen.findByRole('region', { name: 'Refund' })).toHaveTextContent('Refunding USD 500.00: 2 attempts so far.');
    cleanup();
    referral = referralFixture({
      refund: { status: 'issued', amountCents: 45000, attempts: 1, lastError: null, refundId: 're_1', at: '2026-11-24T01:00:00.000Z' },
    });
    renderDetail();
    const issued = await screen.findByRole('region', { name: 'Refund' });
    expect(issued).toHaveTextContent('USD 450.00 refunded to the job seeker on 24 Nov 2026.');
    expect(within(issued).queryByRole('button')).not.toBeInTheDocument();
    // a refund closes a rejection: its badge reads Refunded, in the rejection's rose, as the lists say it
    const badge = within(issued).getByText('Refunded');
    expect(badge).toHaveClass('text-rejected');
  });

  it("says the spec's failure once and offers Try again when the request cannot be read", async () => {
    referral = null;
    renderDetail();
    expect(screen.getByRole('status', { name: 'Loading job referral' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This referral request does not exist.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['Failed to retrieve job referral.']));
  });
});

describe('admin job referral: chat', () => {
  it('hands the chat button the request, its company and its position', async () => {
    renderPage(<AdminReferralPage chat={RequestChatStub} />, { at: '/admin_dashboard/job_referrals/r1', path: '/admin_dashboard/job_referrals/:id' });
    expect(await screen.findByRole('button', { name: 'Chat (jobReferral r1: Data Analyst at Atlassian)' })).toBeInTheDocument();
  });
});
