import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { messages } from '@referly/domain';
import { ApiError } from '../../lib/api';
import { authModalMachine, emptyOtp, type SignUpValues } from './auth-modal.machine';
import type { LoginData } from './api/auth-requests';
import { sessionUserFixture } from '../../lib/session-fixture.ts';
import { signUpValuesFixture } from './sign-up-fixture';

const values = signUpValuesFixture;

const user = sessionUserFixture();

type Fakes = Partial<{
  createUser: (input: SignUpValues) => Promise<{ userId: string }>;
  verifyOtp: (input: { userId: string; otp: string[] }) => Promise<{ token: string }>;
  resendOtp: (input: { userId: string }) => Promise<unknown>;
  createPassword: (input: { password: string; confirmPassword: string; token: string }) => Promise<unknown>;
  logIn: (input: { email: string; password: string }) => Promise<LoginData>;
  sendResetOtp: (input: { email: string }) => Promise<{ userId: string }>;
  verifyResetOtp: (input: { userId: string; otp: string[] }) => Promise<{ code: string }>;
  resetPassword: (input: { code: string; password: string; confirmPassword: string }) => Promise<unknown>;
}>;

const unexpected = () => Promise.reject(new Error('not expected in this test'));

/** Runs the real machine with fake calls, a clock the test drives, and toasts it records. */
const start = (step: 'signUp' | 'signIn' | 'forgotPassword', fakes: Fakes = {}) => {
  const toasts: string[] = [];
  const calls: Array<{ name: string; input: unknown }> = [];
  const clock = { tick: () => undefined as void };
  const fake = <I, O>(name: string, impl: ((input: I) => Promise<O>) | undefined) =>
    fromPromise<O, I>(({ input }) => {
      calls.push({ name, input });
      return impl ? impl(input) : (unexpected() as Promise<O>);
    });
  const machine = authModalMachine.provide({
    actors: {
      createUser: fake('createUser', fakes.createUser),
      verifyOtp: fake('verifyOtp', fakes.verifyOtp),
      resendOtp: fake('resendOtp', fakes.resendOtp),
      createPassword: fake('createPassword', fakes.createPassword),
      logIn: fake('logIn', fakes.logIn),
      sendResetOtp: fake('sendResetOtp', fakes.sendResetOtp),
      verifyResetOtp: fake('verifyResetOtp', fakes.verifyResetOtp),
      resetPassword: fake('resetPassword', fakes.resetPassword),
      resendTicker: fromCallback(({ sendBack }) => {
        clock.tick = () => sendBack({ type: 'TICK' });
        return () => {
          clock.tick = () => undefined;
        };
      }),
    },
    actions: {
      toastSuccess: (_, params) => void toasts.push(params.message),
      toastError: (_, params) => void toasts.push(params.message),
    },
  });
  const actor = createActor(machine, { input: { step } }).start();
  return { actor, toasts, calls, clock };
};

const digits = (code: string) => code.split('');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('auth modal machine: sign-up path', () => {
  it('goes form -> OTP -> create password -> sign in -> done, storing what the spec says', async () => {
    const { actor, toasts, calls } = start('signUp', {
      createUser: async () => ({ userId: 'u1' }),
      verifyOtp: async () => ({ token: 'temporary-token' }),
      createPassword: async () => ({ message: 'ok' }),
      logIn: async () => ({ token: 'session-token', user }),
    });
    expect(actor.getSnapshot().matches({ signUp: 'form' })).toBe(true);

    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('otp'));
    expect(window.localStorage.getItem('userId')).toBe('u1');
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(120);

    // five digits are refused with the spec's message and nothing is sent
    actor.send({ type: 'OTP.CHANGE', otp: ['1', '2', '3', '4', '5', ''] });
    actor.send({ type: 'OTP.VERIFY' });
    expect(actor.getSnapshot().matches({ otp: { code: 'entering' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid 6-digit OTP.');
    expect(calls.some((c) => c.name === 'verifyOtp')).toBe(false);
    actor.send({ type: 'OTP.CHANGE', otp: digits('123456') });
    actor.send({ type: 'OTP.VERIFY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('createPassword'));
    expect(calls.find((c) => c.name === 'verifyOtp')?.input).toEqual({ userId: 'u1', otp: digits('123456') });
    expect(window.localStorage.getItem('token')).toBe('temporary-token');

    actor.send({ type: 'PASSWORD.SUBMIT', password: 'a-long-password', confirmPassword: 'a-long-password' });
    await waitFor(actor, (s) => s.matches('signIn'));
    expect(calls.find((c) => c.name === 'createPassword')?.input).toEqual({
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
      token: 'temporary-token',
    });
    expect(actor.getSnapshot().context.knownEmail).toBe(values.email);

    actor.send({ type: 'SIGN_IN.SUBMIT', email: values.email, password: 'a-long-password' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ token: 'session-token', user });
    expect(window.localStorage.getItem('authToken')).toBe('session-token');
    expect(toasts).toEqual(['Create user successfully!', 'OTP verified successfully!', 'Password created successfully!', 'Logged in successfully!']);
  });

  it('reports a refused sign-up with the server message, and a network failure with the spec text', async () => {
    let failure: unknown = new ApiError('An account with this email already exists.', { status: 409, code: 'email_taken' });
    const { actor, toasts } = start('signUp', { createUser: () => Promise.reject(failure) });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ signUp: 'form' }));
    failure = new ApiError(messages.failNetwork, { status: 0 });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await settle();
    await waitFor(actor, (s) => s.matches({ signUp: 'form' }));
    expect(toasts).toEqual([
      'Failed to create user: An account with this email already exists.',
      'Network error: Unable to connect to server. Please check your internet connection.',
    ]);
    expect(actor.getSnapshot().context.signUpValues).toEqual(values);
  });

  it('keeps the OTP step on a wrong code and says why', async () => {
    const { actor, toasts } = start('signUp', {
      createUser: async () => ({ userId: 'u1' }),
      verifyOtp: () => Promise.reject(new ApiError('The OTP is incorrect.', { status: 400, code: 'otp_invalid' })),
    });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'OTP.CHANGE', otp: digits('000000') });
    actor.send({ type: 'OTP.VERIFY' });
    await settle();
    await waitFor(actor, (s) => s.matches({ otp: { code: 'entering' } }));
    expect(toasts).toContain('Failed to verify OTP: The OTP is incorrect.');
    expect(actor.getSnapshot().context.error).toBe('The OTP is incorrect.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('refuses to verify without a user id, with the spec message', async () => {
    const { actor, toasts, calls } = start('signUp', { createUser: async () => ({ userId: '' }) });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'OTP.CHANGE', otp: digits('123456') });
    actor.send({ type: 'OTP.VERIFY' });
    expect(toasts).toContain('User ID not found in localStorage. Please sign up again.');
    expect(calls.some((c) => c.name === 'verifyOtp')).toBe(false);
  });

  it('goes to sign in when the temporary token is refused, without a stale inline error', async () => {
    const { actor, toasts } = start('signUp', {
      createUser: async () => ({ userId: 'u1' }),
      verifyOtp: async () => ({ token: 'temporary-token' }),
      createPassword: () => Promise.reject(new ApiError('Session expired. Redirecting to login.', { status: 401, code: 'unauthenticated' })),
    });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'OTP.CHANGE', otp: digits('123456') });
    actor.send({ type: 'OTP.VERIFY' });
    await waitFor(actor, (s) => s.matches('createPassword'));
    actor.send({ type: 'PASSWORD.SUBMIT', password: 'a-long-password', confirmPassword: 'a-long-password' });
    await settle();
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(toasts).toContain('Failed to create password.');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Edit returns to the form with the values kept', async () => {
    const { actor } = start('signUp', { createUser: async () => ({ userId: 'u1' }) });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches('otp'));
    actor.send({ type: 'OTP.EDIT' });
    expect(actor.getSnapshot().matches({ signUp: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.signUpValues).toEqual(values);
  });
});

describe('auth modal machine: resend countdown', () => {
  it('allows resend only after 120 ticks, then restarts the wait', async () => {
    const { actor, toasts, clock, calls } = start('signUp', {
      createUser: async () => ({ userId: 'u1' }),
      resendOtp: async () => ({ message: 'OTP resend successfully!!' }),
    });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches('otp'));
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
    for (let i = 0; i < 119; i += 1) clock.tick();
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(1);
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
    clock.tick();
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(0);
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(true);

    actor.send({ type: 'OTP.RESEND' });
    expect(actor.getSnapshot().hasTag('resending')).toBe(true);
    await waitFor(actor, (s) => s.matches({ otp: { resend: 'counting' } }));
    expect(calls.find((c) => c.name === 'resendOtp')?.input).toEqual({ userId: 'u1' });
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(120);
    expect(toasts).toContain('OTP resend successfully!!');
  });

  it("toasts the spec text on a refusal, keeps the server's reason inline and counts down what it asked for", async () => {
    const { actor, toasts, clock } = start('signUp', {
      createUser: async () => ({ userId: 'u1' }),
      resendOtp: () =>
        Promise.reject(
          new ApiError('Please wait 30 seconds before requesting a new OTP.', { status: 429, code: 'otp_resend_too_soon', retryAfterSeconds: 30 }),
        ),
    });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches('otp'));
    for (let i = 0; i < 120; i += 1) clock.tick();
    actor.send({ type: 'OTP.RESEND' });
    await settle();
    await waitFor(actor, (s) => s.matches({ otp: { resend: 'counting' } }));
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(30);
    expect(toasts).toEqual(['Create user successfully!', 'Failed to resend OTP.']);
    expect(actor.getSnapshot().context.error).toBe('Please wait 30 seconds before requesting a new OTP.');
  });

  it('makes the forgot-password code wait the same 120 s before a new one is sent', async () => {
    const { actor, toasts, clock, calls } = start('forgotPassword', { sendResetOtp: async () => ({ userId: 'u9' }) });
    actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'otp' }));
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(120);
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
    for (let i = 0; i < 119; i += 1) clock.tick();
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
    clock.tick();
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(true);

    actor.send({ type: 'OTP.RESEND' });
    expect(actor.getSnapshot().hasTag('resending')).toBe(true);
    await waitFor(actor, (s) => s.matches({ forgotPassword: { otp: { resend: 'counting' } } }));
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(120);
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
    expect(calls.map((c) => c.input)).toEqual([{ email: 'mia@example.com.au' }, { email: 'mia@example.com.au' }]);
    expect(toasts).toEqual(['OTP has been sent to your email!', 'OTP has been sent to your email!']);
  });

  it("keeps the forgot-password countdown through a wrong code, and a refused resend says 'Failed to send OTP.'", async () => {
    let resend: () => Promise<{ userId: string }> = async () => ({ userId: 'u9' });
    const { actor, toasts, clock } = start('forgotPassword', {
      sendResetOtp: () => resend(),
      verifyResetOtp: () => Promise.reject(new ApiError('The OTP is incorrect.', { status: 400, code: 'otp_invalid' })),
    });
    actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'otp' }));
    for (let i = 0; i < 60; i += 1) clock.tick();
    actor.send({ type: 'OTP.CHANGE', otp: digits('000000') });
    actor.send({ type: 'OTP.VERIFY' });
    await settle();
    await waitFor(actor, (s) => s.matches({ forgotPassword: { otp: { code: 'entering' } } }));
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(60);

    resend = () => Promise.reject(new ApiError('Too many attempts. Please try again in 45 seconds.', { status: 429, retryAfterSeconds: 45 }));
    for (let i = 0; i < 60; i += 1) clock.tick();
    actor.send({ type: 'OTP.RESEND' });
    await settle();
    await waitFor(actor, (s) => s.matches({ forgotPassword: { otp: { resend: 'counting' } } }));
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(45);
    expect(actor.getSnapshot().context.error).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(toasts).toEqual(['OTP has been sent to your email!', 'Failed to verify OTP.', 'Failed to send OTP.']);
  });

  it('says the spec text when resend fails otherwise', async () => {
    const { actor, toasts, clock } = start('signUp', {
      createUser: async () => ({ userId: 'u1' }),
      resendOtp: () => Promise.reject(new ApiError(messages.failNetwork, { status: 0 })),
    });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches('otp'));
    for (let i = 0; i < 120; i += 1) clock.tick();
    actor.send({ type: 'OTP.RESEND' });
    await settle();
    await waitFor(actor, (s) => s.matches({ otp: { resend: 'ready' } }));
    expect(toasts).toContain('Failed to resend OTP.');
  });
});

describe('auth modal machine: sign in and forgot password', () => {
  it('stays on the form after a failed login', async () => {
    const { actor, toasts } = start('signIn', {
      logIn: () => Promise.reject(new ApiError('Invalid email or password.', { status: 401, code: 'invalid_credentials' })),
    });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'x@y.au', password: 'wrong' });
    await settle();
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(toasts).toEqual(['Failed to log in.']);
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password.');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it("says 'Token not received' when the answer has no token", async () => {
    const { actor, toasts } = start('signIn', { logIn: async () => ({ user }) });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'x@y.au', password: 'whatever' });
    await settle();
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(toasts).toEqual(['Token not received']);
  });

  it('resets a password in three steps and returns to sign in', async () => {
    const { actor, toasts, calls } = start('signIn', {
      sendResetOtp: async () => ({ userId: 'u9' }),
      verifyResetOtp: async () => ({ code: 'reset-code' }),
      resetPassword: async () => ({ message: 'ok' }),
    });
    actor.send({ type: 'GO.FORGOT_PASSWORD' });
    expect(actor.getSnapshot().matches({ forgotPassword: 'email' })).toBe(true);
    actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'otp' }));
    expect(actor.getSnapshot().context.otp).toEqual(emptyOtp());
    actor.send({ type: 'OTP.VERIFY' });
    expect(actor.getSnapshot().matches({ forgotPassword: 'otp' })).toBe(true);
    actor.send({ type: 'OTP.CHANGE', otp: digits('654321') });
    actor.send({ type: 'OTP.VERIFY' });
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'newPassword' }));
    expect(window.localStorage.getItem('forgotCode')).toBe('reset-code');
    actor.send({ type: 'FORGOT.RESET', password: 'eightchr', confirmPassword: 'eightchr' });
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(calls.map((c) => c.input)).toEqual([
      { email: 'mia@example.com.au' },
      { userId: 'u9', otp: digits('654321') },
      { code: 'reset-code', password: 'eightchr', confirmPassword: 'eightchr' },
    ]);
    expect(window.localStorage.getItem('forgotCode')).toBeNull();
    expect(toasts).toEqual(['OTP has been sent to your email!', 'OTP verified successfully!', 'Password reset successfully!']);
  });

  it('reports each forgot-password failure with its spec text', async () => {
    const refuse = () => Promise.reject(new ApiError('nope', { status: 400 }));
    const { actor, toasts } = start('forgotPassword', {
      sendResetOtp: refuse,
    });
    actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
    await settle();
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'email' }));
    expect(toasts).toEqual(['Failed to send OTP.']);
  });
});
