import { assign, fromPromise, setup } from 'xstate';
import { referralMessages, rejectionReasonSchema, type StatusChoice } from '@referly/domain';
import { serverMessage, withReason } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { referrerMessages } from './referrer-messages';

export type StatusChange = { status: StatusChoice; reason?: string };

export type StatusChangeContext = {
  /** what was chosen last; read only while asking for a reason or sending, which CHOOSE enters */
  choice: StatusChoice;
  reason: string;
  /** 'Rejection reason is required.' once Confirm was pressed without one */
  reasonError: string | null;
  /** the server's words for a rejection that failed, shown in the dialog so the typed reason is not lost */
  failure: string | null;
};

export type StatusChangeEvent = { type: 'CHOOSE'; choice: StatusChoice } | { type: 'REASON.CHANGE'; reason: string } | { type: 'CONFIRM' } | { type: 'CANCEL' };

const reasonProblem = (reason: string): string | null => {
  const parsed = rejectionReasonSchema.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? referralMessages.rejectionReasonRequired);
};

/** A refusal that another try cannot fix: the request moved on (taken, decided) or is gone. */
const isSettledRefusal = (error: unknown): boolean => {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  return status === 404 || status === 409;
};

/**
 * A referrer changing a request's status (spec 001 §2.3, §4): a choice is sent at once, except rejected, which first
 * asks for a reason in the 'Reject Reason' dialog ('Rejection reason is required.' when it is blank after trimming),
 * and completed, which first asks to confirm (it locks the request until the seeker answers).
 * The toasts are the spec's; the detail reloads through the query invalidation of the call. A failed rejection keeps
 * the dialog and its text for another try, unless the server says the request cannot take it any more.
 */
export const statusChangeMachine = setup({
  types: {
    context: {} as StatusChangeContext,
    events: {} as StatusChangeEvent,
    tags: {} as 'sending',
  },
  actors: {
    changeStatus: fromPromise<unknown, StatusChange>(() => Promise.reject(new Error('changeStatus is provided by the page'))),
  },
  actions: {
    toastUpdated: () => void toast.success(referralMessages.toastStatusUpdatedByReferrer),
    toastFailed: (_, params: { error: unknown }) => void toast.error(withReason(referrerMessages.failStatus, params.error)),
    forget: assign({ reason: '', reasonError: null, failure: null }),
  },
  guards: {
    isRejection: (_, params: { choice: StatusChoice }) => params.choice === 'rejected',
    isCompletion: (_, params: { choice: StatusChoice }) => params.choice === 'completed',
    reasonGiven: ({ context }) => reasonProblem(context.reason) === null,
    wasRejection: ({ context }) => context.choice === 'rejected',
    settledRefusal: (_, params: { error: unknown }) => isSettledRefusal(params.error),
  },
}).createMachine({
  id: 'statusChange',
  context: { choice: 'pending', reason: '', reasonError: null, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        CHOOSE: [
          {
            guard: { type: 'isRejection', params: ({ event }) => ({ choice: event.choice }) },
            target: 'askingReason',
            actions: assign({ choice: ({ event }) => event.choice, reason: '', reasonError: null, failure: null }),
          },
          {
            guard: { type: 'isCompletion', params: ({ event }) => ({ choice: event.choice }) },
            target: 'confirmingCompletion',
            actions: assign({ choice: ({ event }) => event.choice }),
          },
          { target: 'sending', actions: assign({ choice: ({ event }) => event.choice }) },
        ],
      },
    },
    confirmingCompletion: {
      on: {
        CONFIRM: { target: 'sending' },
        CANCEL: { target: 'idle' },
      },
    },
    askingReason: {
      on: {
        // once Confirm was refused, the message follows the text as it changes
        'REASON.CHANGE': {
          actions: assign({
            reason: ({ event }) => event.reason,
            reasonError: ({ context, event }) => (context.reasonError === null ? null : reasonProblem(event.reason)),
          }),
        },
        CONFIRM: [
          { guard: 'reasonGiven', target: 'sending', actions: assign({ failure: null }) },
          { actions: assign({ reasonError: ({ context }) => reasonProblem(context.reason) }) },
        ],
        CANCEL: { target: 'idle', actions: 'forget' },
      },
    },
    sending: {
      tags: 'sending',
      invoke: {
        src: 'changeStatus',
        input: ({ context }): StatusChange =>
          context.choice === 'rejected' ? { status: 'rejected', reason: context.reason.trim() } : { status: context.choice },
        onDone: { target: 'idle', actions: ['toastUpdated', 'forget'] },
        onError: [
          {
            guard: { type: 'settledRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [{ type: 'toastFailed', params: ({ event }) => ({ error: event.error }) }, 'forget'],
          },
          {
            guard: 'wasRejection',
            target: 'askingReason',
            actions: [
              { type: 'toastFailed', params: ({ event }) => ({ error: event.error }) },
              assign({ failure: ({ event }) => serverMessage(event.error) ?? referrerMessages.failStatus }),
            ],
          },
          { target: 'idle', actions: [{ type: 'toastFailed', params: ({ event }) => ({ error: event.error }) }, 'forget'] },
        ],
      },
    },
  },
});
