import type { Decider } from '../shared/event.ts';
import { paymentMatches } from '../payments/webhooks.ts';
import { DomainError } from '../shared/errors.ts';
import type { ReferralCommand } from './commands.ts';
import { SYSTEM_ACTOR, type ReferralActor } from './constants.ts';
import type { ReferralEvent } from './events.ts';
import { allowedChoices, disputeWindowEnd, isFinal, statusAfter } from './lifecycle.ts';
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
  if (state.dispute === 'open') return new DomainError('conflict', messages.disputeOpen);
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
  if (!allowedChoices(actor.role, { ...state, disputeOpen: state.dispute === 'open' }, actor.userId).includes(choice)) throw refusal(command, state);
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

// Issue 17's timers. Each command names the moment its period counted from; a request that moved on since (taken,
// put back, decided, completed again, already reminded) makes it moot, and a moot timer records nothing.

/** Paid, nobody handles it, not decided, and open since the moment the timer counted from. */
const stillUntaken = (state: Referral, openSince: string): boolean =>
  state.exists && state.paid && state.referrerId === null && !isFinal(state.status) && state.openSince === openSince;

const remindUntaken = ({ openSince, afterHours, now }: Command<'RemindUntaken'>, state: Referral): ReferralEvent[] =>
  stillUntaken(state, openSince) && state.untakenRemindedFor !== openSince
    ? [{ type: 'ReferralUntakenReminded', data: { ...ids(state), openSince, afterHours, at: now } }]
    : [];

const expireUntaken = ({ openSince, afterDays, now }: Command<'ExpireUntaken'>, state: Referral): ReferralEvent[] =>
  stillUntaken(state, openSince)
    ? [
        {
          type: 'ReferralStatusChanged',
          data: {
            ...ids(state),
            referrerId: null,
            from: state.status,
            to: 'expired',
            by: SYSTEM_ACTOR,
            reason: messages.expiredReason(afterDays),
            refundDue: state.amountCents > 0,
            at: now,
          },
        },
      ]
    : [];

/** Still handled by the same referrer, neither completed nor decided. */
const stillHandled = (state: Referral, referrerId: string): boolean =>
  state.exists && state.referrerId === referrerId && state.status !== 'waitingforapproval' && !isFinal(state.status);

const remindSilentReferrer = ({ referrerId, silentSince, afterDays, now }: Command<'RemindSilentReferrer'>, state: Referral): ReferralEvent[] =>
  stillHandled(state, referrerId) && state.silenceRemindedFor !== silentSince
    ? [{ type: 'ReferralSilenceReminded', data: { ...ids(state), referrerId, referrerName: state.referrerName, silentSince, afterDays, at: now } }]
    : [];

const releaseToPool = ({ referrerId, silentSince, afterDays, now }: Command<'ReleaseToPool'>, state: Referral): ReferralEvent[] =>
  stillHandled(state, referrerId)
    ? [
        {
          type: 'ReferralReleased',
          data: {
            ...ids(state),
            referrerId,
            referrerName: state.referrerName,
            silentSince,
            reason: messages.releasedReason(state.referrerName, afterDays),
            at: now,
          },
        },
      ]
    : [];

/** Waiting for the seeker since that moment, and not disputed (a dispute stops the automatic approval). */
const stillWaiting = (state: Referral, waitingSince: string): boolean =>
  state.exists && state.status === 'waitingforapproval' && state.waitingSince === waitingSince && state.dispute !== 'open';

const remindApproval = ({ waitingSince, daysLeft, now }: Command<'RemindApproval'>, state: Referral): ReferralEvent[] =>
  stillWaiting(state, waitingSince) && state.approvalRemindedFor !== waitingSince
    ? [{ type: 'ReferralApprovalReminded', data: { ...ids(state), referrerId: state.referrerId, waitingSince, daysLeft, at: now } }]
    : [];

const autoApprove = ({ waitingSince, afterDays, now }: Command<'AutoApprove'>, state: Referral): ReferralEvent[] =>
  stillWaiting(state, waitingSince)
    ? [
        {
          type: 'ReferralStatusChanged',
          data: {
            ...ids(state),
            referrerId: state.referrerId,
            from: state.status,
            to: 'approved',
            by: SYSTEM_ACTOR,
            reason: messages.autoApprovedReason(afterDays),
            refundDue: false,
            at: now,
          },
        },
      ]
    : [];

// Issue 17's disputes: the seeker opens one on a completed or approved request within the window; an admin asks in the
// chat, then refunds (rejected, refunded, an approval's credits taken back) or approves it.

const openDispute = ({ actor, reason, files, windowDays, now }: Command<'OpenDispute'>, state: Referral): ReferralEvent[] => {
  mustExist(state);
  // only the request's own seeker disputes it
  if (actor.role !== 'jobSeeker' || actor.userId !== state.seekerId) throw new DomainError('not_found', messages.notFound);
  const text = reason.trim();
  if (text === '') throw new DomainError('validation_failed', messages.disputeReasonRequired, { errors: { reason: messages.disputeReasonRequired } });
  if (state.dispute !== 'none') throw new DomainError('conflict', messages.disputeExists);
  const since = state.status === 'approved' ? state.approvedAt : state.status === 'waitingforapproval' ? state.waitingSince : null;
  if (since === null) throw new DomainError('conflict', messages.disputeNotAllowed);
  if (Date.parse(now) > disputeWindowEnd(since, windowDays)) throw new DomainError('conflict', messages.disputeWindowClosed(windowDays));
  return [
    {
      type: 'ReferralDisputeOpened',
      data: { ...ids(state), referrerId: state.referrerId, reason: text, files, statusAtOpening: state.status, at: now },
    },
  ];
};

const openOnly = (state: Referral): void => {
  mustExist(state);
  if (state.dispute !== 'open') throw new DomainError('conflict', messages.noOpenDispute);
};

const askAboutDispute = ({ actor, question, now }: Command<'AskAboutDispute'>, state: Referral): ReferralEvent[] => {
  openOnly(state);
  const text = question.trim();
  if (text === '') throw new DomainError('validation_failed', messages.disputeNoteRequired, { errors: { question: messages.disputeNoteRequired } });
  return [{ type: 'ReferralDisputeQuestionAsked', data: { ...ids(state), referrerId: state.referrerId, question: text, by: actor, at: now } }];
};

const settleDispute = ({ actor, outcome, note, now }: Command<'SettleDispute'>, state: Referral): ReferralEvent[] => {
  openOnly(state);
  const text = note.trim();
  if (text === '') throw new DomainError('validation_failed', messages.disputeNoteRequired, { errors: { note: messages.disputeNoteRequired } });
  const settled: ReferralEvent = {
    type: 'ReferralDisputeSettled',
    data: { ...ids(state), referrerId: state.referrerId, outcome, note: text, by: actor, at: now },
  };
  const change = (to: 'approved' | 'rejected'): ReferralEvent => ({
    type: 'ReferralStatusChanged',
    data: {
      ...ids(state),
      referrerId: state.referrerId,
      from: state.status,
      to,
      by: actor,
      reason: to === 'rejected' ? text : null,
      refundDue: to === 'rejected' && state.paid && state.amountCents > 0,
      at: now,
    },
  });
  if (outcome === 'refunded') return [settled, change('rejected')];
  // approving a request approved already closes its dispute and changes nothing else
  return state.status === 'approved' ? [settled] : [settled, change('approved')];
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
      case 'RemindUntaken':
        return remindUntaken(command, state);
      case 'ExpireUntaken':
        return expireUntaken(command, state);
      case 'RemindSilentReferrer':
        return remindSilentReferrer(command, state);
      case 'ReleaseToPool':
        return releaseToPool(command, state);
      case 'RemindApproval':
        return remindApproval(command, state);
      case 'AutoApprove':
        return autoApprove(command, state);
      case 'OpenDispute':
        return openDispute(command, state);
      case 'AskAboutDispute':
        return askAboutDispute(command, state);
      case 'SettleDispute':
        return settleDispute(command, state);
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
