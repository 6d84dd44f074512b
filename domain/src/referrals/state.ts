import type { ReferralStatus } from './constants.ts';
import type { ReferralEvent } from './events.ts';
import { isFinal as isFinalStatus } from './lifecycle.ts';

export type RefundState = 'none' | 'pending' | 'issued' | 'failed';

/** What the decider knows of one request. */
export type Referral = {
  exists: boolean;
  referralId: string;
  seekerId: string;
  companyId: string;
  status: ReferralStatus;
  paid: boolean;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** the intents whose reported success did not match what was asked for, each recorded once */
  mismatchedPaymentIntentIds: string[];
  referrerId: string | null;
  referrerName: string;
  refund: RefundState;
  /** paid and nobody handles it since then (paid, or put back in the pool): what the untaken timers count from */
  openSince: string | null;
  /** the `openSince` whose reminder was sent */
  untakenRemindedFor: string | null;
  /** the silence (`silentSince`) whose reminder the referrer got */
  silenceRemindedFor: string | null;
  /** marked completed at: what the approval timers count from */
  waitingSince: string | null;
  /** the `waitingSince` whose reminder the seeker got */
  approvalRemindedFor: string | null;
  /** approved at: a dispute may be opened within the window from here too */
  approvedAt: string | null;
  /** issue 17's dispute: none yet, open (in the admins' queue), or settled; one per request */
  dispute: 'none' | 'open' | 'settled';
};

export const initialReferral = (): Referral => ({
  exists: false,
  referralId: '',
  seekerId: '',
  companyId: '',
  status: 'pending',
  paid: false,
  paymentIntentId: '',
  amountCents: 0,
  currency: '',
  mismatchedPaymentIntentIds: [],
  referrerId: null,
  referrerName: '',
  refund: 'none',
  openSince: null,
  untakenRemindedFor: null,
  silenceRemindedFor: null,
  waitingSince: null,
  approvalRemindedFor: null,
  approvedAt: null,
  dispute: 'none',
});

export const evolveReferral = (state: Referral, event: ReferralEvent): Referral => {
  switch (event.type) {
    case 'ReferralRequested': {
      const { referralId, seekerId, companyId, paymentIntentId, amountCents, currency } = event.data;
      return { ...initialReferral(), exists: true, referralId, seekerId, companyId, paymentIntentId, amountCents, currency };
    }
    case 'ReferralPaymentMismatched':
      return { ...state, mismatchedPaymentIntentIds: [...state.mismatchedPaymentIntentIds, event.data.paymentIntentId] };
    case 'ReferralPaid':
      // a late payment on a request cancelled unpaid opens nothing: it is refunded
      return { ...state, paid: true, openSince: state.status === 'pending' ? event.data.at : null };
    case 'ReferralTaken':
      return { ...state, referrerId: event.data.referrerId, referrerName: event.data.referrerName, openSince: null };
    case 'ReferralStatusChanged': {
      const { to, at, refundDue } = event.data;
      return {
        ...state,
        status: to,
        refund: refundDue ? 'pending' : state.refund,
        openSince: isFinalStatus(to) ? null : state.openSince,
        waitingSince: to === 'waitingforapproval' ? at : null,
        approvedAt: to === 'approved' ? at : null,
      };
    }
    case 'ReferralDisputeOpened':
      return { ...state, dispute: 'open' };
    case 'ReferralDisputeSettled':
      return { ...state, dispute: 'settled' };
    case 'ReferralDisputeQuestionAsked':
      return state;
    case 'ReferralUntakenReminded':
      return { ...state, untakenRemindedFor: event.data.openSince };
    case 'ReferralSilenceReminded':
      return { ...state, silenceRemindedFor: event.data.silentSince };
    case 'ReferralReleased':
      return { ...state, status: 'pending', referrerId: null, referrerName: '', openSince: event.data.at, silenceRemindedFor: null };
    case 'ReferralApprovalReminded':
      return { ...state, approvalRemindedFor: event.data.waitingSince };
    case 'RefundRequested':
      return { ...state, refund: 'pending' };
    case 'RefundIssued':
      return { ...state, refund: 'issued' };
    case 'RefundFailed':
      return event.data.final ? { ...state, refund: 'failed' } : state;
    // a failed card and feedback change nothing the decisions read
    case 'ReferralPaymentFailed':
    case 'ReferralFeedbackGiven':
      return state;
  }
};
