import type { ReferralActor, StatusChoice } from './constants.ts';
import type { ReferralCharge, ReferralRequestDetails } from './events.ts';

export type ReferralCommand =
  | { type: 'RequestReferral'; referralId: string; seekerId: string; details: ReferralRequestDetails; charge: ReferralCharge; now: string }
  | { type: 'MarkPaid'; paymentIntentId: string; amountCents: number; currency: string; now: string }
  | { type: 'RecordPaymentFailure'; paymentIntentId: string; message: string; now: string }
  | { type: 'ChangeStatus'; actor: ReferralActor; choice: StatusChoice; reason: string | null; now: string }
  | { type: 'GiveFeedback'; feedback: string; now: string }
  | { type: 'RetryRefund'; actor: ReferralActor; now: string }
  | {
      type: 'RecordRefund';
      triggerEventId: string;
      outcome: { refundId: string; amountCents: number } | { error: string; attempt: number; final: boolean };
      now: string;
    };
