import { messages } from '@referly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, signUpBody, startTestServer, STRONG_PASSWORD, type Reply, type TestServer } from '../test-support/harness.ts';

// The error answers of the accounts calls that the journeys in the other files do not reach.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const refusal = (res: Reply) => ({
  status: res.status,
  code: res.body.code,
  message: res.body.message,
  problem: res.headers.get('content-type')?.startsWith('application/problem+json'),
});

describe('sign-up', () => {
  it('asks for a role when none is chosen', async () => {
    const res = await server.post('/api/user/create', signUpBody({ userRole: undefined }));
    expect(refusal(res)).toEqual({ status: 400, code: 'validation_failed', message: messages.roleRequired, problem: true });
  });

  it('refuses a resend without a user id, for an unknown id, and once the e-mail is verified', async () => {
    expect(refusal(await server.post('/api/user/resend-otp', {}))).toMatchObject({ status: 400, message: messages.userIdMissing });
    const unknown = await server.post('/api/user/resend-otp', { userId: '00000000-0000-4000-a000-00000000dead' });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.body.message).toBe(messages.userNotFound);

    const { userId } = await registerAndLogIn(server);
    server.clock.advance(121_000);
    const verified = await server.post('/api/user/resend-otp', { userId });
    expect(verified.status).toBeGreaterThanOrEqual(400);
    expect(verified.body.message).toBe(messages.otpUsed);
  });
});

describe('login', () => {
  it.each([
    [{ password: STRONG_PASSWORD }, messages.emailRequired],
    [{ email: 'not-an-email', password: STRONG_PASSWORD }, messages.emailInvalid],
    [{ email: 'seeker@referly.dev' }, messages.passwordRequired],
    [{ email: 'seeker@referly.dev', password: '' }, messages.passwordRequired],
  ])('refuses %o with the spec message', async (body, message) => {
    expect(refusal(await server.post('/api/user/login', body))).toEqual({ status: 400, code: 'validation_failed', message, problem: true });
  });
});

describe('forgot password', () => {
  it('refuses a malformed e-mail before anything is sent', async () => {
    expect(refusal(await server.post('/api/user/forgot-password/send-otp', { email: 'nobody-at-all' }))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: messages.emailInvalid,
      problem: true,
    });
  });
});

describe('password change', () => {
  it('refuses a common password as the new one and keeps the old one working', async () => {
    const user = await registerAndLogIn(server);
    const res = await server.post(
      '/api/user/change-password',
      { oldPassword: STRONG_PASSWORD, password: 'password1234', confirmPassword: 'password1234' },
      user.token,
    );
    expect(refusal(res)).toMatchObject({ status: 400, message: messages.passwordCommon, problem: true });
    expect((await server.post('/api/user/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(200);
  });
});

describe('verification status', () => {
  it('answers User not found. for an id that is no one', async () => {
    const admin = String((await server.post('/api/user/login', { email: 'admin@referly.dev', password: 'Referly-demo-2026' })).body.data?.token);
    const res = await server.post('/api/admin/referrers/00000000-0000-4000-a000-00000000dead/update-verification-status', { newStatus: 'approved' }, admin);
    expect(refusal(res)).toMatchObject({ status: 404, code: 'not_found', message: messages.userNotFound, problem: true });
  });
});
