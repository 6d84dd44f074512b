import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { startFakeApi, type FakeReply, type ReceivedRequest } from '../../../lib/fake-api';
import { createQueryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import type { Company } from '../api/types';
import { CompanyForm } from './company-form';

const atlassian: Company = {
  _id: 'c1',
  name: 'Atlassian',
  registrationNumber: '53 102 443 916',
  contactNumber: '',
  website: 'https://www.atlassian.com',
  address: 'Sydney NSW',
  currentStatus: 'pending',
  createdAt: '2026-11-20T01:00:00.000Z',
  createdBy: 'seeker',
};

let answer: (request: ReceivedRequest) => FakeReply = () => ({ status: 201, body: { message: 'Company created successfully!' } });
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi((request) => answer(request));
});
afterAll(() => fake.close());
beforeEach(() => {
  toast.reset();
  fake.received.length = 0;
  answer = () => ({ status: 201, body: { message: 'Company created successfully!' } });
});
afterEach(cleanup);

const renderForm = (company: Company | null) => {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompanyForm company={company} onDone={onDone} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return onDone;
};
const toasts = () => toast.getAll().map((t) => t.message);

describe('company form', () => {
  it("shows the spec's messages under the fields and sends nothing", async () => {
    const user = userEvent.setup();
    renderForm(null);
    await user.type(screen.getByLabelText('Contact number (optional)'), '12ab');
    await user.type(screen.getByLabelText('Website (optional)'), 'not a website');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid contact number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid website URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.received).toEqual([]);
  });

  it('clears a message as soon as its field is fixed', async () => {
    const user = userEvent.setup();
    renderForm(null);
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    await user.type(screen.getByLabelText('Company name'), 'Canva');
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
  });

  it('adds a company: trimmed, empty optional fields left out, a bare website given https, approved by default', async () => {
    const user = userEvent.setup();
    const onDone = renderForm(null);
    await user.type(screen.getByLabelText('Company name'), '  Koala Robotics  ');
    await user.type(screen.getByLabelText('Contact number (optional)'), '+61 2 9262 1443');
    await user.type(screen.getByLabelText('Website (optional)'), 'koala.com.au');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/companies',
        body: { name: 'Koala Robotics', contactNumber: '+61 2 9262 1443', website: 'https://koala.com.au', currentStatus: 'approved' },
      }),
    ]);
    expect(toasts()).toEqual(['Company created successfully!']);
  });

  it('edits a company with its chosen status, clearing an emptied field', async () => {
    answer = () => ({ body: { message: 'Company updated successfully!' } });
    const user = userEvent.setup();
    const onDone = renderForm(atlassian);
    await user.clear(screen.getByLabelText('Address (optional)'));
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fake.received).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/admin/companies/c1',
        body: { name: 'Atlassian', registrationNumber: '53 102 443 916', website: 'https://www.atlassian.com', currentStatus: 'approved' },
      }),
    ]);
    expect(toasts()).toEqual(['Company updated successfully!']);
  });

  it("shows the server's refusal of a name under the name and in a toast, and stays open", async () => {
    answer = () => ({ status: 409, body: { status: 409, code: 'conflict', message: 'A company with this name already exists.' } });
    const user = userEvent.setup();
    const onDone = renderForm(null);
    await user.type(screen.getByLabelText('Company name'), 'Atlassian');
    await user.click(screen.getByRole('button', { name: 'Add company' }));
    await waitFor(() => expect(toasts()).toEqual(['A company with this name already exists.']));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('A company with this name already exists.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
