import type { FileRef } from '../shared/files.ts';
import type { DisputeOutcome } from './events.ts';
import type { ReferralActorRole, ReferralStatus } from './constants.ts';

// The shapes the read models keep and the API answers (docs/API.md, Referrals): one definition for the projections
// that build them and the client that reads them.

/** A stored file of a request as the API names it: its download path is `url`. */
export type FileView = { name: string; size: number; mime: string; url: string };

/** A paid request's payment (spec 001 §3's Payment, and §2.2's reference, date, method and amount). */
export type PaymentView = {
  _id: string;
  /** dollars */
  amount: number;
  amountCents: number;
  currency: string;
  /** 'CreditCard', or 'Coupon' when a coupon made it free */
  paymentMethod: string;
  date: string | null;
  reference: string;
  couponCode: string | null;
  discountPercentage: number | null;
};

/** A line of a request's timeline: who did what and when, and why where there was a reason. */
export type TimelineEntry = {
  kind:
    | 'created'
    | 'paid'
    | 'paymentFailed'
    | 'paymentMismatch'
    | 'taken'
    | 'status'
    | 'feedback'
    | 'refundRequested'
    | 'refund'
    | 'refundFailed'
    // issue 17: the marketplace's own steps
    | 'reminder'
    | 'released'
    | 'dispute';
  label: string;
  status?: ReferralStatus;
  by: { role: ReferralActorRole; name: string } | null;
  reason?: string;
  at: string;
};

/** Issue 17: a request's dispute, as its seeker and the admins see it. */
export type DisputeView = {
  status: 'open' | 'settled';
  reason: string;
  files: FileRef[];
  statusAtOpening: ReferralStatus;
  openedAt: string;
  outcome: DisputeOutcome | null;
  note: string | null;
  settledBy: string | null;
  settledAt: string | null;
};

/** Where a rejected paid request's refund stands. */
export type RefundView = {
  status: 'pending' | 'issued' | 'failed';
  amountCents: number;
  attempts: number;
  lastError: string | null;
  refundId: string | null;
  at: string;
};

/** One line of a referrer's credit history. */
export type CreditHistoryEntry = {
  kind: 'earned' | 'reversed' | 'withdrawalRequested' | 'withdrawalPaid' | 'withdrawalDeclined';
  credits: number;
  referralId: string | null;
  withdrawalId: string | null;
  reason: string | null;
  at: string;
};

/** The request a line of credit history was earned for, as the referrer knows it. */
export type ReferralSummary = { desiredPosition: string; companyName: string; seekerName: string };

/** A line of credit history as the API answers it: an earned line names its request. */
export type CreditHistoryLine = CreditHistoryEntry & { referral: ReferralSummary | null };

/** A referrer's request to be paid out some of their credits, and what an admin made of it. */
export type WithdrawalView = {
  _id: string;
  referrerId: string;
  credits: number;
  accountName: string;
  bsb: string;
  accountNumber: string;
  status: 'requested' | 'paid' | 'declined';
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
};
