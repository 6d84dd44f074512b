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
/** How an admin settles a dispute. */
export type DisputeOutcome = 'refunded' | 'approved';

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
  /** issue 17: paid and nobody took it for a while; the company's referrers are reminded, the seeker told it is still open */
  | Event<'ReferralUntakenReminded', { referralId: string; seekerId: string; companyId: string; openSince: string; afterHours: number; at: string }>
  /** issue 17: the referrer handling it has not written in its chat for a while, and is reminded */
  | Event<
      'ReferralSilenceReminded',
      { referralId: string; seekerId: string; companyId: string; referrerId: string; referrerName: string; silentSince: string; afterDays: number; at: string }
    >
  /** issue 17: the referrer stayed silent longer: the request goes back to the company's pool, any referrer may take it */
  | Event<
      'ReferralReleased',
      { referralId: string; seekerId: string; companyId: string; referrerId: string; referrerName: string; silentSince: string; reason: string; at: string }
    >
  /** issue 17: marked completed and the seeker has not answered for a while: they are reminded to approve it */
  | Event<
      'ReferralApprovalReminded',
      { referralId: string; seekerId: string; companyId: string; referrerId: string | null; waitingSince: string; daysLeft: number; at: string }
    >
  /** issue 17: the seeker disputes a completed or approved request; the automatic approval stops, the admins' queue gets it */
  | Event<
      'ReferralDisputeOpened',
      {
        referralId: string;
        seekerId: string;
        companyId: string;
        referrerId: string | null;
        reason: string;
        files: FileRef[];
        /** what the request was when disputed: waiting for the seeker's approval, or approved */
        statusAtOpening: ReferralStatus;
        at: string;
      }
    >
  /** an admin asks about a dispute in the request's chat, where its seeker and referrer read it */
  | Event<
      'ReferralDisputeQuestionAsked',
      { referralId: string; seekerId: string; companyId: string; referrerId: string | null; question: string; by: ReferralActor; at: string }
    >
  /**
   * an admin settles it: refunded (the request is rejected with the note as its reason, and refunded; an approval's
   * credits are taken back) or approved (a request still waiting for approval is approved)
   */
  | Event<
      'ReferralDisputeSettled',
      {
        referralId: string;
        seekerId: string;
        companyId: string;
        referrerId: string | null;
        outcome: DisputeOutcome;
        note: string;
        by: ReferralActor;
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
