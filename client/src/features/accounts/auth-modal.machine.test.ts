import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { messages } from '@referly/domain';
import { ApiError } from '../../lib/api';
import { otpCodeMachine, type OtpRequest } from '../../lib/otp-code.machine';
import { sessionUserFixture } from '../../lib/session-fixture.ts';
import { toast } from '../../lib/toast';
import type { LoginData } from './api/auth-requests';
import { authModalMachine, type SignUpValues } from './auth-modal.machine';
import { signUpValuesFixture } from './sign-up-fixture';

const values = signUpValuesFixture;
const user = sessionUserFixture();

type CodeCall = { otp: string[]; request: OtpRequest };
type Fakes = Partial<{
  createUser: (input: SignUpValues) => Promise<{ userId: string }>;
  verifySignUpCode: (input: CodeCall) => Promise<unknown>;
  resendSignUpCode: (input: { request: OtpRequest }) => Promise<unknown>;
  createPassword: (input: { password: string; confirmPassword: string; token: string }) => Promise<unknown>;
  logIn: (input: { email: string; password: string }) => Promise<LoginData>;
  sendResetOtp: (input: { email: string }) => Promise<{ userId: string }>;
  verifyResetCode: (input: CodeCall) => Promise<unknown>;
  resendResetCode: (input: { request: OtpRequest }) => Promise<unknown>;
  resetPassword: (input: { code: string; password: string; confirmPassword: string }) => Promise<unknown>;
}>;

const unexpected = () => Promise.reject(new Error('not expected in this test'));

/** Runs the real machine, and the real OTP step inside it, with fake calls and a resend clock the test drives. */
const start = (step: 'signUp' | 'signIn' | 'forgotPassword', fakes: Fakes = {}) => {
  const calls: Array<{ name: string; input: unknown }> = [];
  const clock = { tick: () => undefined as void };
  const fake = <I, O>(name: string, impl: ((input: I) => Promise<O>) | undefined) =>
    fromPromise<O, I>(({ input }) => {
      calls.push({ name, input });
      return impl ? impl(input) : (unexpected() as Promise<O>);
    });
  const resendTicker = fromCallback<{ type: 'noop' }>(({ sendBack }) => {
    clock.tick = () => sendBack({ type: 'TICK' });
    return () => {
      clock.tick = () => undefined;
    };
  });
  const machine = authModalMachine.provide({
    actors: {
      createUser: fake('createUser', fakes.createUser),
      signUpOtp: otpCodeMachine.provide({
        actors: { verifyCode: fake('verifyOtp', fakes.verifySignUpCode), resendCode: fake('resendOtp', fakes.resendSignUpCode), resendTicker },
      }),
      createPassword: fake('createPassword', fakes.createPassword),
      logIn: fake('logIn', fakes.logIn),
      sendResetOtp: fake('sendResetOtp', fakes.sendResetOtp),
      resetOtp: otpCodeMachine.provide({
        actors: { verifyCode: fake('verifyResetOtp', fakes.verifyResetCode), resendCode: fake('resendResetOtp', fakes.resendResetCode), resendTicker },
      }),
      resetPassword: fake('resetPassword', fakes.resetPassword),
    },
  });
  const actor = createActor(machine, { input: { step } }).start();
  const waitOut = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) clock.tick();
  };
  return { actor, calls, waitOut };
};

type AuthActor = ReturnType<typeof start>['actor'];
type OtpActor = ActorRefFrom<typeof otpCodeMachine>;

/** The OTP step the flow is in, as the modal's OTP components get it. */
const otpStep = (actor: AuthActor): OtpActor => {
  const { signUpOtp, resetOtp } = actor.getSnapshot().children;
  const step = signUpOtp ?? resetOtp;
  if (!step) throw new Error('the flow is not on an OTP step');
  return step;
};

const enter = (otp: OtpActor, code: string) => {
  otp.send({ type: 'OTP.CHANGE', otp: [...code.padEnd(6, ' ')].map((c) => c.trim()) });
  otp.send({ type: 'OTP.VERIFY' });
};

const toasts = () => toast.getAll().map((t) => t.message);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const signedUp = async (fakes: Fakes = {}) => {
  const flow = start('signUp', { createUser: async () => ({ userId: 'u1' }), ...fakes });
  flow.actor.send({ type: 'SIGN_UP.SUBMIT', values });
  await waitFor(flow.actor, (s) => s.matches('otp'));
  return flow;
};

const codeSent = async (fakes: Fakes = {}) => {
  const flow = start('forgotPassword', { sendResetOtp: async () => ({ userId: 'u9' }), ...fakes });
  flow.actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
  await waitFor(flow.actor, (s) => s.matches({ forgotPassword: 'otp' }));
  return flow;
};

beforeEach(() => {
  window.localStorage.clear();
  toast.reset();
});
afterEach(() => window.localStorage.clear());

describe('auth modal machine: sign-up path', () => {
  it('goes form -> OTP -> create password -> sign in -> done, storing what the spec says', async () => {
    const { actor, calls } = start('signUp', {
      createUser: async () => ({ userId: 'u1' }),
      verifySignUpCode: async () => ({ token: 'temporary-token' }),
      createPassword: async () => ({ message: 'ok' }),
      logIn: async () => ({ token: 'session-token', user }),
    });
    expect(actor.getSnapshot().matches({ signUp: 'form' })).toBe(true);

    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('otp'));
    expect(window.localStorage.getItem('userId')).toBe('u1');
    expect(otpStep(actor).getSnapshot().context.resendSecondsLeft).toBe(120);

    enter(otpStep(actor), '123456');
    await waitFor(actor, (s) => s.matches('createPassword'));
    expect(calls.find((c) => c.name === 'verifyOtp')?.input).toEqual({ otp: [...'123456'], request: { userId: 'u1' } });
    expect(window.localStorage.getItem('token')).toBe('temporary-token');
    expect(actor.getSnapshot().children.signUpOtp).toBeUndefined();

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
    expect(toasts()).toEqual(['Create user successfully!', 'OTP verified successfully!', 'Password created successfully!', 'Logged in successfully!']);
  });

  it('reports a refused sign-up with the server message, and a network failure with the spec text', async () => {
    let failure: unknown = new ApiError('An account with this email already exists.', { status: 409, code: 'email_taken' });
    const { actor } = start('signUp', { createUser: () => Promise.reject(failure) });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await waitFor(actor, (s) => s.matches({ signUp: 'form' }));
    failure = new ApiError(messages.failNetwork, { status: 0 });
    actor.send({ type: 'SIGN_UP.SUBMIT', values });
    await settle();
    await waitFor(actor, (s) => s.matches({ signUp: 'form' }));
    expect(toasts()).toEqual([
      'Failed to create user: An account with this email already exists.',
      'Network error: Unable to connect to server. Please check your internet connection.',
    ]);
    expect(actor.getSnapshot().context.signUpValues).toEqual(values);
  });

  it("refuses fewer than 6 digits with the spec's message, and sends nothing", async () => {
    const { actor, calls } = await signedUp();
    enter(otpStep(actor), '12345');
    expect(otpStep(actor).getSnapshot().context.error).toBe('Please enter a valid 6-digit OTP.');
    expect(calls.some((c) => c.name === 'verifyOtp')).toBe(false);
    expect(actor.getSnapshot().matches('otp')).toBe(true);
  });

  it("keeps the OTP step on a wrong code: 'Failed to verify OTP: {reason}', the reason on the step", async () => {
    const { actor } = await signedUp({
      verifySignUpCode: () => Promise.reject(new ApiError('The OTP is incorrect.', { status: 400, code: 'otp_invalid' })),
    });
    toast.reset();
    enter(otpStep(actor), '000000');
    await settle();
    await waitFor(otpStep(actor), (s) => s.matches({ active: { code: 'entering' } }));
    expect(toasts()).toEqual(['Failed to verify OTP: The OTP is incorrect.']);
    expect(otpStep(actor).getSnapshot().context.error).toBe('The OTP is incorrect.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('refuses to verify or resend without a user id, with the spec message', async () => {
    const { actor, calls, waitOut } = await signedUp({ createUser: async () => ({ userId: '' }) });
    toast.reset();
    enter(otpStep(actor), '123456');
    waitOut(120);
    otpStep(actor).send({ type: 'OTP.RESEND' });
    expect(toasts()).toEqual(['User ID not found in localStorage. Please sign up again.', 'User ID not found in localStorage. Please sign up again.']);
    expect(calls.map((c) => c.name)).toEqual(['createUser']);
  });

  it("resends after the 120 s wait: 'OTP resend successfully!!', then waits again", async () => {
    const { actor, calls, waitOut } = await signedUp({ resendSignUpCode: async () => ({ message: 'OTP resend successfully!!' }) });
    const otp = otpStep(actor);
    waitOut(119);
    expect(otp.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
    waitOut(1);
    otp.send({ type: 'OTP.RESEND' });
    await waitFor(otp, (s) => s.matches({ active: { resend: 'counting' } }));
    expect(calls.find((c) => c.name === 'resendOtp')?.input).toEqual({ request: { userId: 'u1' } });
    expect(otp.getSnapshot().context.resendSecondsLeft).toBe(120);
    expect(toasts()).toEqual(['Create user successfully!', 'OTP resend successfully!!']);
  });

  it("toasts 'Failed to resend OTP.' on a refused resend and counts down the wait the server asks for", async () => {
    const { actor, waitOut } = await signedUp({
      resendSignUpCode: () =>
        Promise.reject(
          new ApiError('Please wait 30 seconds before requesting a new OTP.', { status: 429, code: 'otp_resend_too_soon', retryAfterSeconds: 30 }),
        ),
    });
    const otp = otpStep(actor);
    waitOut(120);
    otp.send({ type: 'OTP.RESEND' });
    await settle();
    await waitFor(otp, (s) => s.matches({ active: { resend: 'counting' } }));
    expect(otp.getSnapshot().context.resendSecondsLeft).toBe(30);
    expect(otp.getSnapshot().context.error).toBe('Please wait 30 seconds before requesting a new OTP.');
    expect(toasts()).toEqual(['Create user successfully!', 'Failed to resend OTP.']);
  });

  it('goes to sign in when the temporary token is refused, without a stale inline error', async () => {
    const { actor } = await signedUp({
      verifySignUpCode: async () => ({ token: 'temporary-token' }),
      createPassword: () => Promise.reject(new ApiError('Session expired. Redirecting to login.', { status: 401, code: 'unauthenticated' })),
    });
    enter(otpStep(actor), '123456');
    await waitFor(actor, (s) => s.matches('createPassword'));
    actor.send({ type: 'PASSWORD.SUBMIT', password: 'a-long-password', confirmPassword: 'a-long-password' });
    await settle();
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(toasts()).toContain('Failed to create password.');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Edit returns to the form with the values kept', async () => {
    const { actor } = await signedUp();
    actor.send({ type: 'OTP.EDIT' });
    expect(actor.getSnapshot().matches({ signUp: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.signUpValues).toEqual(values);
  });
});

describe('auth modal machine: forgot-password path', () => {
  it('resets a password in three steps and returns to sign in', async () => {
    const { actor, calls } = start('signIn', {
      sendResetOtp: async () => ({ userId: 'u9' }),
      verifyResetCode: async () => ({ code: 'reset-code' }),
      resetPassword: async () => ({ message: 'ok' }),
    });
    actor.send({ type: 'GO.FORGOT_PASSWORD' });
    expect(actor.getSnapshot().matches({ forgotPassword: 'email' })).toBe(true);
    actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'otp' }));
    expect(otpStep(actor).getSnapshot().context.otp).toEqual(['', '', '', '', '', '']);
    enter(otpStep(actor), '654321');
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'newPassword' }));
    expect(window.localStorage.getItem('forgotCode')).toBe('reset-code');
    actor.send({ type: 'FORGOT.RESET', password: 'eightchr', confirmPassword: 'eightchr' });
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(calls.map((c) => c.input)).toEqual([
      { email: 'mia@example.com.au' },
      { otp: [...'654321'], request: { userId: 'u9', email: 'mia@example.com.au' } },
      { code: 'reset-code', password: 'eightchr', confirmPassword: 'eightchr' },
    ]);
    expect(window.localStorage.getItem('forgotCode')).toBeNull();
    expect(toasts()).toEqual(['OTP has been sent to your email!', 'OTP verified successfully!', 'Password reset successfully!']);
  });

  it("answers Enter with fewer than 6 digits like sign-up: 'Please enter a valid 6-digit OTP.'", async () => {
    const { actor, calls } = await codeSent();
    enter(otpStep(actor), '654');
    expect(otpStep(actor).getSnapshot().context.error).toBe('Please enter a valid 6-digit OTP.');
    expect(calls.map((c) => c.name)).toEqual(['sendResetOtp']);
  });

  it("says 'Failed to verify OTP.' on a wrong code with the reason on the step, keeping the countdown", async () => {
    const { actor, waitOut } = await codeSent({
      verifyResetCode: () => Promise.reject(new ApiError('The OTP is incorrect.', { status: 400, code: 'otp_invalid' })),
    });
    waitOut(60);
    enter(otpStep(actor), '000000');
    await settle();
    await waitFor(otpStep(actor), (s) => s.matches({ active: { code: 'entering' } }));
    expect(otpStep(actor).getSnapshot().context.resendSecondsLeft).toBe(60);
    expect(otpStep(actor).getSnapshot().context.error).toBe('The OTP is incorrect.');
    expect(toasts()).toEqual(['OTP has been sent to your email!', 'Failed to verify OTP.']);
  });

  it("waits the same 120 s before 'Send a new code', which sends to the same address and says 'OTP has been sent to your email!'", async () => {
    const { actor, calls, waitOut } = await codeSent({ resendResetCode: async () => ({ userId: 'u9' }) });
    const otp = otpStep(actor);
    expect(otp.getSnapshot().context.resendSecondsLeft).toBe(120);
    waitOut(119);
    expect(otp.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(false);
    waitOut(1);
    otp.send({ type: 'OTP.RESEND' });
    expect(otp.getSnapshot().hasTag('resending')).toBe(true);
    await waitFor(otp, (s) => s.matches({ active: { resend: 'counting' } }));
    expect(otp.getSnapshot().context.resendSecondsLeft).toBe(120);
    expect(calls.at(-1)).toEqual({ name: 'resendResetOtp', input: { request: { userId: 'u9', email: 'mia@example.com.au' } } });
    expect(toasts()).toEqual(['OTP has been sent to your email!', 'OTP has been sent to your email!']);
  });

  it("says 'Failed to send OTP.' on a refused new code and counts down the wait the server asks for", async () => {
    const { actor, waitOut } = await codeSent({
      resendResetCode: () => Promise.reject(new ApiError('Too many attempts. Please try again in 45 seconds.', { status: 429, retryAfterSeconds: 45 })),
    });
    const otp = otpStep(actor);
    waitOut(120);
    otp.send({ type: 'OTP.RESEND' });
    await settle();
    await waitFor(otp, (s) => s.matches({ active: { resend: 'counting' } }));
    expect(otp.getSnapshot().context.resendSecondsLeft).toBe(45);
    expect(otp.getSnapshot().context.error).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(toasts()).toEqual(['OTP has been sent to your email!', 'Failed to send OTP.']);
  });

  it("'Use a different email' goes back to the e-mail form", async () => {
    const { actor } = await codeSent();
    actor.send({ type: 'FORGOT.CHANGE_EMAIL' });
    expect(actor.getSnapshot().matches({ forgotPassword: 'email' })).toBe(true);
    expect(actor.getSnapshot().children.resetOtp).toBeUndefined();
  });

  it("reports a refused first send with 'Failed to send OTP.'", async () => {
    const { actor } = start('forgotPassword', { sendResetOtp: () => Promise.reject(new ApiError('nope', { status: 400 })) });
    actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
    await settle();
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'email' }));
    expect(toasts()).toEqual(['Failed to send OTP.']);
  });
});

describe('auth modal machine: sign in', () => {
  it('stays on the form after a failed login', async () => {
    const { actor } = start('signIn', {
      logIn: () => Promise.reject(new ApiError('Invalid email or password.', { status: 401, code: 'invalid_credentials' })),
    });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'x@y.au', password: 'wrong' });
    await settle();
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(toasts()).toEqual(['Failed to log in.']);
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password.');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  it("says 'Token not received' when the answer has no token", async () => {
    const { actor } = start('signIn', { logIn: async () => ({ user }) });
    actor.send({ type: 'SIGN_IN.SUBMIT', email: 'x@y.au', password: 'whatever' });
    await settle();
    await waitFor(actor, (s) => s.matches({ signIn: 'form' }));
    expect(toasts()).toEqual(['Token not received']);
  });
});
