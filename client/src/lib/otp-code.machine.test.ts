import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiError } from './api.ts';
import { otpCodeMachine, type OtpRequest, type OtpTexts } from './otp-code.machine.ts';
import { toast } from './toast.ts';

const texts: OtpTexts = {
  verifyFailed: (reason) => `Could not check the code: ${reason}`,
  resent: 'A new code is on its way.',
  resendFailed: 'No new code was sent.',
  requestMissing: 'Start again.',
};

/** The OTP step on its own, as an e-mail change runs it: fake calls and a clock the test drives. */
const start = (calls: { verify?: (otp: string[]) => Promise<unknown>; resend?: () => Promise<unknown> }, resendWaitSeconds?: number) => {
  const clock = { tick: () => undefined as void };
  const machine = otpCodeMachine.provide({
    actors: {
      verifyCode: fromPromise<unknown, { otp: string[]; request: OtpRequest }>(({ input }) => calls.verify?.(input.otp) ?? new Promise(() => undefined)),
      resendCode: fromPromise<unknown, { request: OtpRequest }>(() => calls.resend?.() ?? new Promise(() => undefined)),
      resendTicker: fromCallback<{ type: 'noop' }>(({ sendBack }) => {
        clock.tick = () => sendBack({ type: 'TICK' });
        return () => {
          clock.tick = () => undefined;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { request: {}, texts, ...(resendWaitSeconds === undefined ? {} : { resendWaitSeconds }) } }).start();
  return { actor, clock };
};

const toasts = () => toast.getAll().map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => toast.reset());

describe('the OTP step', () => {
  it('ends with what the verify call answered', async () => {
    const { actor } = start({ verify: async (otp) => ({ email: `${otp.join('')}@example.com` }) });
    actor.send({ type: 'OTP.CHANGE', otp: [...'246810'] });
    actor.send({ type: 'OTP.VERIFY' });
    expect(actor.getSnapshot().hasTag('verifying')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ email: '246810@example.com' });
  });

  it("says the flow's words when the code is refused, and the server's reason on the step until the next try", async () => {
    const { actor } = start({ verify: () => Promise.reject(new ApiError('This OTP has already been used.', { status: 400, code: 'otp_used' })) });
    actor.send({ type: 'OTP.CHANGE', otp: [...'246810'] });
    actor.send({ type: 'OTP.VERIFY' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('This OTP has already been used.');
    expect(toasts()).toEqual(['error: Could not check the code: This OTP has already been used.']);
    actor.send({ type: 'OTP.VERIFY' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('may start without a wait, and a new code empties the boxes and the reason, then waits 120 s', async () => {
    const { actor, clock } = start({ resend: async () => ({ message: 'ok' }) }, 0);
    actor.send({ type: 'OTP.CHANGE', otp: [...'12'] });
    actor.send({ type: 'OTP.VERIFY' });
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid 6-digit OTP.');
    expect(actor.getSnapshot().can({ type: 'OTP.RESEND' })).toBe(true);

    actor.send({ type: 'OTP.RESEND' });
    await waitFor(actor, (s) => s.matches({ active: { resend: 'counting' } }));
    expect(actor.getSnapshot().context).toMatchObject({ otp: ['', '', '', '', '', ''], error: null, resendSecondsLeft: 120 });
    expect(toasts()).toEqual(['success: A new code is on its way.']);
    clock.tick();
    expect(actor.getSnapshot().context.resendSecondsLeft).toBe(119);
  });

  it("falls back to a full wait when the server refuses without saying how long, and says the flow's words", async () => {
    const { actor } = start({ resend: () => Promise.reject(new ApiError('Service unavailable', { status: 503 })) }, 0);
    actor.send({ type: 'OTP.RESEND' });
    await waitFor(actor, (s) => s.matches({ active: { resend: 'ready' } }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Service unavailable');
    expect(toasts()).toEqual(['error: No new code was sent.']);
  });
});
