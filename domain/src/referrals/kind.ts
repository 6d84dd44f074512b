import type { RequestKind } from '../shared/request-kind.ts';
import type { ReferralEvent } from './events.ts';
import { referralNotifications } from './notifications.ts';

type ReferralEventType = ReferralEvent['type'];

/**
 * A request's steps that its chat shows as a line and that make a notification: for job referrals the same list (the
 * payment, the take, each status, the refund, and issue 17's reminders, return to the pool and dispute).
 */
const steps = [
  'ReferralPaid',
  'ReferralTaken',
  'ReferralStatusChanged',
  'RefundIssued',
  'ReferralUntakenReminded',
  'ReferralSilenceReminded',
  'ReferralReleased',
  'ReferralApprovalReminded',
  'ReferralDisputeOpened',
  'ReferralDisputeQuestionAsked',
  'ReferralDisputeSettled',
] as const satisfies readonly ReferralEventType[];

/** What job referrals bring to the chat and the bell; registered in domain/src/request-kinds.ts. */
export const referralKind = {
  chatType: 'jobReferral',
  chatSystemLineTypes: steps,
  notifyingTypes: steps,
  chatAccessTypes: ['ReferralTaken', 'ReferralStatusChanged', 'ReferralReleased'] as const satisfies readonly ReferralEventType[],
  notifications: referralNotifications,
} as const satisfies RequestKind;
