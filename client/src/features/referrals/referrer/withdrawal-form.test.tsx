import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import { WithdrawalForm } from './withdrawal-form';

let answer: () => FakeReply = () => ({ status: 201, body: { message: 'Withdrawal requested.' } });
const fake = serveFakeApi(() => answer());
beforeEach(() => {
  answer = () => ({ status: 201, body: { message: 'Withdrawal requested.' } });
});

const renderForm = (available: number) => renderPage(<WithdrawalForm available={available} currency="usd" />);

const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
const posts = () => fake.received.filter((request) => request.method === 'POST');

describe('withdrawal form', () => {
  it('says every rule that is broken, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(250);
    await fill(user, { 'Credits to withdraw': '0', BSB: '12345', 'Account number': '12-34' });
    await submit(user);
    expect(screen.getByText('Enter a whole number of credits, at least 1.')).toBeInTheDocument();
    expect(screen.getByText('Account name is required.')).toBeInTheDocument();
    expect(screen.getByText('BSB must be 6 digits.')).toBeInTheDocument();
    expect(screen.getByText('Account number must be 6 to 10 digits.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('refuses more than is available before asking the server', async () => {
    const user = userEvent.setup();
    renderForm(250);
    await fill(user, { 'Credits to withdraw': '300', 'Account name': 'Riley Referrer', BSB: '062000', 'Account number': '12345678' });
    await submit(user);
    expect(screen.getByText('You do not have enough available credits.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('sends the credits and the bank account as the server reads them, says so, and empties the form', async () => {
    const user = userEvent.setup();
    renderForm(250);
    await user.click(screen.getByRole('button', { name: 'Withdraw all' }));
    await fill(user, { 'Account name': ' Riley Referrer ', BSB: '062-000', 'Account number': '1234 5678' });
    await submit(user);
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Withdrawal requested.']));
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/api/referrer/withdrawals',
        body: { credits: 250, accountName: 'Riley Referrer', bsb: '062000', accountNumber: '12345678' },
      }),
    ]);
    expect(screen.getByLabelText('Credits to withdraw')).toHaveValue('');
  });

  it("shows the server's refusal under the form", async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'You do not have enough available credits.' } });
    renderForm(250);
    await fill(user, { 'Credits to withdraw': '100', 'Account name': 'Riley Referrer', BSB: '062000', 'Account number': '12345678' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have enough available credits.');
    expect(toast.getAll()).toEqual([]);
  });

  it('explains that there is nothing to withdraw yet, and cannot be sent', () => {
    renderForm(0);
    expect(screen.getByText('You have no available credits to withdraw yet. Each approved referral adds 100.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
    expect(screen.getByLabelText('Credits to withdraw')).toBeDisabled();
  });
});
