import type { Event } from '../shared/event.ts';
import type { FileRef } from '../shared/files.ts';
import type { ReferralActor, ReferralStatus } from './constants.ts';

export type SeekerDetails = { name: string; email: string; mobile: string };

/** The request as the seeker made it; the company is resolved to an id (a typed name becomes a pending company). */
export type ReferralRequestDetails = {
  seeker: SeekerDetails;
  industry: string;
  desiredPosition: string;
  companyId: string;
  companyName: string;
  currentJob: string;
  jobUrl: string | null;
  resume: FileRef;
  coverLetter: FileRef | null;
};

/** The charge, computed on the server: the price, less a coupon's discount. */
export type ReferralCharge = {
  amountCents: number;
  currency: string;
  couponCode: string | null;
  discountPercentage: number | null;
  paymentIntentId: string;
};

/**
 * Events of one request's stream, `referral-{referralId}`. Each names the seeker and the company, so the live push
 * and the read models route it without a lookup.
 */
export type ReferralEvent =
  | Event<'ReferralRequested', { referralId: string; seekerId: string } & ReferralRequestDetails & ReferralCharge & { at: string }>
  | Event<
      'ReferralPaid',
      { referralId: string; seekerId: string; companyId: string; paymentIntentId: string; amountCents: number; currency: string; at: string }
    >
  | Event<'ReferralPaymentFailed', { referralId: string; seekerId: string; companyId: string; paymentIntentId: string; message: string; at: string }>
  /** the provider reported a success that is not what the request asked for (intent, amount or currency): it stays unpaid, for an admin to look into */
  | Event<
      'ReferralPaymentMismatched',
      {
        referralId: string;
        seekerId: string;
        companyId: string;
        paymentIntentId: string;
        amountCents: number;
        currency: string;
        expectedAmountCents: number;
        expectedCurrency: string;
        at: string;
      }
    >
  /** the first referrer to act on a request handles it from then on */
  | Event<'ReferralTaken', { referralId: string; seekerId: string; companyId: string; referrerId: string; referrerName: string; at: string }>
  | Event<
      'ReferralStatusChanged',
      {
        referralId: string;
        seekerId: string;
        companyId: string;
        referrerId: string | null;
        from: ReferralStatus;
        to: ReferralStatus;
        by: ReferralActor;
        reason: string | null;
        /** a paid request that is rejected is refunded */
        refundDue: boolean;
        at: string;
      }
    >
  | Event<'ReferralFeedbackGiven', { referralId: string; seekerId: string; companyId: string; feedback: string; at: string }>
  /** a refund asked for outside a rejection: an admin trying a failed one again, or a cancelled request paid after all */
  | Event<'RefundRequested', { referralId: string; seekerId: string; companyId: string; by: ReferralActor | null; at: string }>
  | Event<
      'RefundIssued',
      { referralId: string; seekerId: string; companyId: string; triggerEventId: string; refundId: string; amountCents: number; at: string }
    >
  /** one attempt that failed; `final` once the attempts are used up (an admin may ask for another round) */
  | Event<
      'RefundFailed',
      { referralId: string; seekerId: string; companyId: string; triggerEventId: string; error: string; attempt: number; final: boolean; at: string }
    >;

export const referralStream = (referralId: string) => `referral-${referralId}`;
