import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import type { Referral } from '../api/types';
import { disputeFixture, referralFixture, settledDisputeFixture } from '../components/referral-fixture';
import { AdminReferralPage } from './admin-referral-page';

const disputed = (dispute = disputeFixture()) =>
  referralFixture({ status: 'waitingforapproval', currentStatus: 'waitingforapproval', allowedStatuses: [], dispute });

let referral: Referral = disputed();
const fake = serveFakeApi((request) => {
  if (request.method === 'POST') return { body: { message: 'Dispute settled.' } };
  return { body: { statusCode: 200, data: referral } };
});
beforeEach(() => {
  referral = disputed();
});

const renderDetail = () => renderPage(<AdminReferralPage />, { at: '/admin_dashboard/job_referrals/r1', path: '/admin_dashboard/job_referrals/:id' });
const sent = () => fake.received.filter((request) => request.method !== 'GET');
const toasts = () => toast.getAll().map((t) => t.message);

describe('admin job referral: the dispute panel', () => {
  it('shows an open dispute: when, the status it was disputed in, the reason and the files to download', async () => {
    referral = disputed(
      disputeFixture({ files: [{ name: 'offer-email.pdf', size: 120_000, mime: 'application/pdf', url: '/api/job-referral/r1/files/dispute-1' }] }),
    );
    renderDetail();
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(panel).toHaveTextContent('Opened 08 Mar 2026');
    expect(panel).toHaveTextContent('Waiting for approval when disputed');
    expect(panel).toHaveTextContent('Dispute open');
    expect(panel).toHaveTextContent('The company has no record of me.');
    expect(within(panel).getByRole('button', { name: 'Download dispute file 1 offer-email.pdf' })).toBeInTheDocument();
    for (const name of ['Ask in chat about request #12', 'Refund request #12', 'Approve request #12'])
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
  });

  it('settles it from the panel with a note', async () => {
    const user = userEvent.setup();
    renderDetail();
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    await user.click(within(panel).getByRole('button', { name: 'Approve request #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(panel).getByRole('button', { name: 'Refund request #12' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund the seeker' });
    expect(refund).toHaveTextContent('the seeker is refunded USD 500.00 in full');
    await user.type(within(refund).getByLabelText('Note for the seeker and the referrer'), 'No referral was made.');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(toasts()).toContain('Dispute settled.'));
    expect(sent()).toEqual([
      expect.objectContaining({ url: '/api/admin/services/job-referral/r1/dispute/settle', body: { outcome: 'refunded', note: 'No referral was made.' } }),
    ]);
  });

  it('shows a settled dispute with its outcome, the note, who settled it and when, and no actions', async () => {
    referral = disputed(settledDisputeFixture('approved', 'The company confirmed the referral.'));
    renderDetail();
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(panel).toHaveTextContent('Approved by Ada Admin on 09 Mar 2026');
    expect(panel).toHaveTextContent('The company confirmed the referral.');
    expect(panel).toHaveTextContent('The company has no record of me.');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not there without a dispute', async () => {
    referral = referralFixture();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Job Referral #12' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dispute' })).not.toBeInTheDocument();
  });
});
