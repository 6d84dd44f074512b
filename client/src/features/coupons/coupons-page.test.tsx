import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../lib/fake-api';
import { toast } from '../../lib/toast';
import { renderPage as render, serveFakeApi } from '../../lib/test-kit';
import type { Coupon } from './api/types';
import { CouponsPage } from './coupons-page';

const welcome: Coupon = { _id: 'k1', code: 'WELCOME10', discountPercentage: 10, active: true, uses: 3, createdAt: '2026-11-20T01:00:00.000Z' };
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
    expect(changes()).toEqual([expect.objectContaining({ method: 'POST', url: '/api/create-coupon', body: { code: 'SPRING25', discountPercentage: 25 } })]);
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
    expect(changes()).toEqual([expect.objectContaining({ method: 'POST', url: '/api/coupons/generate', body: { discountPercentage: 15 } })]);
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
      expect.objectContaining({ method: 'PUT', url: '/api/update-coupons/k1', body: { code: 'WELCOME15', discountPercentage: 15, active: false } }),
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
