import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../lib/fake-api';
import { toast } from '../../lib/toast';
import { renderPage as render, serveFakeApi } from '../../lib/test-kit';
import type { Company, CompanyPage } from './api/types';
import { CompanyManagementPage } from './company-management-page';

const company = (overrides: Partial<Company>): Company => ({
  _id: 'c1',
  name: 'Atlassian',
  registrationNumber: '',
  contactNumber: '',
  website: 'https://www.atlassian.com',
  address: 'Sydney NSW',
  currentStatus: 'approved',
  createdAt: '2026-11-20T01:00:00.000Z',
  createdBy: 'seed',
  ...overrides,
});
const koala = company({ _id: 'c9', name: 'Koala Robotics', website: '', address: '', currentStatus: 'pending', createdBy: 'seeker' });
let list: CompanyPage | null = { data: [company({}), koala], pagination: { totalPages: 1, totalCount: 2, currentPage: 1 } };

let answer: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'Company updated successfully!' } });
const fake = serveFakeApi((request) => {
  if (request.method !== 'GET') return answer(request);
  if (request.url.startsWith('/api/admin/companies/')) return { body: { data: company({}) } };
  if (!list) return { status: 503, body: { status: 503, message: 'Service unavailable' } };
  return { body: { statusCode: 200, ...list } };
});
beforeEach(() => {
  list = { data: [company({}), koala], pagination: { totalPages: 1, totalCount: 2, currentPage: 1 } };
  answer = () => ({ body: { message: 'Company updated successfully!' } });
});

const renderPage = () => render(<CompanyManagementPage />, { at: '/admin_dashboard/company_management' });
const changes = () => fake.received.filter((request) => request.method !== 'GET');
const toasts = () => toast.getAll().map((t) => t.message);

describe('company management', () => {
  it("reads 10 a page and says 'Showing N of M companies', with no pagination for one page", async () => {
    renderPage();
    expect(await screen.findByText('Showing 2 of 2 companies')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(fake.received[0]?.url).toBe('/api/admin/companies?page=1&limit=10');
  });

  it('shows pagination once there is more than one page', async () => {
    list = { data: [company({}), koala], pagination: { totalPages: 3, totalCount: 24, currentPage: 1 } };
    renderPage();
    expect(await screen.findByText('Showing 2 of 24 companies')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Showing 2 of 2 companies');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(fake.received.some((r) => r.url === '/api/admin/companies?page=1&limit=10&status=pending')).toBe(true));
  });

  it('approves a pending company in one step, keeping its details', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Approve Koala Robotics' }));
    await waitFor(() => expect(toasts()).toEqual(['Company updated successfully!']));
    expect(changes()).toEqual([
      expect.objectContaining({ method: 'PUT', url: '/api/admin/companies/c9', body: { name: 'Koala Robotics', currentStatus: 'approved' } }),
    ]);
  });

  it('deletes after a confirmation', async () => {
    answer = () => ({ body: { message: 'Company deleted successfully!' } });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Delete Atlassian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Atlassian?' });
    expect(changes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toEqual(['Company deleted successfully!']));
    expect(changes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/admin/companies/c1' })]);
  });

  it('edits the company as the server has it now', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Edit Atlassian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Atlassian' });
    expect(await within(dialog).findByLabelText('Company name')).toHaveValue('Atlassian');
    expect(fake.received.some((r) => r.url === '/api/admin/companies/c1')).toBe(true);
  });

  it("says 'Failed to fetch companies' and offers to try again", async () => {
    list = null;
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to fetch companies');
    expect(toasts()).toEqual(['Failed to fetch companies']);
    list = { data: [company({})], pagination: { totalPages: 1, totalCount: 1, currentPage: 1 } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 of 1 companies')).toBeInTheDocument();
  });
});
