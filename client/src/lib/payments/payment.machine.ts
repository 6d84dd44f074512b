import { assign, fromPromise, setup } from 'xstate';
import { paymentMessages } from '@referly/domain';
import { ApiError } from '../api';
import { failureReason, reasonOr } from '../failure';
import { toast } from '../toast';
import { CardFailure, confirmCard, loadPaymentProvider, type ConfirmCardInput } from './payment-requests';
import type { PaymentContext, PaymentDue, PaymentEvent, PaymentFailure, PaymentInput, PaymentOutcome, PaymentProvider } from './payment-types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the page that takes the payment`));

/** problem+json `errors`: a field's name to the spec's message for it */
const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof ApiError ? (error.fieldErrors ?? {}) : {});

type Done = { output: PaymentDue };
const dueOf = ({ event }: { event: Done }) => event.output;
const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * Spec 001 §4's new request payment flow and §8's dialogs, for referrals and resume reviews alike: the form is
 * valid, the checkout opens with the total, Confirm creates the request (or, for one left unpaid, asks to pay it)
 * and confirms the card with the client secret, then says it succeeded or why not. A request that was created
 * but not paid stays unpaid: the checkout then ends with `paid: false` and the request's id, so it can be paid
 * later. The page provides `createRequest` and `startPayment`; tests provide every actor.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
    output: {} as PaymentOutcome,
    tags: {} as 'open' | 'preparing' | 'processing' | 'failed' | 'paid',
  },
  actors: {
    loadProvider: fromPromise<PaymentProvider>(() => loadPaymentProvider()),
    createRequest: fromPromise<PaymentDue, { form: FormData }>(notProvided('createRequest')),
    startPayment: fromPromise<PaymentDue, { requestId: string }>(notProvided('startPayment')),
    confirmCard: fromPromise<void, ConfirmCardInput>(({ input }) => confirmCard(input)),
  },
  actions: {
    toastNotReady: () => void toast.error(paymentMessages.notReady),
    rememberOrder: assign(({ event }) => (event.type === 'OPEN' ? { order: event.order, form: event.form ?? null, failure: null, fieldErrors: {} } : {})),
    rememberProvider: assign({ provider: (_, provider: PaymentProvider) => provider }),
    rememberCard: assign({ card: ({ event }) => (event.type === 'CONFIRM' ? event.card : null) }),
    rememberDue: assign(({ context }, due: PaymentDue) => ({
      requestId: due.requestId,
      clientSecret: due.clientSecret,
      // from here on the total shown is the one the server charges
      order: context.order ? { ...context.order, amountCents: due.amountCents, currency: due.currency } : null,
    })),
    fail: assign({ failure: (_, failure: PaymentFailure) => failure }),
    clearFailure: assign({ failure: null }),
    rememberFieldErrors: assign({ fieldErrors: (_, errors: Record<string, string>) => errors }),
    forgetFieldError: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'FIELD.EDITED'
          ? Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => field !== event.field))
          : context.fieldErrors,
    }),
    markPaid: assign({ paid: true }),
  },
  guards: {
    hasClientSecret: ({ context }) => context.clientSecret !== null,
    isNewRequest: ({ context }) => context.requestId === null,
    requestMade: ({ context }) => context.requestId !== null,
    /** a coupon that covers the price: the server marks the request paid and sends no client secret */
    paidInFull: (_, due: PaymentDue) => due.clientSecret === null && due.amountCents === 0,
    noClientSecret: (_, due: PaymentDue) => due.clientSecret === null,
    /** the quote needed no card, but the server wants money after all (the coupon ended meanwhile) */
    noCardYet: ({ context }) => context.card === null,
    hasFieldErrors: (_, error: unknown) => Object.keys(fieldErrorsOf(error)).length > 0,
    cardRefused: (_, error: unknown) => error instanceof CardFailure,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    requestId: input.requestId ?? null,
    requestFailedMessage: input.requestFailedMessage,
    order: null,
    form: null,
    provider: null,
    clientSecret: null,
    card: null,
    failure: null,
    fieldErrors: {},
    paid: false,
  }),
  output: ({ context }) => ({ requestId: context.requestId, paid: context.paid }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        OPEN: { target: 'preparing', actions: 'rememberOrder' },
        'FIELD.EDITED': { actions: 'forgetFieldError' },
      },
    },
    preparing: {
      tags: ['open', 'preparing'],
      invoke: {
        src: 'loadProvider',
        onDone: { target: 'checkout', actions: { type: 'rememberProvider', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: 'toastNotReady' },
      },
    },
    checkout: {
      tags: 'open',
      initial: 'entering',
      states: {
        entering: {
          on: {
            CONFIRM: [
              { guard: 'hasClientSecret', target: 'confirming', actions: 'rememberCard' },
              { guard: 'isNewRequest', target: 'creating', actions: 'rememberCard' },
              { target: 'starting', actions: 'rememberCard' },
            ],
            CLOSE: [{ guard: 'requestMade', target: '#payment.left' }, { target: '#payment.idle' }],
          },
        },
        creating: {
          tags: 'processing',
          invoke: {
            src: 'createRequest',
            input: ({ context }) => ({ form: context.form ?? new FormData() }),
            onDone: [
              { guard: { type: 'paidInFull', params: dueOf }, target: '#payment.paid', actions: { type: 'rememberDue', params: dueOf } },
              {
                guard: { type: 'noClientSecret', params: dueOf },
                target: 'failed',
                actions: [
                  { type: 'rememberDue', params: dueOf },
                  { type: 'fail', params: { title: paymentMessages.errorTitle, message: paymentMessages.noClientSecret } },
                ],
              },
              { guard: 'noCardYet', target: 'entering', actions: { type: 'rememberDue', params: dueOf } },
              { target: 'confirming', actions: { type: 'rememberDue', params: dueOf } },
            ],
            onError: [
              // the form's own fields are wrong after all: back to the form, each message under its field
              {
                guard: { type: 'hasFieldErrors', params: errorOf },
                target: '#payment.idle',
                actions: { type: 'rememberFieldErrors', params: ({ event }) => fieldErrorsOf(event.error) },
              },
              {
                target: 'refused',
                actions: {
                  type: 'fail',
                  // spec 001 §8: the message of the JSON error body, else the service's sentence (never a bare 'HTTP 500')
                  params: ({ context, event }) => ({
                    title: paymentMessages.requestFailedTitle,
                    message: reasonOr(event.error, context.requestFailedMessage),
                  }),
                },
              },
            ],
          },
        },
        starting: {
          tags: 'processing',
          invoke: {
            src: 'startPayment',
            input: ({ context }) => ({ requestId: context.requestId ?? '' }),
            onDone: [
              {
                guard: { type: 'noClientSecret', params: dueOf },
                target: 'failed',
                actions: [
                  { type: 'rememberDue', params: dueOf },
                  { type: 'fail', params: { title: paymentMessages.errorTitle, message: paymentMessages.noClientSecret } },
                ],
              },
              { target: 'confirming', actions: { type: 'rememberDue', params: dueOf } },
            ],
            onError: {
              target: 'failed',
              actions: {
                type: 'fail',
                params: ({ event }) => ({ title: paymentMessages.errorTitle, message: paymentMessages.errorProcess(failureReason(event.error)) }),
              },
            },
          },
        },
        confirming: {
          tags: 'processing',
          invoke: {
            src: 'confirmCard',
            input: ({ context }) => ({
              clientSecret: context.clientSecret ?? '',
              card: context.card,
              billing: context.order?.billing ?? { name: '', email: '' },
            }),
            onDone: { target: '#payment.paid' },
            onError: [
              {
                guard: { type: 'cardRefused', params: errorOf },
                target: 'failed',
                actions: { type: 'fail', params: ({ event }) => ({ title: paymentMessages.failedTitle, message: failureReason(event.error) }) },
              },
              {
                target: 'failed',
                actions: {
                  type: 'fail',
                  params: ({ event }) => ({ title: paymentMessages.errorTitle, message: paymentMessages.errorProcess(failureReason(event.error)) }),
                },
              },
            ],
          },
        },
        failed: {
          tags: 'failed',
          on: {
            // another card, with the same client secret when there is one, so nothing is created or charged twice
            RETRY: { target: 'entering', actions: 'clearFailure' },
            CLOSE: [
              { guard: 'requestMade', target: '#payment.left' },
              { target: '#payment.idle', actions: 'clearFailure' },
            ],
          },
        },
        /** the server refused to create the request: nothing was stored, the form is still there to change */
        refused: {
          tags: 'failed',
          on: { CLOSE: { target: '#payment.idle', actions: 'clearFailure' } },
        },
      },
    },
    paid: {
      tags: ['open', 'paid'],
      entry: 'markPaid',
      on: { CLOSE: 'done' },
    },
    /** created and left unpaid: it can be paid later from its page */
    left: { type: 'final' },
    done: { type: 'final' },
  },
});
