import type { ReferralStatus } from './constants.ts';
import type { ReferralEvent } from './events.ts';

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
  refund: RefundState;
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
  refund: 'none',
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
      return { ...state, paid: true };
    case 'ReferralTaken':
      return { ...state, referrerId: event.data.referrerId };
    case 'ReferralStatusChanged':
      return { ...state, status: event.data.to, refund: event.data.refundDue ? 'pending' : state.refund };
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
