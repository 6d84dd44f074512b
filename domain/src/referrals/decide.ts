import type { Decider } from '../shared/event.ts';
import { paymentMatches } from '../payments/webhooks.ts';
import { DomainError } from '../shared/errors.ts';
import type { ReferralCommand } from './commands.ts';
import type { ReferralActor } from './constants.ts';
import type { ReferralEvent } from './events.ts';
import { allowedChoices, isFinal, statusAfter } from './lifecycle.ts';
import { referralMessages as messages } from './messages.ts';
import { evolveReferral, initialReferral, type Referral } from './state.ts';

type Command<T extends ReferralCommand['type']> = Extract<ReferralCommand, { type: T }>;

const mustExist = (state: Referral): void => {
  if (!state.exists) throw new DomainError('not_found', messages.notFound);
};

const ids = (state: Referral) => ({ referralId: state.referralId, seekerId: state.seekerId, companyId: state.companyId });

/** Nobody acts in the name of the system but the system itself: a late payment on a cancelled request. */
const system: ReferralActor | null = null;

const requestReferral = ({ referralId, seekerId, details, charge, now }: Command<'RequestReferral'>, state: Referral): ReferralEvent[] => {
  if (state.exists) throw new DomainError('conflict', 'This referral request exists already.');
  return [{ type: 'ReferralRequested', data: { referralId, seekerId, ...details, ...charge, at: now } }];
};

const markPaid = ({ paymentIntentId, amountCents, currency, now }: Command<'MarkPaid'>, state: Referral): ReferralEvent[] => {
  mustExist(state);
  const asked = { paymentIntentId: state.paymentIntentId, amountCents: state.amountCents, currency: state.currency };
  if (!paymentMatches(asked, { paymentIntentId, amountCents, currency })) {
    if (state.mismatchedPaymentIntentIds.includes(paymentIntentId)) return [];
    const expected = { expectedAmountCents: state.amountCents, expectedCurrency: state.currency };
    return [{ type: 'ReferralPaymentMismatched', data: { ...ids(state), paymentIntentId, amountCents, currency, ...expected, at: now } }];
  }
  // a second delivery of the same success, or one that comes after a retry already recorded it
  if (state.paid) return [];
  const paid: ReferralEvent = { type: 'ReferralPaid', data: { ...ids(state), paymentIntentId, amountCents, currency, at: now } };
  // an admin cancelled it unpaid, and the card went through after all: the money goes back
  if (state.status === 'rejected') return [paid, { type: 'RefundRequested', data: { ...ids(state), by: system, at: now } }];
  return [paid];
};

const recordPaymentFailure = ({ paymentIntentId, message, now }: Command<'RecordPaymentFailure'>, state: Referral): ReferralEvent[] => {
  mustExist(state);
  // a failed attempt reported after the one that succeeded changes nothing
  if (state.paid) return [];
  return [{ type: 'ReferralPaymentFailed', data: { ...ids(state), paymentIntentId, message, at: now } }];
};

/** Why a choice the lifecycle does not offer this person is refused, in the words they need. */
const refusal = ({ actor, choice }: Command<'ChangeStatus'>, state: Referral): DomainError => {
  if (isFinal(state.status)) return new DomainError('conflict', messages.locked);
  if (statusAfter(choice) === state.status) return new DomainError('conflict', messages.sameStatus);
  if (actor.role === 'referrer') {
    if (!state.paid) return new DomainError('not_found', messages.notFound);
    if (state.referrerId !== null && state.referrerId !== actor.userId) return new DomainError('conflict', messages.takenByAnother);
    if (state.status === 'waitingforapproval') return new DomainError('conflict', messages.locked);
  }
  // an admin may only cancel a request nobody has paid for yet
  if (actor.role === 'admin' && !state.paid) return new DomainError('conflict', messages.notPaid);
  return new DomainError('conflict', messages.notAllowed(state.status, statusAfter(choice)));
};

const changeStatus = (command: Command<'ChangeStatus'>, state: Referral): ReferralEvent[] => {
  mustExist(state);
  const { actor, choice, now } = command;
  const reason = command.reason?.trim() ?? '';
  if (choice === 'rejected' && reason === '')
    throw new DomainError('validation_failed', messages.rejectionReasonRequired, { errors: { reason: messages.rejectionReasonRequired } });
  if (!allowedChoices(actor.role, state, actor.userId).includes(choice)) throw refusal(command, state);
  const events: ReferralEvent[] = [];
  let referrerId = state.referrerId;
  if (actor.role === 'referrer' && referrerId === null) {
    referrerId = actor.userId;
    events.push({ type: 'ReferralTaken', data: { ...ids(state), referrerId, referrerName: actor.name, at: now } });
  }
  const to = statusAfter(choice);
  events.push({
    type: 'ReferralStatusChanged',
    data: {
      ...ids(state),
      referrerId,
      from: state.status,
      to,
      by: actor,
      reason: to === 'rejected' ? reason : null,
      // a request a coupon made free was paid nothing: there is nothing to give back
      refundDue: to === 'rejected' && state.paid && state.amountCents > 0,
      at: now,
    },
  });
  return events;
};

const giveFeedback = ({ feedback, now }: Command<'GiveFeedback'>, state: Referral): ReferralEvent[] => {
  mustExist(state);
  if (state.status !== 'approved') throw new DomainError('conflict', messages.feedbackLocked);
  return [{ type: 'ReferralFeedbackGiven', data: { ...ids(state), feedback, at: now } }];
};

const retryRefund = ({ actor, now }: Command<'RetryRefund'>, state: Referral): ReferralEvent[] => {
  mustExist(state);
  if (state.refund !== 'failed') throw new DomainError('conflict', messages.refundNotFailed);
  return [{ type: 'RefundRequested', data: { ...ids(state), by: actor, at: now } }];
};

const recordRefund = ({ triggerEventId, outcome, now }: Command<'RecordRefund'>, state: Referral): ReferralEvent[] => {
  mustExist(state);
  // one refund per request, whatever is reported after it
  if (state.refund === 'issued') return [];
  if ('refundId' in outcome) return [{ type: 'RefundIssued', data: { ...ids(state), triggerEventId, ...outcome, at: now } }];
  return [{ type: 'RefundFailed', data: { ...ids(state), triggerEventId, ...outcome, at: now } }];
};

/** The decider of one request's stream, `referral-{referralId}`. */
export const referralDecider: Decider<ReferralCommand, ReferralEvent, Referral> = {
  initialState: initialReferral,
  evolve: evolveReferral,
  decide: (command, state) => {
    switch (command.type) {
      case 'RequestReferral':
        return requestReferral(command, state);
      case 'MarkPaid':
        return markPaid(command, state);
      case 'RecordPaymentFailure':
        return recordPaymentFailure(command, state);
      case 'ChangeStatus':
        return changeStatus(command, state);
      case 'GiveFeedback':
        return giveFeedback(command, state);
      case 'RetryRefund':
        return retryRefund(command, state);
      case 'RecordRefund':
        return recordRefund(command, state);
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
