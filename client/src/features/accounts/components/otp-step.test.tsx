import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { otpCodeMachine, type OtpRequest } from '../../../lib/otp-code.machine';
import { authModalMachine, type SignUpValues } from '../auth-modal.machine';
import { OtpStep } from './otp-step';
import { signUpValuesFixture } from '../sign-up-fixture';

const values = signUpValuesFixture;

beforeEach(() => {
  window.localStorage.clear();
  toast.reset();
});
afterEach(cleanup);

/** The OTP step after a sign-up, with fake calls and a resend clock the test drives; toasts go to the real store. */
const renderStep = async (resendOtp: () => Promise<unknown> = () => new Promise(() => undefined)) => {
  const verified: Array<{ otp: string[]; request: OtpRequest }> = [];
  const clock = { tick: () => undefined as void };
  const machine = authModalMachine.provide({
    actors: {
      createUser: fromPromise<{ userId: string }, SignUpValues>(async () => ({ userId: 'u1' })),
      signUpOtp: otpCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<unknown, { otp: string[]; request: OtpRequest }>(({ input }) => {
            verified.push(input);
            return new Promise(() => undefined);
          }),
          resendCode: fromPromise<unknown, { request: OtpRequest }>(() => resendOtp()),
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
  const actor = createActor(machine, { input: { step: 'signUp' } }).start();
  actor.send({ type: 'SIGN_UP.SUBMIT', values });
  await waitFor(actor, (s) => s.matches('otp'));
  toast.reset();
  render(<OtpStep actor={actor} />);
  const waitOut = () =>
    act(() => {
      for (let i = 0; i < 120; i += 1) clock.tick();
    });
  return { verified, waitOut };
};

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

describe('sign-up OTP step', () => {
  it('answers Enter on a short code with the spec message and keeps Verify disabled', async () => {
    const user = userEvent.setup();
    const { verified } = await renderStep();
    await user.click(box(1));
    await user.keyboard('12345{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP.');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(verified).toEqual([]);

    await user.keyboard('6');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it("toasts 'Failed to resend OTP.' and shows the server's reason on the step", async () => {
    const user = userEvent.setup();
    const { waitOut } = await renderStep(() =>
      Promise.reject(new ApiError('Please wait 87 seconds before requesting a new OTP.', { status: 429, code: 'otp_resend_too_soon', retryAfterSeconds: 87 })),
    );
    expect(screen.getByText('2:00')).toBeInTheDocument();
    waitOut();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 87 seconds before requesting a new OTP.');
    expect(toast.getAll().map((t) => [t.kind, t.message])).toEqual([['error', 'Failed to resend OTP.']]);
    expect(screen.getByText('1:27')).toBeInTheDocument();
  });
});
