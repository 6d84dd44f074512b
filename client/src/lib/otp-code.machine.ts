import { assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { messages, OTP_LENGTH, OTP_RESEND_WAIT_SECONDS } from '@referly/domain';
import { failureReason, retryAfterSeconds, serverMessage } from './failure.ts';
import { toast } from './toast.ts';

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');
export const isOtpComplete = (otp: string[]): boolean => otp.length === OTP_LENGTH && otp.every((digit) => /^\d$/.test(digit));

/** What the calls need besides the code: sign-up's user id, the reset's user id and e-mail, nothing for an e-mail change. */
export type OtpRequest = Readonly<Record<string, string>>;

/** The words of the flow that invokes the step (spec 000 §8 gives sign-up and forgot password different ones). */
export type OtpTexts = {
  /** the toast when the code is refused; the server's reason also shows on the step */
  verifyFailed: (reason: string) => string;
  resent: string;
  resendFailed: string;
  /** the toast when a value of the request is empty (sign-up's stored user id); no call is made */
  requestMissing: string;
};

export type OtpCodeInput = { request: OtpRequest; texts: OtpTexts; resendWaitSeconds?: number };

export type OtpCodeContext = {
  request: OtpRequest;
  texts: OtpTexts;
  otp: string[];
  resendSecondsLeft: number;
  /** the server's words for the last failure, or the spec's for a short code; shown under the boxes */
  error: string | null;
  /** what the verify call answered: the invoking flow reads it as this machine's output */
  result: unknown;
};

export type OtpCodeEvent = { type: 'OTP.CHANGE'; otp: string[] } | { type: 'OTP.VERIFY' } | { type: 'OTP.RESEND' } | { type: 'TICK' };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the flow that invokes the OTP step`));

const eventError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The OTP step as one machine that sign-up, forgot password and the e-mail change all invoke: the six
 * boxes' value, Verify (refusing fewer than 6 digits with the spec's message), the 120 s resend
 * countdown (spec 000 §9), resend honouring the wait the server asks for, the server's reason inline and
 * the flow's toasts. It ends when the code is verified, with what the verify call answered as output.
 * Each flow provides `verifyCode` and `resendCode`.
 */
export const otpCodeMachine = setup({
  types: {
    context: {} as OtpCodeContext,
    events: {} as OtpCodeEvent,
    input: {} as OtpCodeInput,
    output: {} as unknown,
    tags: {} as 'verifying' | 'resending',
  },
  actors: {
    verifyCode: fromPromise<unknown, { otp: string[]; request: OtpRequest }>(notProvided('verifyCode')),
    resendCode: fromPromise<unknown, { request: OtpRequest }>(notProvided('resendCode')),
    /** One TICK a second while the resend countdown runs; tests provide a clock they drive. */
    resendTicker: fromCallback<{ type: 'noop' }>(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'TICK' }), 1000);
      return () => clearInterval(timer);
    }),
  },
  actions: {
    toastSuccess: (_, params: { message: string }) => void toast.success(params.message),
    toastError: (_, params: { message: string }) => void toast.error(params.message),
    countDown: assign({ resendSecondsLeft: ({ context }) => Math.max(0, context.resendSecondsLeft - 1) }),
    restartCountdown: assign({ resendSecondsLeft: (_, params: { seconds: number }) => params.seconds }),
    clearOtp: assign({ otp: () => emptyOtp() }),
    rememberError: assign({ error: (_, params: { message: string | null }) => params.message }),
    clearError: assign({ error: null }),
  },
  guards: {
    otpComplete: ({ context }) => isOtpComplete(context.otp),
    requestComplete: ({ context }) => Object.values(context.request).every((value) => value.length > 0),
    countdownRunning: ({ context }) => context.resendSecondsLeft > 0,
    countdownOver: ({ context }) => context.resendSecondsLeft <= 1,
    serverAskedToWait: (_, params: { error: unknown }) => retryAfterSeconds(params.error) !== null,
  },
}).createMachine({
  id: 'otpCode',
  context: ({ input }) => ({
    request: input.request,
    texts: input.texts,
    otp: emptyOtp(),
    resendSecondsLeft: input.resendWaitSeconds ?? OTP_RESEND_WAIT_SECONDS,
    error: null,
    result: null,
  }),
  initial: 'active',
  output: ({ context }: { context: OtpCodeContext }) => context.result,
  states: {
    active: {
      type: 'parallel',
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'OTP.CHANGE': { actions: assign({ otp: ({ event }) => event.otp }) },
                // the Verify button waits for six digits; Enter can come sooner and gets the spec's answer
                'OTP.VERIFY': [
                  { guard: not('otpComplete'), actions: { type: 'rememberError', params: { message: messages.otpInvalidFormat } } },
                  { guard: not('requestComplete'), actions: { type: 'toastError', params: ({ context }) => ({ message: context.texts.requestMissing }) } },
                  { target: 'verifying', actions: 'clearError' },
                ],
              },
            },
            verifying: {
              tags: 'verifying',
              invoke: {
                src: 'verifyCode',
                input: ({ context }) => ({ otp: context.otp, request: context.request }),
                onDone: { target: '#otpCode.verified', actions: assign({ result: ({ event }) => event.output }) },
                onError: {
                  target: 'entering',
                  actions: [
                    { type: 'rememberError', params: ({ event }) => ({ message: serverMessage(event.error) }) },
                    { type: 'toastError', params: ({ context, event }) => ({ message: context.texts.verifyFailed(failureReason(event.error)) }) },
                  ],
                },
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: { always: [{ guard: 'countdownRunning', target: 'counting' }, { target: 'ready' }] },
            counting: {
              invoke: { src: 'resendTicker' },
              on: { TICK: [{ guard: 'countdownOver', target: 'ready', actions: 'countDown' }, { actions: 'countDown' }] },
            },
            ready: {
              on: {
                'OTP.RESEND': [
                  { guard: 'requestComplete', target: 'sending' },
                  { actions: { type: 'toastError', params: ({ context }) => ({ message: context.texts.requestMissing }) } },
                ],
              },
            },
            sending: {
              tags: 'resending',
              invoke: {
                src: 'resendCode',
                input: ({ context }) => ({ request: context.request }),
                onDone: {
                  target: 'counting',
                  actions: [
                    { type: 'restartCountdown', params: { seconds: OTP_RESEND_WAIT_SECONDS } },
                    'clearOtp',
                    'clearError',
                    { type: 'toastSuccess', params: ({ context }) => ({ message: context.texts.resent }) },
                  ],
                },
                // the spec's toast, the server's reason inline; a wait the server asks for is counted down
                onError: [
                  {
                    guard: { type: 'serverAskedToWait', params: eventError },
                    target: 'counting',
                    actions: [
                      { type: 'restartCountdown', params: ({ event }) => ({ seconds: retryAfterSeconds(event.error) ?? OTP_RESEND_WAIT_SECONDS }) },
                      { type: 'rememberError', params: ({ event }) => ({ message: serverMessage(event.error) }) },
                      { type: 'toastError', params: ({ context }) => ({ message: context.texts.resendFailed }) },
                    ],
                  },
                  {
                    target: 'ready',
                    actions: [
                      { type: 'rememberError', params: ({ event }) => ({ message: serverMessage(event.error) }) },
                      { type: 'toastError', params: ({ context }) => ({ message: context.texts.resendFailed }) },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});
