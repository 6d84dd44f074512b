import { assertEvent, assign, fromCallback, fromPromise, not, setup } from 'xstate';
import { messages, OTP_LENGTH, OTP_RESEND_WAIT_SECONDS, type SignUpRole } from '@referly/domain';
import { toast } from '../../lib/toast';
import { removeItem, setItem, setSession } from '../../lib/session';
import type { AuthModalStep } from '../../lib/auth-modal';
import { authRequests, type LoginData } from './api/auth-requests';
import { failureReason, isNetworkFailure, isSessionExpired, retryAfterSeconds, serverMessage } from './failure';

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  userRole: SignUpRole | '';
  dateOfBirth: string;
};

export const emptySignUpValues: SignUpValues = { firstName: '', lastName: '', email: '', mobile: '', userRole: '', dateOfBirth: '' };
export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');
export const isOtpComplete = (otp: string[]): boolean => otp.length === OTP_LENGTH && otp.every((digit) => /^\d$/.test(digit));

export type AuthContext = {
  initialStep: AuthModalStep;
  signUpValues: SignUpValues;
  userId: string | null;
  otp: string[];
  resendSecondsLeft: number;
  temporaryToken: string | null;
  knownEmail: string;
  forgotUserId: string | null;
  forgotCode: string | null;
  session: LoginData | null;
  /** The server's words for the last failure, shown inline under the step while the toast keeps the spec's text. */
  error: string | null;
};

export type AuthEvent =
  | { type: 'SIGN_UP.SUBMIT'; values: SignUpValues }
  | { type: 'OTP.CHANGE'; otp: string[] }
  | { type: 'OTP.VERIFY' }
  | { type: 'OTP.RESEND' }
  | { type: 'OTP.EDIT' }
  | { type: 'TICK' }
  | { type: 'PASSWORD.SUBMIT'; password: string; confirmPassword: string }
  | { type: 'SIGN_IN.SUBMIT'; email: string; password: string }
  | { type: 'GO.SIGN_IN' }
  | { type: 'GO.SIGN_UP' }
  | { type: 'GO.FORGOT_PASSWORD' }
  | { type: 'FORGOT.SEND'; email: string }
  | { type: 'FORGOT.CHANGE_EMAIL' }
  | { type: 'FORGOT.RESET'; password: string; confirmPassword: string };

export type AuthInput = { step?: AuthModalStep };

const toastError = (message: (error: unknown) => string) => ({
  type: 'toastError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ message: message(event.error) }),
});
const toastSuccess = (message: string) => ({ type: 'toastSuccess' as const, params: { message } });
const rememberError = {
  type: 'rememberError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ message: serverMessage(event.error) }),
};
const clearError = 'clearError' as const;

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    output: {} as LoginData | null,
    tags: {} as 'busy' | 'resending',
  },
  actors: {
    createUser: fromPromise<{ userId: string }, SignUpValues>(({ input }) => authRequests.createUser(input)),
    verifyOtp: fromPromise<{ token: string }, { userId: string; otp: string[] }>(({ input }) => authRequests.verifyOtp(input)),
    resendOtp: fromPromise<unknown, { userId: string }>(({ input }) => authRequests.resendOtp(input)),
    createPassword: fromPromise<unknown, { password: string; confirmPassword: string; token: string }>(({ input }) => authRequests.createPassword(input)),
    logIn: fromPromise<LoginData, { email: string; password: string }>(({ input }) => authRequests.logIn(input)),
    sendResetOtp: fromPromise<{ userId: string }, { email: string }>(({ input }) => authRequests.sendResetOtp(input)),
    verifyResetOtp: fromPromise<{ code: string }, { userId: string; otp: string[] }>(({ input }) => authRequests.verifyResetOtp(input)),
    resetPassword: fromPromise<unknown, { code: string; password: string; confirmPassword: string }>(({ input }) => authRequests.resetPassword(input)),
    /** One TICK a second while the resend countdown runs; tests provide a clock they drive. */
    resendTicker: fromCallback<{ type: 'noop' }>(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'TICK' }), 1000);
      return () => clearInterval(timer);
    }),
  },
  actions: {
    toastSuccess: (_, params: { message: string }) => void toast.success(params.message),
    toastError: (_, params: { message: string }) => void toast.error(params.message),
    storeUserId: (_, params: { userId: string }) => setItem('userId', params.userId),
    storeTemporaryToken: (_, params: { token: string }) => setItem('token', params.token),
    forgetTemporaryToken: () => removeItem('token'),
    storeForgotCode: (_, params: { code: string }) => setItem('forgotCode', params.code),
    forgetForgotCode: () => removeItem('forgotCode'),
    startSession: (_, params: LoginData) => {
      if (params.token) setSession(params.token, params.user);
    },
    countDown: assign({ resendSecondsLeft: ({ context }) => Math.max(0, context.resendSecondsLeft - 1) }),
    restartCountdown: assign({ resendSecondsLeft: (_, params: { seconds: number }) => params.seconds }),
    clearOtp: assign({ otp: () => emptyOtp() }),
    rememberError: assign({ error: (_, params: { message: string | null }) => params.message }),
    clearError: assign({ error: null }),
  },
  guards: {
    startsAt: ({ context }, params: { step: AuthModalStep }) => context.initialStep === params.step,
    otpComplete: ({ context }) => isOtpComplete(context.otp),
    hasUserId: ({ context }) => Boolean(context.userId),
    countdownOver: ({ context }) => context.resendSecondsLeft <= 1,
    hasToken: (_, params: { token: unknown }) => typeof params.token === 'string' && params.token.length > 0,
    serverAskedToWait: (_, params: { error: unknown }) => retryAfterSeconds(params.error) !== null,
    sessionExpired: (_, params: { error: unknown }) => isSessionExpired(params.error),
  },
});

/** Spec 000 §9: a new code only after a 120 s wait. Both OTP steps count it down here, then move to their `ready`. */
const countingDown = authSetup.createStateConfig({
  invoke: { src: 'resendTicker' },
  on: {
    TICK: [{ guard: 'countdownOver', target: 'ready', actions: 'countDown' }, { actions: 'countDown' }],
  },
});

/** A refused resend toasts the spec's `failure` while the server's reason stays inline; a wait it asks for is counted down. */
const resendRefused = (failure: string) => [
  {
    guard: { type: 'serverAskedToWait' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: 'counting',
    actions: [
      {
        type: 'restartCountdown' as const,
        params: ({ event }: { event: { error: unknown } }) => ({ seconds: retryAfterSeconds(event.error) ?? OTP_RESEND_WAIT_SECONDS }),
      },
      rememberError,
      toastError(() => failure),
    ],
  },
  { target: 'ready', actions: [rememberError, toastError(() => failure)] },
];

export const authModalMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    initialStep: input.step ?? 'signIn',
    signUpValues: emptySignUpValues,
    userId: null,
    otp: emptyOtp(),
    resendSecondsLeft: 0,
    temporaryToken: null,
    knownEmail: '',
    forgotUserId: null,
    forgotCode: null,
    session: null,
    error: null,
  }),
  initial: 'start',
  output: ({ context }) => context.session,
  states: {
    start: {
      always: [
        { guard: { type: 'startsAt', params: { step: 'signUp' } }, target: 'signUp' },
        { guard: { type: 'startsAt', params: { step: 'forgotPassword' } }, target: 'forgotPassword' },
        { target: 'signIn' },
      ],
    },
    signUp: {
      id: 'signUp',
      initial: 'form',
      on: { 'GO.SIGN_IN': { target: '#signIn', actions: clearError } },
      states: {
        form: {
          on: {
            'SIGN_UP.SUBMIT': {
              target: 'submitting',
              actions: [assign({ signUpValues: ({ event }) => event.values, knownEmail: ({ event }) => event.values.email }), clearError],
            },
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            src: 'createUser',
            input: ({ context }) => context.signUpValues,
            onDone: {
              target: '#otp',
              actions: [
                assign({ userId: ({ event }) => event.output.userId }),
                { type: 'storeUserId', params: ({ event }) => ({ userId: event.output.userId }) },
                'clearOtp',
                { type: 'restartCountdown', params: { seconds: OTP_RESEND_WAIT_SECONDS } },
                toastSuccess(messages.toastCreateUser),
              ],
            },
            onError: {
              target: 'form',
              actions: [rememberError, toastError((error) => (isNetworkFailure(error) ? messages.failNetwork : messages.failCreateUser(failureReason(error))))],
            },
          },
        },
      },
    },
    otp: {
      id: 'otp',
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
                  { guard: not('hasUserId'), actions: { type: 'toastError', params: { message: messages.userIdMissing } } },
                  { target: 'verifying', actions: clearError },
                ],
                'OTP.EDIT': { target: '#signUp.form', actions: clearError },
              },
            },
            verifying: {
              tags: 'busy',
              invoke: {
                src: 'verifyOtp',
                input: ({ context }) => ({ userId: context.userId ?? '', otp: context.otp }),
                onDone: {
                  target: '#createPassword',
                  actions: [
                    assign({ temporaryToken: ({ event }) => event.output.token }),
                    { type: 'storeTemporaryToken', params: ({ event }) => ({ token: event.output.token }) },
                    toastSuccess(messages.toastOtpVerified),
                  ],
                },
                onError: {
                  target: 'entering',
                  actions: [rememberError, toastError((error) => messages.failVerifyOtp(failureReason(error)))],
                },
              },
            },
          },
        },
        resend: {
          initial: 'counting',
          states: {
            counting: countingDown,
            ready: {
              on: {
                'OTP.RESEND': [{ guard: 'hasUserId', target: 'sending' }, { actions: { type: 'toastError', params: { message: messages.userIdMissing } } }],
              },
            },
            sending: {
              tags: 'resending',
              invoke: {
                src: 'resendOtp',
                input: ({ context }) => ({ userId: context.userId ?? '' }),
                onDone: {
                  target: 'counting',
                  actions: [
                    { type: 'restartCountdown', params: { seconds: OTP_RESEND_WAIT_SECONDS } },
                    'clearOtp',
                    clearError,
                    toastSuccess(messages.toastOtpResent),
                  ],
                },
                onError: resendRefused(messages.failResendOtp),
              },
            },
          },
        },
      },
    },
    createPassword: {
      id: 'createPassword',
      initial: 'form',
      states: {
        form: { on: { 'PASSWORD.SUBMIT': { target: 'saving', actions: clearError } } },
        saving: {
          tags: 'busy',
          invoke: {
            src: 'createPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'PASSWORD.SUBMIT');
              return { password: event.password, confirmPassword: event.confirmPassword, token: context.temporaryToken ?? '' };
            },
            onDone: {
              target: '#signIn',
              actions: [assign({ temporaryToken: null }), 'forgetTemporaryToken', toastSuccess(messages.toastPasswordCreated)],
            },
            onError: [
              {
                // the temporary token was refused: lib/api redirects to /login, so the flow goes to sign-in as well
                guard: { type: 'sessionExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#signIn',
                actions: [assign({ temporaryToken: null }), 'forgetTemporaryToken', toastError(() => messages.failCreatePassword)],
              },
              { target: 'form', actions: [rememberError, toastError(() => messages.failCreatePassword)] },
            ],
          },
        },
      },
    },
    signIn: {
      id: 'signIn',
      initial: 'form',
      on: {
        'GO.SIGN_UP': { target: '#signUp.form', actions: clearError },
        'GO.FORGOT_PASSWORD': { target: '#forgotPassword', actions: clearError },
      },
      states: {
        form: {
          on: { 'SIGN_IN.SUBMIT': { target: 'signingIn', actions: [assign({ knownEmail: ({ event }) => event.email }), clearError] } },
        },
        signingIn: {
          tags: 'busy',
          invoke: {
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'SIGN_IN.SUBMIT');
              return { email: event.email, password: event.password };
            },
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => ({ token: event.output.token }) },
                target: '#auth.done',
                actions: [
                  assign({ session: ({ event }) => event.output }),
                  { type: 'startSession', params: ({ event }) => event.output },
                  toastSuccess(messages.toastLoggedIn),
                ],
              },
              { target: 'form', actions: { type: 'toastError', params: { message: messages.tokenNotReceived } } },
            ],
            onError: { target: 'form', actions: [rememberError, toastError(() => messages.failLogin)] },
          },
        },
      },
    },
    forgotPassword: {
      id: 'forgotPassword',
      initial: 'email',
      on: { 'GO.SIGN_IN': { target: '#signIn', actions: clearError } },
      states: {
        email: {
          on: { 'FORGOT.SEND': { target: 'sending', actions: [assign({ knownEmail: ({ event }) => event.email }), clearError] } },
        },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendResetOtp',
            input: ({ context }) => ({ email: context.knownEmail }),
            onDone: {
              target: 'otp',
              actions: [
                assign({ forgotUserId: ({ event }) => event.output.userId }),
                'clearOtp',
                // the server ignores a repeat within the wait, so the button waits as long as sign-up's
                { type: 'restartCountdown', params: { seconds: OTP_RESEND_WAIT_SECONDS } },
                toastSuccess(messages.toastOtpSent),
              ],
            },
            onError: { target: 'email', actions: [rememberError, toastError(() => messages.failSendOtp)] },
          },
        },
        otp: {
          type: 'parallel',
          states: {
            code: {
              initial: 'entering',
              states: {
                entering: {
                  on: {
                    'OTP.CHANGE': { actions: assign({ otp: ({ event }) => event.otp }) },
                    'OTP.VERIFY': { guard: 'otpComplete', target: 'verifying', actions: clearError },
                    'FORGOT.CHANGE_EMAIL': { target: '#forgotPassword.email', actions: clearError },
                  },
                },
                verifying: {
                  tags: 'busy',
                  invoke: {
                    src: 'verifyResetOtp',
                    input: ({ context }) => ({ userId: context.forgotUserId ?? '', otp: context.otp }),
                    onDone: {
                      target: '#forgotPassword.newPassword',
                      actions: [
                        assign({ forgotCode: ({ event }) => event.output.code }),
                        { type: 'storeForgotCode', params: ({ event }) => ({ code: event.output.code }) },
                        toastSuccess(messages.toastOtpVerified),
                      ],
                    },
                    onError: { target: 'entering', actions: [rememberError, toastError(() => messages.failVerifyOtpPlain)] },
                  },
                },
              },
            },
            resend: {
              initial: 'counting',
              states: {
                counting: countingDown,
                ready: { on: { 'OTP.RESEND': { target: 'sending' } } },
                sending: {
                  tags: 'resending',
                  invoke: {
                    src: 'sendResetOtp',
                    input: ({ context }) => ({ email: context.knownEmail }),
                    onDone: {
                      target: 'counting',
                      actions: [
                        assign({ forgotUserId: ({ event }) => event.output.userId }),
                        { type: 'restartCountdown', params: { seconds: OTP_RESEND_WAIT_SECONDS } },
                        'clearOtp',
                        clearError,
                        toastSuccess(messages.toastOtpSent),
                      ],
                    },
                    onError: resendRefused(messages.failSendOtp),
                  },
                },
              },
            },
          },
        },
        newPassword: { on: { 'FORGOT.RESET': { target: 'resetting', actions: clearError } } },
        resetting: {
          tags: 'busy',
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'FORGOT.RESET');
              return { code: context.forgotCode ?? '', password: event.password, confirmPassword: event.confirmPassword };
            },
            onDone: {
              target: '#signIn',
              actions: [assign({ forgotCode: null }), 'forgetForgotCode', toastSuccess(messages.toastPasswordReset)],
            },
            onError: { target: 'newPassword', actions: [rememberError, toastError(() => messages.failResetPassword)] },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
