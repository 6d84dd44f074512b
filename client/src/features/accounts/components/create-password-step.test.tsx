import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { otpCodeMachine, type OtpRequest } from '../../../lib/otp-code.machine';
import { authModalMachine } from '../auth-modal.machine';
import { signUpValuesFixture } from '../sign-up-fixture';
import { CreatePasswordStep } from './create-password-step';
import { ForgotPasswordStep } from './forgot-password-step';

afterEach(cleanup);

const hiddenUsername = (container: HTMLElement) => container.querySelector('input[autocomplete="username"]');

describe('new-password forms and password managers', () => {
  it("carry the signed-up e-mail as a hidden username in sign-up's create-password step", async () => {
    const machine = authModalMachine.provide({
      actors: {
        createUser: fromPromise(async () => ({ userId: 'u1' })),
        signUpOtp: otpCodeMachine.provide({
          actors: { verifyCode: fromPromise<unknown, { otp: string[]; request: OtpRequest }>(async () => ({ token: 'temporary-token' })) },
        }),
      },
      actions: { toastSuccess: () => undefined },
    });
    const actor = createActor(machine, { input: { step: 'signUp' } }).start();
    actor.send({ type: 'SIGN_UP.SUBMIT', values: signUpValuesFixture });
    await waitFor(actor, (s) => s.matches('otp'));
    const otp = actor.getSnapshot().children.signUpOtp;
    otp?.send({ type: 'OTP.CHANGE', otp: [...'123456'] });
    otp?.send({ type: 'OTP.VERIFY' });
    await waitFor(actor, (s) => s.matches('createPassword'));

    const { container } = render(<CreatePasswordStep actor={actor} />);
    expect(hiddenUsername(container)).toHaveValue('mia@example.com.au');
    expect(hiddenUsername(container)).not.toBeVisible();
    expect(hiddenUsername(container)?.closest('form')).toContainElement(screen.getByLabelText('Password'));
  });

  it('carry the e-mail the code went to in the forgot-password reset', async () => {
    const machine = authModalMachine.provide({
      actors: {
        sendResetOtp: fromPromise(async () => ({ userId: 'u9' })),
        resetOtp: otpCodeMachine.provide({
          actors: { verifyCode: fromPromise<unknown, { otp: string[]; request: OtpRequest }>(async () => ({ code: 'reset-code' })) },
        }),
      },
      actions: { toastSuccess: () => undefined },
    });
    const actor = createActor(machine, { input: { step: 'forgotPassword' } }).start();
    actor.send({ type: 'FORGOT.SEND', email: 'sam@example.com.au' });
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'otp' }));
    const otp = actor.getSnapshot().children.resetOtp;
    otp?.send({ type: 'OTP.CHANGE', otp: [...'654321'] });
    otp?.send({ type: 'OTP.VERIFY' });
    await waitFor(actor, (s) => s.matches({ forgotPassword: 'newPassword' }));

    const { container } = render(<ForgotPasswordStep actor={actor} />);
    expect(hiddenUsername(container)).toHaveValue('sam@example.com.au');
    expect(hiddenUsername(container)?.closest('form')).toContainElement(screen.getByLabelText('New password'));
  });
});
