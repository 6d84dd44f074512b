import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi((request) => (request.method === 'PUT' ? answerPut(request) : { body: { data: profile } }));
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
