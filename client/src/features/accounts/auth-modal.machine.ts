import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messages, OTP_RESEND_WAIT_SECONDS, type SignUpRole } from '@referly/domain';
import { toast } from '../../lib/toast';
import { removeItem, setItem, setSession } from '../../lib/session';
import type { AuthModalStep } from '../../lib/auth-modal';
import { failureReason, isNetworkFailure, isSessionExpired, serverMessage } from '../../lib/failure';
import { otpCodeMachine, type OtpTexts } from '../../lib/otp-code.machine';
import { authRequests, type LoginData } from './api/auth-requests';

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  userRole: SignUpRole | '';
  dateOfBirth: string;
};

export const emptySignUpValues: SignUpValues = { firstName: '', lastName: '', email: '', mobile: '', userRole: '', dateOfBirth: '' };

/** Spec 000 §8: sign-up's OTP words. */
export const signUpOtpTexts: OtpTexts = {
  verifyFailed: messages.failVerifyOtp,
  resent: messages.toastOtpResent,
  resendFailed: messages.failResendOtp,
  requestMissing: messages.userIdMissing,
};

/** Spec 000 §8: forgot password's OTP words; its 'resend' sends the code again, so it says what the first send said. */
export const resetOtpTexts: OtpTexts = {
  verifyFailed: () => messages.failVerifyOtpPlain,
  resent: messages.toastOtpSent,
  resendFailed: messages.failSendOtp,
  requestMissing: messages.failSendOtp,
};

/** The OTP step's verify call answers `data`; each flow reads the one field it needs. */
const answered = (output: unknown, field: 'token' | 'code'): string => {
  if (typeof output !== 'object' || output === null || !(field in output)) return '';
  const value: unknown = Reflect.get(output, field);
  return typeof value === 'string' ? value : '';
};

export type AuthContext = {
  initialStep: AuthModalStep;
  signUpValues: SignUpValues;
  userId: string | null;
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
  | { type: 'OTP.EDIT' }
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
    tags: {} as 'busy',
    children: {} as { signUpOtp: 'signUpOtp'; resetOtp: 'resetOtp' },
  },
  actors: {
    createUser: fromPromise<{ userId: string }, SignUpValues>(({ input }) => authRequests.createUser(input)),
    /** The shared OTP step with sign-up's calls; its request is `{ userId }`. */
    signUpOtp: otpCodeMachine.provide({
      actors: {
        verifyCode: fromPromise(({ input }) => authRequests.verifyOtp({ userId: input.request.userId ?? '', otp: input.otp })),
        resendCode: fromPromise(({ input }) => authRequests.resendOtp({ userId: input.request.userId ?? '' })),
      },
    }),
    /** The shared OTP step with forgot password's calls; its request is `{ userId, email }`, and a new code is another send. */
    resetOtp: otpCodeMachine.provide({
      actors: {
        verifyCode: fromPromise(({ input }) => authRequests.verifyResetOtp({ userId: input.request.userId ?? '', otp: input.otp })),
        resendCode: fromPromise(({ input }) => authRequests.sendResetOtp({ email: input.request.email ?? '' })),
      },
    }),
    createPassword: fromPromise<unknown, { password: string; confirmPassword: string; token: string }>(({ input }) => authRequests.createPassword(input)),
    logIn: fromPromise<LoginData, { email: string; password: string }>(({ input }) => authRequests.logIn(input)),
    sendResetOtp: fromPromise<{ userId: string }, { email: string }>(({ input }) => authRequests.sendResetOtp(input)),
    resetPassword: fromPromise<unknown, { code: string; password: string; confirmPassword: string }>(({ input }) => authRequests.resetPassword(input)),
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
    rememberError: assign({ error: (_, params: { message: string | null }) => params.message }),
    clearError: assign({ error: null }),
  },
  guards: {
    startsAt: ({ context }, params: { step: AuthModalStep }) => context.initialStep === params.step,
    hasToken: (_, params: { token: unknown }) => typeof params.token === 'string' && params.token.length > 0,
    sessionExpired: (_, params: { error: unknown }) => isSessionExpired(params.error),
  },
});

export const authModalMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    initialStep: input.step ?? 'signIn',
    signUpValues: emptySignUpValues,
    userId: null,
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
      // sign-up success starts the 120 s resend countdown (spec 000 §4)
      invoke: {
        id: 'signUpOtp',
        src: 'signUpOtp',
        input: ({ context }) => ({ request: { userId: context.userId ?? '' }, texts: signUpOtpTexts, resendWaitSeconds: OTP_RESEND_WAIT_SECONDS }),
        onDone: {
          target: '#createPassword',
          actions: [
            assign({ temporaryToken: ({ event }) => answered(event.output, 'token') }),
            { type: 'storeTemporaryToken', params: ({ event }) => ({ token: answered(event.output, 'token') }) },
            toastSuccess(messages.toastOtpVerified),
          ],
        },
      },
      on: { 'OTP.EDIT': { target: '#signUp.form', actions: clearError } },
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
              actions: [assign({ forgotUserId: ({ event }) => event.output.userId }), toastSuccess(messages.toastOtpSent)],
            },
            onError: { target: 'email', actions: [rememberError, toastError(() => messages.failSendOtp)] },
          },
        },
        otp: {
          // the server ignores a repeat within the wait, so 'Send a new code' waits as long as sign-up's resend
          invoke: {
            id: 'resetOtp',
            src: 'resetOtp',
            input: ({ context }) => ({
              request: { userId: context.forgotUserId ?? '', email: context.knownEmail },
              texts: resetOtpTexts,
              resendWaitSeconds: OTP_RESEND_WAIT_SECONDS,
            }),
            onDone: {
              target: 'newPassword',
              actions: [
                assign({ forgotCode: ({ event }) => answered(event.output, 'code') }),
                { type: 'storeForgotCode', params: ({ event }) => ({ code: answered(event.output, 'code') }) },
                toastSuccess(messages.toastOtpVerified),
              ],
            },
          },
          on: { 'FORGOT.CHANGE_EMAIL': { target: 'email', actions: clearError } },
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
