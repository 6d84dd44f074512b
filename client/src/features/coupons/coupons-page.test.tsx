import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../lib/fake-api';
import { toast } from '../../lib/toast';
import { renderPage as render, serveFakeApi } from '../../lib/test-kit';
import type { Coupon } from './api/types';
import { CouponsPage } from './coupons-page';

const open = { expiresAt: null, maxUses: null, services: ['jobReferral' as const, 'resumeReview' as const] };
const welcome: Coupon = { _id: 'k1', code: 'WELCOME10', discountPercentage: 10, active: true, ...open, uses: 3, createdAt: '2026-11-20T01:00:00.000Z' };
/** a coupon whose last day is 30 November 2026 where the test runs: it stops at the midnight after */
const limited: Coupon = {
  ...welcome,
  _id: 'k9',
  code: 'REVIEW5',
  expiresAt: new Date(2026, 11, 1).toISOString(),
  maxUses: 5,
  services: ['resumeReview'],
  uses: 2,
};
let coupons: Coupon[] = [welcome];
let answer: (request: ReceivedRequest) => FakeReply = () => ({ body: {} });
const fake = serveFakeApi((request) => (request.method === 'GET' ? { body: { statusCode: 200, data: coupons } } : answer(request)));
beforeEach(() => {
  coupons = [welcome];
  answer = () => ({ body: {} });
});

const renderPage = () => render(<CouponsPage />);
const changes = () => fake.received.filter((request) => request.method !== 'GET');
const toasts = () => toast.getAll().map((t) => t.message);
const table = async () => screen.findByRole('table');
const problem = (status: number, message: string, errors?: Record<string, string>) => ({
  status,
  body: { status, code: status === 409 ? 'conflict' : 'validation_failed', message, ...(errors ? { errors } : {}) },
});

describe('coupon administration: the list', () => {
  it('lists the coupons with code, discount, uses and a worded status', async () => {
    renderPage();
    const row = within(await table()).getAllByRole('row')[1];
    expect(row).toHaveTextContent('WELCOME10');
    expect(row).toHaveTextContent('10%');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByRole('heading', { name: /Available Coupons/ })).toBeInTheDocument();
  });

  it('says what to do when there are none', async () => {
    coupons = [];
    renderPage();
    expect(await screen.findByText('No coupons available. Create one to get started.')).toBeInTheDocument();
  });
});

describe('coupon administration: creating and generating', () => {
  it('starts at a 10% discount and sends the code and the discount', async () => {
    answer = () => ({
      status: 201,
      body: { message: 'Coupon created successfully', data: { ...welcome, _id: 'k2', code: 'SPRING25', discountPercentage: 25 } },
    });
    const user = userEvent.setup();
    renderPage();
    const discount = screen.getByLabelText('Discount percentage');
    expect(discount).toHaveValue(10);
    await user.type(screen.getByLabelText('Coupon code'), 'spring25');
    await user.clear(discount);
    await user.type(discount, '25');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts()).toEqual(['Coupon created successfully']));
    expect(changes()).toEqual([
      expect.objectContaining({ method: 'POST', url: '/api/create-coupon', body: { code: 'SPRING25', discountPercentage: 25, ...open } }),
    ]);
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it("refuses a missing code and a discount outside 1 to 100 with the domain's words", async () => {
    const user = userEvent.setup();
    renderPage();
    const discount = screen.getByLabelText('Discount percentage');
    await user.clear(discount);
    await user.type(discount, '101');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByText('Coupon code is required.')).toBeInTheDocument();
    expect(screen.getByText('Discount must be a whole number from 1 to 100.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("shows the server's refusal, else 'Failed to create coupon'", async () => {
    answer = () => problem(409, 'This coupon code already exists.', { code: 'This coupon code already exists.' });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts()).toEqual(['This coupon code already exists.']));
    expect(screen.getByLabelText('Coupon code')).toHaveAccessibleDescription('This coupon code already exists.');

    toast.reset();
    answer = () => ({ status: 502 });
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to create coupon']));
  });

  it('generates a coupon at the chosen discount and shows its new code', async () => {
    answer = () => ({
      status: 201,
      body: { message: 'Coupon created successfully', code: 'K7QP2MXA', data: { ...welcome, _id: 'k3', code: 'K7QP2MXA', discountPercentage: 15, uses: 0 } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.clear(screen.getByLabelText('Discount percentage'));
    await user.type(screen.getByLabelText('Discount percentage'), '15');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('K7QP2MXA')).toBeInTheDocument();
    expect(screen.getByText(/\(15% off\) is active\./)).toBeInTheDocument();
    expect(changes()).toEqual([expect.objectContaining({ method: 'POST', url: '/api/coupons/generate', body: { discountPercentage: 15, ...open } })]);
    expect(toasts()).toEqual(['Coupon created successfully']);
  });

  it("says 'Failed to generate coupon' when the server gives no reason", async () => {
    answer = () => ({ status: 500, body: { status: 500 } });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to generate coupon']));
  });
});

describe('coupon administration: a coupon’s terms (last day, maximum uses, services)', () => {
  it('shows each coupon’s services, last day and uses out of its maximum', async () => {
    coupons = [limited, welcome];
    renderPage();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('REVIEW5');
    expect(rows[1]).toHaveTextContent('Resume review');
    expect(rows[1]).toHaveTextContent('30 Nov 2026');
    expect(rows[1]).toHaveTextContent('2 of 5');
    expect(rows[2]).toHaveTextContent('All services');
    expect(rows[2]).toHaveTextContent('No expiry');
  });

  it('creates a coupon with a last day, a maximum of uses and one service', async () => {
    answer = () => ({ status: 201, body: { message: 'Coupon created successfully', data: limited } });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByLabelText('Job referral')).toBeChecked();
    expect(screen.getByLabelText('Resume review')).toBeChecked();
    await user.type(screen.getByLabelText('Coupon code'), 'review5');
    await user.type(screen.getByLabelText('Last day (optional)'), '2026-11-30');
    await user.type(screen.getByLabelText('Maximum uses (optional)'), '5');
    await user.click(screen.getByLabelText('Job referral'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts()).toEqual(['Coupon created successfully']));
    expect(changes()).toEqual([
      expect.objectContaining({
        url: '/api/create-coupon',
        body: { code: 'REVIEW5', discountPercentage: 10, expiresAt: new Date(2026, 11, 1).toISOString(), maxUses: 5, services: ['resumeReview'] },
      }),
    ]);
    expect(screen.getByLabelText('Maximum uses (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Job referral')).toBeChecked();
  });

  it('refuses no service and a maximum of 0 with the domain’s words, and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Coupon code'), 'NONE');
    await user.type(screen.getByLabelText('Maximum uses (optional)'), '0');
    await user.click(screen.getByLabelText('Job referral'));
    await user.click(screen.getByLabelText('Resume review'));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByText('Maximum uses must be a whole number from 1 to 1,000,000.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one service: job referral or resume review.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(changes()).toEqual([]);
    // the messages follow the fields once shown
    await user.click(screen.getByLabelText('Resume review'));
    expect(screen.queryByText('Choose at least one service: job referral or resume review.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a past expiry under the last day', async () => {
    answer = () => problem(400, 'The expiry date must be in the future.', { expiresAt: 'The expiry date must be in the future.' });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Coupon code'), 'LATE');
    await user.type(screen.getByLabelText('Last day (optional)'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts()).toEqual(['The expiry date must be in the future.']));
    expect(screen.getByLabelText('Last day (optional)')).toHaveAccessibleDescription('The expiry date must be in the future.');
  });

  it('edits the terms of a coupon, starting from the ones it has, and removes a limit left empty', async () => {
    coupons = [limited];
    answer = () => ({ body: { message: 'Coupon updated successfully', data: limited } });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await table()).getByRole('button', { name: 'Edit REVIEW5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon REVIEW5' });
    expect(within(dialog).getByLabelText('Last day (optional)')).toHaveValue('2026-11-30');
    expect(within(dialog).getByLabelText('Maximum uses (optional)')).toHaveValue(5);
    expect(within(dialog).getByLabelText('Job referral')).not.toBeChecked();
    await user.clear(within(dialog).getByLabelText('Maximum uses (optional)'));
    await user.click(within(dialog).getByLabelText('Job referral'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts()).toEqual(['Coupon updated successfully']));
    expect(changes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/update-coupons/k9',
        body: {
          code: 'REVIEW5',
          discountPercentage: 10,
          active: true,
          expiresAt: new Date(2026, 11, 1).toISOString(),
          maxUses: null,
          services: ['jobReferral', 'resumeReview'],
        },
      }),
    ]);
  });

  it('refuses a discount typed as anything but plain digits', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Coupon code'), 'HEX');
    await user.clear(screen.getByLabelText('Discount percentage'));
    await user.type(screen.getByLabelText('Discount percentage'), '1e1');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByText('Discount must be a whole number from 1 to 100.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });
});

describe('coupon administration: editing, switching and deleting', () => {
  it('edits code, percentage and Active, sending all three', async () => {
    answer = () => ({ body: { message: 'Coupon updated successfully', data: welcome } });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await table()).getByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon WELCOME10' });
    expect(within(dialog).getByLabelText('Active')).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Coupon code'));
    await user.type(within(dialog).getByLabelText('Coupon code'), 'welcome15');
    await user.clear(within(dialog).getByLabelText('Discount percentage'));
    await user.type(within(dialog).getByLabelText('Discount percentage'), '15');
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toasts()).toEqual(['Coupon updated successfully']));
    expect(changes()).toEqual([
      expect.objectContaining({ method: 'PUT', url: '/api/update-coupons/k1', body: { code: 'WELCOME15', discountPercentage: 15, active: false, ...open } }),
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancel closes the edit form without sending', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await table()).getByRole('button', { name: 'Edit WELCOME10' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it("says 'Failed to update coupon' when the server gives no message", async () => {
    answer = () => ({ status: 500, body: { status: 500 } });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await table()).getByRole('button', { name: 'Deactivate WELCOME10' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to update coupon']));
  });

  it('switches a coupon off in one click, sending its code and discount as they are', async () => {
    answer = () => ({ body: { message: 'Coupon updated successfully', data: welcome } });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await table()).getByRole('button', { name: 'Deactivate WELCOME10' }));
    await waitFor(() => expect(toasts()).toEqual(['Coupon updated successfully']));
    expect(changes()).toEqual([expect.objectContaining({ body: { code: 'WELCOME10', discountPercentage: 10, active: false } })]);
  });

  it('deletes only after the spec question is confirmed', async () => {
    answer = () => ({ body: { message: 'Coupon deleted successfully' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await table()).getByRole('button', { name: 'Delete WELCOME10' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this coupon?');
    expect(changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toEqual(['Coupon deleted successfully']));
    expect(changes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/coupons/k1' })]);
  });

  it("shows the server's reason for keeping a coupon, else 'Failed to delete coupon'", async () => {
    answer = () => problem(404, 'This coupon does not exist.');
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await table()).getByRole('button', { name: 'Delete WELCOME10' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toEqual(['This coupon does not exist.']));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    toast.reset();
    answer = () => ({ status: 500, body: { status: 500 } });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toEqual(['Failed to delete coupon']));
  });
});
