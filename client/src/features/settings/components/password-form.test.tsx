import '@testing-library/jest-dom/vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { getAuthToken, setSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { PasswordForm } from './password-form';
import { sessionUserFixture } from '../../../lib/session-fixture.ts';

type Reply = { status: number; body: unknown };
let reply: Reply = { status: 200, body: {} };
const received: Array<{ method?: string; url?: string; auth?: string; body: unknown }> = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
      res.writeHead(reply.status, { 'Content-Type': reply.status >= 400 ? 'application/problem+json' : 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = sessionUserFixture();

beforeEach(() => {
  received.length = 0;
  toast.reset();
  window.localStorage.clear();
  setSession('old-token', user);
});
afterEach(cleanup);

const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PasswordForm variant="user" />
    </QueryClientProvider>,
  );

const fill = async (current: string, next: string, confirm: string) => {
  const u = userEvent.setup();
  if (current) await u.type(screen.getByLabelText('Current password'), current);
  if (next) await u.type(screen.getByLabelText('New password'), next);
  if (confirm) await u.type(screen.getByLabelText('Confirm password'), confirm);
  await u.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('settings password form', () => {
  it("shows the spec's messages for empty fields", async () => {
    renderForm();
    await fill('', '', '');
    expect(screen.getByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByText('New password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required.')).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('asks for 12 characters and matching passwords', async () => {
    renderForm();
    await fill('old-password', 'short', 'different');
    expect(screen.getByText('Password must contain at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('sends oldPassword, password and confirmPassword, then keeps this browser signed in with the new token', async () => {
    reply = { status: 200, body: { message: 'Password changed successfully!', data: { token: 'new-token' } } };
    renderForm();
    await fill('old-password-1', 'a-new-long-password', 'a-new-long-password');
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toContain('Password changed successfully!'));
    expect(received[0]).toEqual({
      method: 'POST',
      url: '/api/user/change-password',
      auth: 'Bearer old-token',
      body: { oldPassword: 'old-password-1', password: 'a-new-long-password', confirmPassword: 'a-new-long-password' },
    });
    expect(getAuthToken()).toBe('new-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("toasts the spec's failure text and shows a wrong current password under that field", async () => {
    reply = { status: 400, body: { code: 'wrong_password', message: 'Current password is incorrect.' } };
    renderForm();
    await fill('not-my-password', 'a-new-long-password', 'a-new-long-password');
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to change password.']));
    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getAuthToken()).toBe('old-token');
  });

  it('shows any other server reason under the form, with the same toast', async () => {
    reply = { status: 429, body: { code: 'rate_limited', message: 'Too many attempts. Please try again in 30 seconds.' } };
    renderForm();
    await fill('old-password-1', 'a-new-long-password', 'a-new-long-password');
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to change password.']));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 30 seconds.');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('carries the account e-mail as a hidden username, so a password manager files the new password under it', () => {
    const { container } = renderForm();
    const username = container.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('mia@example.com.au');
    expect(username).not.toBeVisible();
    expect(username?.closest('form')).toContainElement(screen.getByLabelText('New password'));
  });
});
