import { messages } from '@referly/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, signUpBody, startTestServer, STRONG_PASSWORD, uniqueEmail, type TestServer } from '../test-support/harness.ts';

// The attacks issue 5 reproduced against the running server, each answered now.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (email: string, password = STRONG_PASSWORD) => server.post('/api/user/login', { email, password });
const profileOf = (token: string) => server.get('/api/user/profile', token);

describe('sessions', () => {
  it('keeps a logged-out token refused after many more logouts', async () => {
    const { email, token } = await registerAndLogIn(server);
    expect((await server.post('/api/user/logout', undefined, token)).status).toBe(200);
    for (let i = 0; i < 55; i += 1) {
      const next = String((await login(email)).body.data?.token);
      expect((await server.post('/api/user/logout', undefined, next)).status).toBe(200);
    }
    expect((await profileOf(token)).status).toBe(401);
  }, 120_000);
});

describe('e-mail change', () => {
  it("does not take another person's address without proof, nor block their sign-up", async () => {
    const squatter = await registerAndLogIn(server);
    const victim = uniqueEmail('victim');
    const saved = await server.put('/api/user', { firstName: 'Sly', lastName: 'Squat', mobile: '1', mobileWork: '2', email: victim }, squatter.token);
    expect(saved.body.data?.pendingEmail).toBe(victim);
    expect((await profileOf(squatter.token)).body.data?.email).toBe(squatter.email);

    // the victim signs up with their own address as if nothing happened
    const body = signUpBody({ email: victim, firstName: 'Vic' });
    const created = await server.post('/api/user/create', body);
    expect(created.status).toBe(201);
    const victimId = String(created.body.data?.userId);
    const victimCode = await server.otpFor(victim);
    expect((await server.post('/api/user/verify-otp', { userId: victimId, otp: victimCode.split('') })).status).toBe(200);

    // even the squatter's own code (it went to the victim's inbox) cannot take the address now
    const mails = (await server.referly.adapters.outbox?.list(victim)) ?? [];
    const squatterCode = /\b(\d{6})\b/.exec(mails.find((mail) => mail.subject === 'Confirm your new Referly e-mail address')?.text ?? '')?.[1] ?? '';
    const taken = await server.post('/api/user/verify-email-change', { otp: squatterCode.split('') }, squatter.token);
    expect(taken.body).toMatchObject({ code: 'email_taken', message: messages.emailTaken });
    expect((await profileOf(squatter.token)).body.data?.email).toBe(squatter.email);
  });

  it('refuses an address another account holds, and changes nothing', async () => {
    const [first, second] = [await registerAndLogIn(server), await registerAndLogIn(server)];
    const res = await server.put('/api/user', { firstName: 'Changed', lastName: 'Name', mobile: '1', mobileWork: '2', email: second.email }, first.token);
    expect(res.body).toMatchObject({ status: 409, code: 'email_taken', message: messages.emailTaken });
    expect((await profileOf(first.token)).body.data).toMatchObject({ email: first.email, firstName: 'Mia', pendingEmail: null });
  });
});

describe('password change', () => {
  it('lets exactly one of 50 simultaneous changes with the right old password through', async () => {
    const { email, token } = await registerAndLogIn(server);
    const candidates = Array.from({ length: 50 }, (_, i) => `kangaroo-paw-${i}-billabong`);
    const replies = await Promise.all(
      candidates.map((password) => server.post('/api/user/change-password', { oldPassword: STRONG_PASSWORD, password, confirmPassword: password }, token)),
    );
    const won = replies.flatMap((reply, i) => (reply.status === 200 ? [candidates[i] ?? ''] : []));
    const answers = replies.map((reply) => `${reply.status} ${String(reply.body.message)}`);
    const tally = Object.fromEntries([...new Set(answers)].map((answer) => [answer, answers.filter((other) => other === answer).length]));
    // the others are refused: the old password is no longer the current one, or, once the change has signed
    // out every older session, the token itself
    expect(tally['200 Password changed successfully!']).toBe(1);
    const refusals = [`400 ${messages.wrongCurrentPassword}`, `401 ${messages.sessionExpired}`];
    expect(Object.keys(tally).filter((answer) => !answer.startsWith('200 ') && !refusals.includes(answer))).toEqual([]);

    const works = [];
    for (const password of [STRONG_PASSWORD, ...candidates]) if ((await login(email, password)).status === 200) works.push(password);
    expect(works).toEqual(won);
  }, 120_000);
});

describe('sign-up', () => {
  it("never lets a stranger rewrite someone's unverified sign-up: each gets its own, and only a verified code takes the address", async () => {
    const email = uniqueEmail('first');
    const first = await server.post(
      '/api/user/create',
      signUpBody({ email, firstName: 'Fiona', lastName: 'First', userRole: 'referrer', dateOfBirth: '1991-02-03' }),
    );
    const firstId = String(first.body.data?.userId);
    const firstCode = await server.otpFor(email);

    // a stranger re-posts at once: refused with the wait, so nobody floods the address with codes
    const early = await server.post('/api/user/create', signUpBody({ email, firstName: 'Stranger' }));
    expect(early.body).toMatchObject({ status: 429, code: 'otp_resend_too_soon', message: expect.stringMatching(/^Please wait \d+ seconds/) });
    // after the wait the stranger gets a registration of their own, which changes nothing of the first one
    server.clock.advance(121_000);
    const stranger = await server.post('/api/user/create', signUpBody({ email, firstName: 'Stranger', lastName: 'Danger', userRole: 'jobSeeker' }));
    expect(stranger.status).toBe(201);
    expect(stranger.body.data?.userId).not.toBe(firstId);

    // the first person's code (not expired yet) still works, and the account is exactly what they entered
    const verified = await server.post('/api/user/verify-otp', { userId: firstId, otp: firstCode.split('') });
    expect(verified.status).toBe(200);
    const password = 'fiona-first-lorikeet-7';
    await server.post('/api/user/create-password', { password, confirmPassword: password }, String(verified.body.data?.token));
    const signedIn = await login(email, password);
    expect(signedIn.body.data?.user).toMatchObject({ id: firstId, userRole: 'referrer', personalInfo: { firstName: 'Fiona', lastName: 'First' } });
    expect((await profileOf(String(signedIn.body.data?.token))).body.data?.dateOfBirth).toBe('1991-02-03');

    // the stranger's registration can never take the address, even with its code
    const strangerCode = await server.otpFor(email, 1);
    const takeover = await server.post('/api/user/verify-otp', { userId: String(stranger.body.data?.userId), otp: strangerCode.split('') });
    expect(takeover.body).toMatchObject({ code: 'email_taken', message: messages.emailTaken });
    expect((await server.post('/api/user/create', signUpBody({ email }))).body).toMatchObject({ status: 409, code: 'email_taken' });
  });
});

describe('forgot password behind two nodes', () => {
  it('keeps the stand-in code of an address that cannot reset the same on every node', async () => {
    const other = await startTestServer({ dataDir: server.dataDir });
    try {
      const nodes = [server, other];
      const email = uniqueEmail('ghost');
      const sent = await server.post('/api/user/forgot-password/send-otp', { email });
      expect(sent.status).toBe(200);
      const userId = String(sent.body.data?.userId);
      const guesses = [];
      for (let i = 0; i < 6; i += 1)
        guesses.push((await (nodes[i % 2] ?? server).post('/api/user/forgot-password/verify-otp', { userId, otp: '000000' })).body.code);
      expect(guesses).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_locked']);
      const again = await other.post('/api/user/forgot-password/send-otp', { email });
      expect(again.body).toMatchObject({ status: 429, code: 'otp_resend_too_soon' });
    } finally {
      await other.close();
    }
  });
});
