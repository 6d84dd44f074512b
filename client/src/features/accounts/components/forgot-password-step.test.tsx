import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { toast } from '../../../lib/toast';
import { otpCodeMachine, type OtpRequest } from '../../../lib/otp-code.machine';
import { authModalMachine } from '../auth-modal.machine';
import { ForgotPasswordStep } from './forgot-password-step';

beforeEach(() => {
  window.localStorage.clear();
  toast.reset();
});
afterEach(cleanup);

/** The code step after the e-mail was sent, with a resend clock the test drives; toasts go to the real store. */
const renderCodeStep = async () => {
  const sent: string[] = [];
  const clock = { tick: () => undefined as void };
  const machine = authModalMachine.provide({
    actors: {
      sendResetOtp: fromPromise<{ userId: string }, { email: string }>(async ({ input }) => {
        sent.push(input.email);
        return { userId: 'u9' };
      }),
      resetOtp: otpCodeMachine.provide({
        actors: {
          resendCode: fromPromise<unknown, { request: OtpRequest }>(async ({ input }) => {
            sent.push(input.request.email ?? '');
            return { userId: 'u9' };
          }),
          resendTicker: fromCallback<{ type: 'noop' }>(({ sendBack }) => {
            clock.tick = () => sendBack({ type: 'TICK' });
            return () => {
              clock.tick = () => undefined;
            };
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { step: 'forgotPassword' } }).start();
  actor.send({ type: 'FORGOT.SEND', email: 'mia@example.com.au' });
  await waitFor(actor, (s) => s.matches({ forgotPassword: 'otp' }));
  toast.reset();
  render(<ForgotPasswordStep actor={actor} />);
  const waitOut = () =>
    act(() => {
      for (let i = 0; i < 120; i += 1) clock.tick();
    });
  return { sent, waitOut };
};

describe('forgot-password code step', () => {
  it("offers 'Send a new code' only after the 120 s wait, then waits again", async () => {
    const user = userEvent.setup();
    const { sent, waitOut } = await renderCodeStep();
    expect(screen.getByText('2:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();

    waitOut();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('2:00')).toBeInTheDocument();
    expect(toast.getAll().map((t) => t.message)).toEqual(['OTP has been sent to your email!']);
    expect(sent).toEqual(['mia@example.com.au', 'mia@example.com.au']);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
  });

  it('answers Enter on a short code with the spec message, as sign-up does', async () => {
    const user = userEvent.setup();
    await renderCodeStep();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('654{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP.');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });
});
