import { messages } from '@referly/domain';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, signUpBody, startTestServer, STRONG_PASSWORD, TEST_JWT_SECRET, uniqueEmail, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login', () => {
  it('answers the token and the session user on both spellings of the path', async () => {
    for (const path of ['/api//user/login', '/api/user/login']) {
      const res = await server.post(path, { email: 'Seeker@Referly.dev', password: 'Referly-demo-2026' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Logged in successfully!');
      expect(res.body.data?.user).toMatchObject({
        email: 'seeker@referly.dev',
        userRole: 'jobSeeker',
        referrerVerification: null,
        personalInfo: { firstName: 'Sam', lastName: 'Seeker' },
      });
      expect(res.body.data?.user?.user).toBe(res.body.data?.user?.id);
    }
  });

  it('carries the referrer verification the landing page routes on', async () => {
    const approved = await server.post('/api/user/login', { email: 'referrer@referly.dev', password: 'Referly-demo-2026' });
    expect(approved.body.data?.user?.referrerVerification).toEqual({ status: 'approved' });
    const pending = await server.post('/api/user/login', { email: 'pending.referrer@referly.dev', password: 'Referly-demo-2026' });
    expect(pending.body.data?.user?.referrerVerificationStatus).toBe('pending');
    const fresh = await registerAndLogIn(server, { userRole: 'referrer' });
    expect(fresh.user?.referrerVerification).toBeNull();
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await server.post('/api/user/login', { email: 'seeker@referly.dev', password: 'not-the-password' });
    const unknown = await server.post('/api/user/login', { email: 'nobody@referly.dev', password: 'not-the-password' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_credentials');
      expect(res.body.message).toBe(messages.invalidCredentials);
    }
  });
});

describe('forgot password', () => {
  it('answers the same shape for an unknown e-mail as for a known one, and mails only the known', async () => {
    const known = await server.post('/api/user/forgot-password/send-otp', { email: 'seeker@referly.dev' });
    const unknown = await server.post('/api/user/forgot-password/send-otp', { email: 'ghost@referly.dev' });
    expect(known.status).toBe(unknown.status);
    expect(known.body.message).toBe('OTP has been sent to your email!');
    expect(unknown.body.message).toBe(known.body.message);
    expect(String(unknown.body.data?.userId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await server.otpFor('seeker@referly.dev')).toMatch(/^\d{6}$/);
    expect(await server.mailCount('ghost@referly.dev')).toBe(0);
    const guess = await server.post('/api/user/forgot-password/verify-otp', { userId: unknown.body.data?.userId, otp: '123456' });
    expect(guess.body.message).toBe(messages.otpWrong);
  });

  it('tells a real, an unverified and an unknown address apart in nothing: header, guesses, lock, resend and expiry', async () => {
    const real = (await registerAndLogIn(server)).email;
    const unverified = String(signUpBody().email);
    await server.post('/api/user/create', signUpBody({ email: unverified }));
    const addresses = [real, unverified, `ghost.${Date.now()}@referly.dev`];
    const mailsBefore = await server.mailCount(real);

    const send = async (email: string) => {
      const res = await server.post('/api/user/forgot-password/send-otp', { email });
      return {
        status: res.status,
        message: res.body.message,
        hasPosition: Number(res.headers.get('x-referly-position')) > 0,
        userId: String(res.body.data?.userId),
      };
    };
    const guess = async (userId: string, otp: string) => (await server.post('/api/user/forgot-password/verify-otp', { userId, otp })).body.code;
    const wrongCodeFor = async (email: string) => {
      if (email !== real) return '123456';
      const code = await server.otpFor(real, mailsBefore);
      return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    };

    const userIds: string[] = [];
    const story = async (email: string) => {
      const sent = await send(email);
      userIds.push(sent.userId);
      const wrong = await wrongCodeFor(email);
      const guesses = [];
      for (let i = 0; i < 6; i += 1) guesses.push(await guess(sent.userId, wrong));
      return { reply: { ...sent, userId: undefined }, guesses };
    };
    const stories = [];
    for (const email of addresses) stories.push(await story(email));
    expect(stories[0]).toEqual({
      reply: { status: 200, message: 'OTP has been sent to your email!', hasPosition: true, userId: undefined },
      guesses: ['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_locked'],
    });
    expect(stories[1]).toEqual(stories[0]);
    expect(stories[2]).toEqual(stories[0]);

    // within the resend wait: the same clear wait for every address, no mail claimed, and the codes stay locked
    const waits = [];
    for (const email of addresses) waits.push(await send(email));
    expect(waits[0]).toEqual({
      status: 429,
      message: expect.stringMatching(/^Please wait \d+ seconds before requesting a new OTP\.$/),
      hasPosition: false,
      userId: 'undefined',
    });
    expect(waits.map((wait) => wait.status)).toEqual([429, 429, 429]);
    expect(await server.mailCount(real)).toBe(mailsBefore + 1);
    expect(await Promise.all(userIds.map((userId) => guess(userId, '000000')))).toEqual(['otp_locked', 'otp_locked', 'otp_locked']);
    // after it, a new code; past its life, expired
    server.clock.advance(121_000);
    const renewed = [];
    for (const email of addresses) renewed.push(await send(email));
    const wrongAgain = await wrongCodeFor(real);
    expect(await Promise.all(renewed.map((sent, i) => guess(sent.userId, i === 0 ? wrongAgain : '000000')))).toEqual([
      'otp_invalid',
      'otp_invalid',
      'otp_invalid',
    ]);
    server.clock.advance(11 * 60_000);
    expect(await Promise.all(renewed.map((sent) => guess(sent.userId, '000000')))).toEqual(['otp_expired', 'otp_expired', 'otp_expired']);
  });

  it('resets the password with the code once; the reset check needs 8 characters', async () => {
    const { email } = await registerAndLogIn(server);
    const sent = await server.post('/api/user/forgot-password/send-otp', { email });
    const otp = await server.otpFor(email, 1);
    const verified = await server.post('/api/user/forgot-password/verify-otp', { userId: sent.body.data?.userId, otp });
    expect(verified.body.message).toBe('OTP verified successfully!');
    const code = String(verified.body.data?.code);

    const short = await server.post('/api/user/forgot-password/create-password', { code, password: 'seven-c', confirmPassword: 'seven-c' });
    expect(short.body.message).toBe('Password must contain at least 8 characters.');
    const mismatch = await server.post('/api/user/forgot-password/create-password', { code, password: 'eight-ch-x', confirmPassword: 'eight-ch-y' });
    expect(mismatch.body.message).toBe('Passwords must match.');

    const reset = await server.post('/api/user/forgot-password/create-password', { code, password: 'wattle-and-gum-9', confirmPassword: 'wattle-and-gum-9' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successfully!');
    const again = await server.post('/api/user/forgot-password/create-password', { code, password: 'another-pass-22', confirmPassword: 'another-pass-22' });
    expect(again.body.message).toBe(messages.resetCodeInvalid);

    expect((await server.post('/api/user/login', { email, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await server.post('/api/user/login', { email, password: 'wattle-and-gum-9' })).status).toBe(200);
  });

  it('refuses a reset code from someone else’s account', async () => {
    const res = await server.post('/api/user/forgot-password/create-password', {
      code: '00000000-0000-4000-a000-000000000002.forged',
      password: 'forged-password-1',
      confirmPassword: 'forged-password-1',
    });
    expect(res.status).toBe(400);
    expect((await server.post('/api/user/login', { email: 'seeker@referly.dev', password: 'Referly-demo-2026' })).status).toBe(200);
  });
});

describe('profile', () => {
  it('needs a token', async () => {
    const res = await server.get('/api/user/profile');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Session expired. Redirecting to login.');
  });

  it('reads back what was just saved', async () => {
    const { token, email } = await registerAndLogIn(server);
    const profile = { firstName: 'Mia', lastName: 'Tran', mobile: '0411111111', email, mobileWork: '0299998888' };
    const saved = await server.put('/api/user', profile, token);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('UserProfile updated successfully!');
    expect(Number(saved.headers.get('x-referly-position'))).toBeGreaterThan(0);
    const read = await server.get('/api/user/profile', token);
    expect(read.body.data).toMatchObject({ ...profile, personalInfo: { firstName: 'Mia', lastName: 'Tran' } });
    expect(JSON.stringify(read.body)).not.toMatch(/argon2|passwordHash|revokedSessions/);
  });

  it.each([
    ['firstName', 'First name is required.'],
    ['lastName', 'Last name is required.'],
    ['mobile', 'Phone number is required.'],
    ['email', 'E-Mail is required.'],
    ['mobileWork', 'Work phone number is required.'],
  ])('refuses an empty %s with "%s"', async (field, message) => {
    const { token, email } = await registerAndLogIn(server);
    const res = await server.put('/api/user', { firstName: 'A', lastName: 'B', mobile: '1', email, mobileWork: '2', [field]: '' }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an e-mail that belongs to someone else', async () => {
    const { token } = await registerAndLogIn(server);
    const res = await server.put('/api/user', { firstName: 'A', lastName: 'B', mobile: '1', email: 'admin@referly.dev', mobileWork: '2' }, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(messages.emailTaken);
  });

  it('moves the login to a new e-mail only once the code sent to it is verified', async () => {
    const { token, email: old, userId } = await registerAndLogIn(server);
    const email = uniqueEmail('moved');
    const profile = { firstName: 'A', lastName: 'B', mobile: '1', mobileWork: '2' };
    const saved = await server.put('/api/user', { ...profile, email }, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'UserProfile updated successfully!', data: { pendingEmail: email } });
    expect((await server.get('/api/user/profile', token)).body.data).toMatchObject({ email: old, pendingEmail: email, firstName: 'A' });
    expect((await server.post('/api/user/login', { email, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await server.post('/api/user/login', { email: old, password: STRONG_PASSWORD })).status).toBe(200);

    const code = await server.otpFor(email);
    const mail = (await server.referly.adapters.outbox?.list(email))?.[0];
    expect(mail?.subject).toBe('Confirm your new Referly e-mail address');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await server.post('/api/user/verify-email-change', { otp: wrong.split('') }, token)).body).toMatchObject({
      code: 'otp_invalid',
      message: messages.otpWrong,
    });
    const confirmed = await server.post('/api/user/verify-email-change', { otp: code.split('') }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ message: 'Your e-mail address has been changed.', data: { email } });

    expect((await server.get('/api/user/profile', token)).body.data).toMatchObject({ email, pendingEmail: null });
    expect((await server.post('/api/user/login', { email, password: STRONG_PASSWORD })).body.data?.user).toMatchObject({ id: userId, email });
    expect((await server.post('/api/user/login', { email: old, password: STRONG_PASSWORD })).status).toBe(401);
    // the old address is free again (once the sign-up wait of its first code is over)
    server.clock.advance(121_000);
    expect((await server.post('/api/user/create', signUpBody({ email: old }))).status).toBe(201);
  });

  it('saves the five notification toggles', async () => {
    const { token } = await registerAndLogIn(server);
    const initial = await server.get('/api/user/notification-settings', token);
    expect(Object.keys(initial.body.data ?? {})).toHaveLength(5);
    const settings = {
      jobReferralStatusUpdates: false,
      newReferralOpportunities: false,
      careerAdviceSessionReminders: true,
      resumeReviewCompletion: false,
      generalAnnouncements: true,
    };
    expect((await server.put('/api/user/notification-settings', settings, token)).status).toBe(200);
    expect((await server.get('/api/user/notification-settings', token)).body.data).toEqual(settings);
    expect((await server.put('/api/user/notification-settings', { ...settings, generalAnnouncements: 'yes' }, token)).status).toBe(400);
  });
});

describe('password change and logout', () => {
  it.each([
    [{ oldPassword: '', password: 'x'.repeat(12), confirmPassword: 'x'.repeat(12) }, 'Current password is required.'],
    [{ oldPassword: 'a', password: '', confirmPassword: '' }, 'New password is required.'],
    [{ oldPassword: 'a', password: 'new-password-123', confirmPassword: '' }, 'Confirm password is required.'],
    [{ oldPassword: 'a', password: 'new-password-123', confirmPassword: 'new-password-124' }, 'Passwords do not match.'],
    [{ oldPassword: STRONG_PASSWORD, password: 'short', confirmPassword: 'short' }, 'Password must contain at least 12 characters.'],
  ])('refuses %o', async (body, message) => {
    const { token } = await registerAndLogIn(server);
    const res = await server.post('/api/user/change-password', body, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a wrong current password', async () => {
    const { token } = await registerAndLogIn(server);
    const res = await server.post(
      '/api/user/change-password',
      { oldPassword: 'wrong-current-pw', password: 'new-password-kept', confirmPassword: 'new-password-kept' },
      token,
    );
    expect(res.body.message).toBe(messages.wrongCurrentPassword);
  });

  it('revokes every older token, keeps this browser signed in with a new one', async () => {
    const first = await registerAndLogIn(server);
    const second = await server.post('/api/user/login', { email: first.email, password: STRONG_PASSWORD });
    const changed = await server.post(
      '/api/user/change-password',
      { oldPassword: STRONG_PASSWORD, password: 'blue-mountains-2026', confirmPassword: 'blue-mountains-2026' },
      first.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully!');
    expect((await server.get('/api/user/profile', first.token)).status).toBe(401);
    expect((await server.get('/api/user/profile', String(second.body.data?.token))).status).toBe(401);
    expect((await server.get('/api/user/profile', String(changed.body.data?.token))).status).toBe(200);
    expect((await server.post('/api/user/login', { email: first.email, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await server.post('/api/user/login', { email: first.email, password: 'blue-mountains-2026' })).status).toBe(200);
  });

  it('revokes the token at logout', async () => {
    const { token } = await registerAndLogIn(server);
    expect((await server.post('/api/user/logout', undefined, token)).status).toBe(200);
    expect((await server.get('/api/user/profile', token)).status).toBe(401);
  });
});

describe('hostile tokens', () => {
  const claimsOf = (token: string) => jwt.decode(token) as jwt.JwtPayload;

  it('refuses alg none, a tampered payload, a foreign secret and an expired token', async () => {
    const { token } = await registerAndLogIn(server);
    const claims = claimsOf(token);
    const [header, payload, signature] = token.split('.');
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`,
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, 'some-other-secret-of-enough-length-000000', { algorithm: 'HS256' }),
      jwt.sign({ ...claims, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }, TEST_JWT_SECRET, { algorithm: 'HS256' }),
      jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, TEST_JWT_SECRET, { algorithm: 'HS512' }),
    ];
    for (const bad of forged) {
      const res = await server.get('/api/user/profile', bad);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthenticated');
    }
    expect((await server.get('/api/user/profile', token)).status).toBe(200);
  });

  it('refuses a token with no expiry though it is signed with the right secret, and a create-password token with none', async () => {
    const { token } = await registerAndLogIn(server);
    const { exp: _exp, ...claims } = claimsOf(token);
    const forever = jwt.sign(claims, TEST_JWT_SECRET, { algorithm: 'HS256' });
    expect(claimsOf(forever).exp).toBeUndefined();
    const res = await server.get('/api/user/profile', forever);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
    expect(res.body.message).toBe('Session expired. Redirecting to login.');
    // the same token with an expiry is good: only the missing `exp` refused it
    expect((await server.get('/api/user/profile', jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, TEST_JWT_SECRET))).status).toBe(200);

    // a real create-password token, signed again without its expiry
    const body = signUpBody();
    const signedUp = await server.post('/api/user/create', body);
    const code = await server.otpFor(String(body.email));
    const verified = await server.post('/api/user/verify-otp', { userId: String(signedUp.body.data?.userId), otp: code.split('') });
    const { exp: _tempExp, ...temporaryClaims } = claimsOf(String(verified.body.data?.token));
    const temporary = jwt.sign(temporaryClaims, TEST_JWT_SECRET, { algorithm: 'HS256' });
    const password = { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD };
    const created = await server.post('/api/user/create-password', password, temporary);
    expect(created.status).toBe(401);
    expect(created.body.message).toBe('Session expired. Redirecting to login.');
    expect((await server.post('/api/user/create-password', password, String(verified.body.data?.token))).status).toBe(200);
  });

  it('refuses the temporary create-password token as a session', async () => {
    const temporary = jwt.sign({ sub: '00000000-0000-4000-a000-000000000002', otp: 'x', typ: 'create-password' }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: 60,
    });
    expect((await server.get('/api/user/profile', temporary)).status).toBe(401);
  });
});

describe('errors', () => {
  it('answers problem+json without a stack for malformed JSON and unknown routes', async () => {
    const res = await fetch(`${server.referly.url}/api/user/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"firstName":',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.text()).not.toMatch(/at .*\.ts|node_modules/);
    const missing = await server.get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });

  it('reports every adapter at /api/health', async () => {
    const res = await server.get('/api/health');
    expect(res.body.adapters).toMatchObject({
      eventStore: { ok: true, adapter: 'sqlite' },
      readStore: { ok: true },
      jobQueue: { ok: true },
      mailer: { ok: true },
    });
  });
});
