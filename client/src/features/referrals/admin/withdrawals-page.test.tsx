import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage as render, serveFakeApi } from '../../../lib/test-kit';
import type { Withdrawal } from '../api/types';
import { WithdrawalsPage } from './withdrawals-page';

const requested: Withdrawal = {
  _id: 'w1',
  referrerId: 'f1',
  referrerName: 'Riley Referrer',
  credits: 50,
  accountName: 'Riley Referrer',
  bsb: '062000',
  accountNumber: '12345678',
  status: 'requested',
  reason: null,
  requestedAt: '2026-11-20T01:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  currency: 'aud',
};
const declined: Withdrawal = { ...requested, _id: 'w0', credits: 20, status: 'declined', reason: 'Wrong account', decidedAt: '2026-11-19T01:00:00.000Z' };

let answerDecision: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'Withdrawal marked as paid.' } });
const fake = serveFakeApi((request) =>
  request.method === 'PUT' ? answerDecision(request) : { body: { statusCode: 200, currency: 'aud', data: [requested, declined] } },
);
beforeEach(() => {
  answerDecision = () => ({ body: { message: 'Withdrawal marked as paid.' } });
});

const renderPage = () => render(<WithdrawalsPage />, { at: '/admin_dashboard/withdrawals' });

const decisions = () => fake.received.filter((request) => request.method === 'PUT');
const toasts = () => toast.getAll().map((t) => t.message);
// the table (desktop) and the cards (phones) are both in the document; jsdom applies no media queries
const firstButton = async (name: RegExp) => {
  const [button] = await screen.findAllByRole('button', { name });
  if (!button) throw new Error(`no button ${String(name)}`);
  return button;
};

// ui/tab-bar names a tab by its label and count with no space between them ('All21')
describe('admin withdrawals', () => {
  it('lists the waiting requests with the credits in the payment currency the server names and the bank account, counting every status', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('50 credits');
    expect(table).toHaveTextContent('AUD 50.00');
    expect(screen.getByText('AUD 50.00 waiting to be paid to referrers (1 credit = AUD 1.00).')).toBeInTheDocument();
    expect(table).toHaveTextContent('BSB 062-000 · Acc 12345678');
    expect(screen.getByRole('tab', { name: /^Requested\s*1$/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Declined\s*1$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^All\s*2$/ })).toBeInTheDocument();
  });

  it('shows decided ones, with their reason and no actions, under their status', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: /^Declined\s*1$/ }));
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('Reason: Wrong account');
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks one as paid after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton(/Mark Riley Referrer's withdrawal as paid/));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as paid?' });
    expect(dialog).toHaveTextContent('AUD 50.00 was transferred to Riley Referrer (BSB 062-000, account 12345678)');
    expect(decisions()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(toasts()).toContain('Withdrawal marked as paid.'));
    expect(decisions()).toEqual([expect.objectContaining({ url: '/api/admin/withdrawals/w1', body: { action: 'paid' } })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('declines one only with a reason', async () => {
    answerDecision = () => ({ body: { message: 'Withdrawal declined.' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton(/Decline Riley Referrer's withdrawal/));
    const dialog = await screen.findByRole('dialog', { name: 'Decline withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('Please give the reason for declining.')).toBeInTheDocument();
    expect(decisions()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason for declining'), 'The account name does not match.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toasts()).toContain('Withdrawal declined.'));
    expect(decisions()).toEqual([
      expect.objectContaining({ url: '/api/admin/withdrawals/w1', body: { action: 'declined', reason: 'The account name does not match.' } }),
    ]);
  });

  it('says when another admin decided it first', async () => {
    answerDecision = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'This withdrawal has already been decided.' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(await firstButton(/Mark Riley Referrer's withdrawal as paid/));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(toasts()).toEqual(['This withdrawal has already been decided.']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
