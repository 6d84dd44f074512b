import '@testing-library/jest-dom/vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '../../lib/api';
import { toast } from '../../lib/toast';
import type { AdminUser } from './api/types';
import { renderUserDetail } from './user-detail-fixture';

// jsdom lacks what Radix Select uses to position and capture the pointer
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const received: Array<{ url?: string; body: unknown }> = [];
let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ url: req.url, body: raw ? JSON.parse(raw) : null });
      if (req.method === 'GET') {
        res.writeHead(404, { 'Content-Type': 'application/problem+json' });
        res.end(JSON.stringify({ status: 404, code: 'not_found', message: 'User not found.' }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Verification status updated successfully!' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  toast.reset();
});
afterEach(cleanup);

const base: AdminUser = {
  id: 'u7',
  index: 7,
  firstName: 'Liam',
  lastName: 'Chen',
  email: 'liam@example.com.au',
  userRole: 'applicant',
  role: 'jobSeeker',
  createdAt: '2025-03-01T10:00:00.000Z',
  accountStatus: 'active',
  mobile: '0400000000',
  mobileWork: '0300000000',
  referrerVerificationStatus: null,
};

describe('admin user detail', () => {
  it('disables the verification select for a user who is not a referrer', () => {
    renderUserDetail(base);
    expect(screen.getByRole('heading', { name: 'Liam Chen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Verification status' })).toBeDisabled();
    expect(screen.getByText('Only referrers have a verification status.')).toBeInTheDocument();
  });

  it("sends a referrer's rejection at once and says so", async () => {
    const user = userEvent.setup();
    renderUserDetail({ ...base, userRole: 'referrer', role: 'referrer', referrerVerificationStatus: 'pending' });
    const select = screen.getByRole('combobox', { name: 'Verification status' });
    expect(select).toBeEnabled();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toContain('Verification status updated successfully!'));
    expect(received[0]).toEqual({ url: '/api/admin/referrers/u7/update-verification-status', body: { newStatus: 'rejected' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before approving a referrer: cancelled, nothing is sent; confirmed, the approval is', async () => {
    const user = userEvent.setup();
    renderUserDetail({ ...base, userRole: 'referrer', role: 'referrer', referrerVerificationStatus: 'pending' });
    const select = screen.getByRole('combobox', { name: 'Verification status' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve Liam Chen as a referrer?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received).toEqual([]);
    expect(select).toHaveTextContent('Pending');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    const again = await screen.findByRole('dialog', { name: 'Approve Liam Chen as a referrer?' });
    await user.click(within(again).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toContain('Verification status updated successfully!'));
    // (then the page reads the user again)
    expect(received.filter((request) => request.body !== null)).toEqual([
      { url: '/api/admin/referrers/u7/update-verification-status', body: { newStatus: 'approved' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows what a referrer gave: company, position at company, work phone, and their documents', () => {
    renderUserDetail({
      ...base,
      userRole: 'referrer',
      role: 'referrer',
      referrerVerificationStatus: 'pending',
      careerInfo: { companyId: 'c1', companyName: 'Atlassian', positionAtCompany: 'Senior Software Engineer' },
    });
    const employment = screen.getByRole('region', { name: 'Employment' });
    expect(within(employment).getByText('Company').nextSibling).toHaveTextContent('Atlassian');
    expect(within(employment).getByText('Position at company').nextSibling).toHaveTextContent('Senior Software Engineer');
    expect(within(employment).getByText('Work phone').nextSibling).toHaveTextContent('0300000000');
    expect(within(employment).getByText('No documents submitted yet.')).toBeInTheDocument();
  });

  it('says what a referrer has not given yet, and shows no employment for someone who is not a referrer', () => {
    renderUserDetail({
      ...base,
      userRole: 'referrer',
      role: 'referrer',
      mobileWork: '',
      careerInfo: { companyId: null, companyName: null, positionAtCompany: '' },
    });
    const employment = screen.getByRole('region', { name: 'Employment' });
    expect(within(employment).getAllByText('Not given')).toHaveLength(3);
    cleanup();
    renderUserDetail(base);
    expect(screen.queryByRole('region', { name: 'Employment' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the reason and Try again when the user cannot be read', async () => {
    renderUserDetail({ id: 'missing' });
    expect(screen.getByRole('status', { name: 'Loading user' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to fetch users.']));
  });
});
