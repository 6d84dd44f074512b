import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { startFakeApi, type FakeReply, type ReceivedRequest } from '../../../lib/fake-api';
import type { Profile } from '../../../lib/profile';
import { createQueryClient } from '../../../lib/query-client';
import { getSessionUser, setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { ProfileForm } from './profile-form';

const savedProfile: Profile = {
  id: 'u1',
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: 'mia@example.com.au',
  mobile: '0412345678',
  mobileWork: '0298765432',
  picture: null,
  userRole: 'jobSeeker',
  pendingEmail: null,
};

let profile: Profile = savedProfile;
let answerPut: (request: ReceivedRequest) => FakeReply = () => ({ body: { statusCode: 200, message: 'UserProfile updated successfully!' } });
let answerVerify: (request: ReceivedRequest) => FakeReply = () => ({ status: 404, body: {} });
let answerResend: (request: ReceivedRequest) => FakeReply = () => ({ status: 404, body: {} });
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi((request) => {
    if (request.method === 'PUT') return answerPut(request);
    if (request.url === '/api/user/verify-email-change') return answerVerify(request);
    if (request.url === '/api/user/resend-email-change') return answerResend(request);
    return { body: { data: profile } };
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  localStorage.clear();
  toast.reset();
  fake.received.length = 0;
  profile = savedProfile;
  answerPut = () => ({ body: { statusCode: 200, message: 'UserProfile updated successfully!' } });
  setSession('tok', sessionUserFixture());
});
afterEach(cleanup);

const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProfileForm variant="user" />
    </QueryClientProvider>,
  );

describe('settings profile form', () => {
  it('puts a saved name into the stored session user at once, which the header and dashboards read', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Amelia');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['UserProfile updated successfully!']));
    expect(fake.received.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/user',
      body: { firstName: 'Amelia', lastName: 'Nguyen', mobile: '0412345678', email: 'mia@example.com.au', mobileWork: '0298765432' },
    });
    expect(getSessionUser()?.personalInfo.firstName).toBe('Amelia');
  });

  it("says 'Failed to update post!' when the server refuses, and keeps the stored user", async () => {
    const user = userEvent.setup();
    answerPut = () => ({ status: 500, body: { code: 'internal', message: 'Something went wrong.' } });
    renderForm();
    await user.clear(await screen.findByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Amelia');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to update post!']));
    expect(getSessionUser()?.personalInfo.firstName).toBe('Mia');
  });
});

/** The server as docs say it will answer: a new address waits for its code, and the profile says which. */
const emailChangeServer = () => {
  answerPut = (request) => {
    const body = request.body as { email: string };
    if (body.email === profile.email) return { body: { statusCode: 200, message: 'UserProfile updated successfully!' } };
    profile = { ...profile, pendingEmail: body.email };
    return { body: { statusCode: 200, message: 'UserProfile updated successfully!', data: { pendingEmail: body.email } } };
  };
};

const saveNewEmail = async (email: string, { awaitCode = true } = {}) => {
  const user = userEvent.setup();
  renderForm();
  await user.clear(await screen.findByLabelText('E-Mail'));
  await user.type(screen.getByLabelText('E-Mail'), email);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  // the code's first box takes the focus, so the person types the code straight away
  if (awaitCode) await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus());
  return user;
};

const panel = () => screen.getByRole('region', { name: 'Confirm your new e-mail' });
const messagesShown = () => toast.getAll().map((t) => t.message);

describe('changing the e-mail address', () => {
  it('asks for the code mailed to the new address, keeping the old one in use until then', async () => {
    emailChangeServer();
    await saveNewEmail('amelia@example.com');
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent('We sent a 6-digit code to amelia@example.com. Enter it to change your e-mail.');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('mia@example.com.au');
    expect(getSessionUser()?.email).toBe('mia@example.com.au');
    expect(within(panel()).getByText('2:00')).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    expect(messagesShown()).toEqual(['UserProfile updated successfully!']);
  });

  it('changes it once the code is verified: the toast, the field and the stored user', async () => {
    emailChangeServer();
    answerVerify = () => {
      profile = { ...profile, email: 'amelia@example.com', pendingEmail: null };
      return { body: { message: 'Your e-mail address has been changed.', data: { email: 'amelia@example.com' } } };
    };
    const user = await saveNewEmail('amelia@example.com');
    await user.keyboard('482913');
    await user.click(within(panel()).getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(messagesShown()).toContain('Your e-mail address has been changed.'));
    expect(fake.received.find((r) => r.url === '/api/user/verify-email-change')).toMatchObject({
      method: 'POST',
      authorization: 'Bearer tok',
      body: { otp: ['4', '8', '2', '9', '1', '3'] },
    });
    expect(screen.getByLabelText('E-Mail')).toHaveValue('amelia@example.com');
    expect(getSessionUser()?.email).toBe('amelia@example.com');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your new e-mail' })).not.toBeInTheDocument());
  });

  it("says why a code was refused, and 'Failed to verify OTP.'", async () => {
    emailChangeServer();
    answerVerify = () => ({ status: 400, body: { code: 'otp_invalid', message: 'The OTP is incorrect.' } });
    const user = await saveNewEmail('amelia@example.com');
    await user.keyboard('000000');
    await user.keyboard('{Enter}');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('The OTP is incorrect.');
    expect(messagesShown()).toEqual(['UserProfile updated successfully!', 'Failed to verify OTP.']);
    expect(getSessionUser()?.email).toBe('mia@example.com.au');
  });

  it('offers a new code at once after a reload, and waits as long as the server asks', async () => {
    profile = { ...savedProfile, pendingEmail: 'amelia@example.com' };
    answerResend = () => ({
      status: 429,
      body: { code: 'otp_resend_too_soon', message: 'Please wait 42 seconds before requesting a new OTP.', retryAfterSeconds: 42 },
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(await within(await screen.findByRole('region', { name: 'Confirm your new e-mail' })).findByRole('button', { name: 'Resend OTP' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Please wait 42 seconds before requesting a new OTP.');
    expect(within(panel()).getByText('0:42')).toBeInTheDocument();
    expect(messagesShown()).toEqual(['Failed to resend OTP.']);

    cleanup();
    toast.reset();
    answerResend = () => ({ body: { message: 'OTP resend successfully!!' } });
    renderForm();
    await user.click(await within(await screen.findByRole('region', { name: 'Confirm your new e-mail' })).findByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(messagesShown()).toEqual(['OTP resend successfully!!']));
    expect(within(panel()).getByText('2:00')).toBeInTheDocument();
    expect(fake.received.filter((r) => r.url === '/api/user/resend-email-change').map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('says under the field when the new address belongs to another account, and asks for no code', async () => {
    answerPut = () => ({ status: 409, body: { code: 'email_taken', message: 'An account with this email already exists.' } });
    await saveNewEmail('taken@example.com', { awaitCode: false });
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    expect(messagesShown()).toEqual(['Failed to update post!']);
    expect(screen.queryByRole('region', { name: 'Confirm your new e-mail' })).not.toBeInTheDocument();
  });
});
