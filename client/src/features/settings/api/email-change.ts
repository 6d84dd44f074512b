import { fromPromise } from 'xstate';
import { messages } from '@referly/domain';
import { api } from '../../../lib/api';
import { otpCodeMachine, type OtpRequest, type OtpTexts } from '../../../lib/otp-code.machine';
import type { Envelope } from './types';

/** What the person reads when the new address is confirmed (the server answers the same words). */
export const emailChangedMessage = 'Your e-mail address has been changed.';

/** The shared OTP step's words for an e-mail change: a refused code and a resend say what sign-up and forgot password say. */
export const emailChangeOtpTexts: OtpTexts = {
  verifyFailed: () => messages.failVerifyOtpPlain,
  resent: messages.toastOtpResent,
  resendFailed: messages.failResendOtp,
  // the request is empty, so this is never said
  requestMissing: messages.failVerifyOtpPlain,
};

/** POST /api/user/verify-email-change `{ otp }` answers the address now in use. */
const verifyEmailChange = async (otp: string[]) => (await api.post<Envelope<{ email: string }>>('/api/user/verify-email-change', { otp })).data;

/** POST /api/user/resend-email-change mails a new code to the pending address. */
const resendEmailChange = () => api.post<Envelope<unknown>>('/api/user/resend-email-change');

/** The OTP step of task 2 with the e-mail change's calls; it ends with `{ email }`. */
export const emailChangeMachine = otpCodeMachine.provide({
  actors: {
    verifyCode: fromPromise(({ input }) => verifyEmailChange(input.otp)),
    resendCode: fromPromise<unknown, { request: OtpRequest }>(() => resendEmailChange()),
  },
});

export const changedEmail = (output: unknown): string | null => {
  if (typeof output !== 'object' || output === null || !('email' in output)) return null;
  return typeof output.email === 'string' ? output.email : null;
};
