import { messages } from '@referly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, signUpBody, startTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../test-support/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const wrongCode = (code: string) =>
  code
    .split('')
    .map((d) => String((Number(d) + 1) % 10))
    .join('');

describe('POST /api/user/create', () => {
  it('welcomes an Australian on the morning of their 13th birthday, while it is still the day before in UTC', async () => {
    // move the server's clock to the next 20:00 UTC: 06:00 or 07:00 the next day in Sydney
    const now = server.clock.now();
    let evening = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 20);
    if (evening <= now.getTime()) evening += 86_400_000;
    const sydneyDate = () => new Date(evening + 10 * 3_600_000);
    if (sydneyDate().getUTCMonth() === 1 && sydneyDate().getUTCDate() === 29) evening += 86_400_000; // no 29 February thirteen years back
    server.clock.advance(evening - now.getTime());
    const birthday = sydneyDate();
    birthday.setUTCFullYear(birthday.getUTCFullYear() - 13);
    const thirteenToday = birthday.toISOString().slice(0, 10);

    const res = await server.post('/api/user/create', signUpBody({ dateOfBirth: thirteenToday }));
    expect(res.status).toBe(201);
  });

  it('creates the user, answers its id and mails an OTP', async () => {
    const body = signUpBody();
    const res = await server.post('/api/user/create', body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Create user successfully!');
    expect(String(res.body.data?.userId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await server.otpFor(String(body.email))).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ firstName: '' }, messages.firstNameRequired],
    [{ lastName: undefined }, messages.lastNameRequired],
    [{ email: 'not-an-email' }, messages.emailInvalid],
    [{ mobile: '' }, messages.mobileRequired],
    [{ dateOfBirth: '' }, 'Date of birth is required.'],
    [{ dateOfBirth: '2001-02-31' }, 'Please enter a valid date.'],
    [{ dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    [{ dateOfBirth: `${new Date().getUTCFullYear() - 11}-01-01` }, 'You must be at least 13 years old to register.'],
    [{ dateOfBirth: `${new Date().getUTCFullYear() - 122}-01-01` }, 'Please enter a valid date of birth.'],
  ])('refuses %o with the spec message', async (override, message) => {
    const res = await server.post('/api/user/create', signUpBody(override));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toBe(message);
  });

  it('lets only jobSeeker and referrer be chosen', async () => {
    const res = await server.post('/api/user/create', signUpBody({ userRole: 'admin' }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.userRole).toBe(messages.roleRequired);
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const body = signUpBody();
    const created = await server.post('/api/user/create', body);
    const verified = await server.post('/api/user/verify-otp', { userId: created.body.data?.userId, otp: await server.otpFor(String(body.email)) });
    await server.post('/api/user/create-password', { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }, String(verified.body.data?.token));
    const again = await server.post('/api/user/create', { ...body, email: String(body.email).toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.emailTaken);
  });
});

describe('OTP verification and resend', () => {
  const signUp = async () => {
    const body = signUpBody();
    const res = await server.post('/api/user/create', body);
    return { userId: String(res.body.data?.userId), email: String(body.email), otp: await server.otpFor(String(body.email)) };
  };

  it('answers a temporary token for the right code, given as 6 one-digit strings', async () => {
    const { userId, otp } = await signUp();
    const res = await server.post('/api/user/verify-otp', { userId, otp: otp.split('') });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('OTP verified successfully!');
    expect(String(res.body.data?.token).split('.')).toHaveLength(3);
  });

  it('refuses a malformed code and a missing user id with the spec messages', async () => {
    const { userId } = await signUp();
    expect((await server.post('/api/user/verify-otp', { userId, otp: ['1', '2', '3'] })).body.message).toBe('Please enter a valid 6-digit OTP.');
    expect((await server.post('/api/user/verify-otp', { otp: '123456' })).body.message).toBe('User ID not found in localStorage. Please sign up again.');
  });

  it('refuses a wrong code, and after 5 wrong guesses refuses even the right one', async () => {
    const { userId, otp } = await signUp();
    for (let i = 0; i < 5; i += 1) {
      const res = await server.post('/api/user/verify-otp', { userId, otp: wrongCode(otp) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.otpWrong);
    }
    const sixth = await server.post('/api/user/verify-otp', { userId, otp });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(messages.otpLocked);
  });

  it('refuses a code used once already', async () => {
    const { userId, otp } = await signUp();
    expect((await server.post('/api/user/verify-otp', { userId, otp })).status).toBe(200);
    const reused = await server.post('/api/user/verify-otp', { userId, otp });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(messages.otpUsed);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { userId, otp } = await signUp();
    server.clock.advance(10 * 60_000 + 1000);
    const res = await server.post('/api/user/verify-otp', { userId, otp });
    expect(res.body.code).toBe('otp_expired');
    expect(res.body.message).toBe(messages.otpExpired);
  });

  it('refuses a sign-up code on the password-reset path', async () => {
    const { userId, otp } = await signUp();
    const res = await server.post('/api/user/forgot-password/verify-otp', { userId, otp });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.otpWrong);
    expect((await server.post('/api/user/verify-otp', { userId, otp })).status).toBe(200);
  });

  it('refuses a resend within 120 s with the seconds left, then sends a new code', async () => {
    const { userId, email } = await signUp();
    server.clock.advance(30_000);
    const early = await server.post('/api/user/resend-otp', { userId });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe(messages.otpResendTooSoon(90));
    expect(early.body.retryAfterSeconds).toBe(90);
    expect(early.headers.get('retry-after')).toBe('90');
    server.clock.advance(90_000);
    const later = await server.post('/api/user/resend-otp', { userId });
    expect(later.status).toBe(200);
    expect(later.body.message).toBe('OTP resend successfully!!');
    const fresh = await server.otpFor(email, 1);
    expect((await server.post('/api/user/verify-otp', { userId, otp: fresh })).status).toBe(200);
  });
});

describe('POST /api/user/create-password', () => {
  const verifiedUser = async () => {
    const body = signUpBody();
    const created = await server.post('/api/user/create', body);
    const verified = await server.post('/api/user/verify-otp', { userId: created.body.data?.userId, otp: await server.otpFor(String(body.email)) });
    return { email: String(body.email), token: String(verified.body.data?.token) };
  };

  it('needs the temporary token', async () => {
    const res = await server.post('/api/user/create-password', { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Session expired. Redirecting to login.');
  });

  it.each([
    [{ password: 'short-pass', confirmPassword: 'short-pass' }, 'Password must contain at least 12 characters.'],
    [{ password: STRONG_PASSWORD, confirmPassword: `${STRONG_PASSWORD}x` }, 'Passwords must match.'],
    [{ password: '1qaz2wsx3edc', confirmPassword: '1qaz2wsx3edc' }, messages.passwordCommon],
  ])('refuses %o', async (body, message) => {
    const { token } = await verifiedUser();
    const res = await server.post('/api/user/create-password', body, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('sets the password once; the user can then log in', async () => {
    const { email, token } = await verifiedUser();
    const res = await server.post('/api/user/create-password', { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password created successfully!');
    expect((await server.post('/api/user/create-password', { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }, token)).status).toBe(409);
    const login = await server.post('/api//user/login', { email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data?.user?.userRole).toBe('jobSeeker');
  });
});

describe('one e-mail, one account', () => {
  const adminToken = async () => String((await server.post('/api/user/login', { email: 'admin@referly.dev', password: 'Referly-demo-2026' })).body.data?.token);
  /** the admin's user list for one address: [firstName, accountStatus] of each account */
  const listed = async (email: string) => {
    const page = await server.get(`/api/admin/users?search=${encodeURIComponent(email)}&limit=50`, await adminToken());
    expect(page.status).toBe(200);
    return (page.body.data as unknown as { firstName: string; email: string; accountStatus: string }[])
      .filter((user) => user.email === email)
      .map((user) => [user.firstName, user.accountStatus]);
  };
  const signUp = async (email: string, firstName: string) => {
    const res = await server.post('/api/user/create', signUpBody({ email, firstName }));
    expect(res.status).toBe(201);
    return String(res.body.data?.userId);
  };
  const verify = (userId: string, code: string) => server.post('/api/user/verify-otp', { userId, otp: code.split('') });
  const createPassword = (token: string) => server.post('/api/user/create-password', { password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }, token);

  it('closes a stranger’s sign-up on the address once its owner verifies it: gone from the admin’s list, its code refused', async () => {
    const email = uniqueEmail('owner');
    const ownerId = await signUp(email, 'Owner');
    const ownerCode = await server.otpFor(email);
    server.clock.advance(121_000);
    const attackerId = await signUp(email, 'Attacker');
    const attackerCode = await server.otpFor(email, 1);
    expect(await listed(email)).toEqual([
      ['Attacker', 'pendingVerification'],
      ['Owner', 'pendingVerification'],
    ]);

    const verified = await verify(ownerId, ownerCode);
    expect(verified.status).toBe(200);
    expect(await listed(email)).toEqual([['Owner', 'pendingVerification']]);
    expect((await createPassword(String(verified.body.data?.token))).status).toBe(200);
    expect(await listed(email)).toEqual([['Owner', 'active']]);

    const takeover = await verify(attackerId, attackerCode);
    expect(takeover.body).toMatchObject({ status: 409, code: 'email_taken', message: messages.emailTaken });
    // nor can it ask for another code
    server.clock.advance(121_000);
    expect((await server.post('/api/user/resend-otp', { userId: attackerId })).body).toMatchObject({ code: 'email_taken' });
    expect(await server.mailCount(email)).toBe(2);
    // and a new sign-up is refused outright
    expect((await server.post('/api/user/create', signUpBody({ email, firstName: 'Again' }))).body).toMatchObject({ status: 409, code: 'email_taken' });
    expect(await listed(email)).toEqual([['Owner', 'active']]);
  });

  it('closes the stranger’s sign-up that came first just the same', async () => {
    const email = uniqueEmail('owner');
    const attackerId = await signUp(email, 'Attacker');
    const attackerCode = await server.otpFor(email);
    server.clock.advance(121_000);
    const ownerId = await signUp(email, 'Owner');
    const ownerCode = await server.otpFor(email, 1);
    expect(ownerCode).not.toBe(attackerCode);

    const verified = await verify(ownerId, ownerCode);
    expect(verified.status).toBe(200);
    expect(await listed(email)).toEqual([['Owner', 'pendingVerification']]);
    const takeover = await verify(attackerId, attackerCode);
    expect(takeover.body).toMatchObject({ status: 409, code: 'email_taken', message: messages.emailTaken });
    // the owner's account is whole: it signs in as the owner
    expect((await createPassword(String(verified.body.data?.token))).status).toBe(200);
    const login = await server.post('/api/user/login', { email, password: STRONG_PASSWORD });
    expect(login.body.data?.user).toMatchObject({ id: ownerId, personalInfo: { firstName: 'Owner' } });
    expect(await listed(email)).toEqual([['Owner', 'active']]);
  });

  it('closes a waiting sign-up of an address another account takes by an e-mail change', async () => {
    const email = uniqueEmail('moving');
    const mover = await registerAndLogIn(server, { firstName: 'Mover' });
    const strangerId = await signUp(email, 'Stranger');
    const strangerCode = await server.otpFor(email);
    const saved = await server.put('/api/user', { firstName: 'Mover', lastName: 'Nguyen', mobile: '1', mobileWork: '2', email }, mover.token);
    expect(saved.body.data?.pendingEmail).toBe(email);
    const changeCode = await server.otpFor(email, 1);
    expect((await server.post('/api/user/verify-email-change', { otp: changeCode.split('') }, mover.token)).status).toBe(200);
    expect(await listed(email)).toEqual([['Mover', 'active']]);
    expect((await verify(strangerId, strangerCode)).body).toMatchObject({ status: 409, code: 'email_taken', message: messages.emailTaken });
  });
});
