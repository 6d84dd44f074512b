import type { ReferralActor, StatusChoice } from './constants.ts';
import type { FileRef } from '../shared/files.ts';
import type { DisputeOutcome, ReferralCharge, ReferralRequestDetails } from './events.ts';

export type ReferralCommand =
  | { type: 'RequestReferral'; referralId: string; seekerId: string; details: ReferralRequestDetails; charge: ReferralCharge; now: string }
  | { type: 'MarkPaid'; paymentIntentId: string; amountCents: number; currency: string; now: string }
  | { type: 'RecordPaymentFailure'; paymentIntentId: string; message: string; now: string }
  | { type: 'ChangeStatus'; actor: ReferralActor; choice: StatusChoice; reason: string | null; now: string }
  | { type: 'GiveFeedback'; feedback: string; now: string }
  | { type: 'RetryRefund'; actor: ReferralActor; now: string }
  // issue 17's timers: each names the moment its period counted from, so a timer armed before the request moved on is moot
  | { type: 'RemindUntaken'; openSince: string; afterHours: number; now: string }
  | { type: 'ExpireUntaken'; openSince: string; afterDays: number; now: string }
  | { type: 'RemindSilentReferrer'; referrerId: string; silentSince: string; afterDays: number; now: string }
  | { type: 'ReleaseToPool'; referrerId: string; silentSince: string; afterDays: number; now: string }
  | { type: 'RemindApproval'; waitingSince: string; daysLeft: number; now: string }
  | { type: 'AutoApprove'; waitingSince: string; afterDays: number; now: string }
  // issue 17's disputes: `windowDays` is app config's dispute window when the seeker asks
  | { type: 'OpenDispute'; actor: ReferralActor; reason: string; files: FileRef[]; windowDays: number; now: string }
  | { type: 'AskAboutDispute'; actor: ReferralActor; question: string; now: string }
  | { type: 'SettleDispute'; actor: ReferralActor; outcome: DisputeOutcome; note: string; now: string }
  | {
      type: 'RecordRefund';
      triggerEventId: string;
      outcome: { refundId: string; amountCents: number } | { error: string; attempt: number; final: boolean };
      now: string;
    };
