import type { RequestKind } from '../shared/request-kind.ts';
import type { ReferralEvent } from './events.ts';
import { referralNotifications } from './notifications.ts';

type ReferralEventType = ReferralEvent['type'];

/** What job referrals bring to the chat and the bell; registered in domain/src/request-kinds.ts. */
export const referralKind = {
  chatType: 'jobReferral',
  chatSystemLineTypes: [
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
  ] as const satisfies readonly ReferralEventType[],
  notifyingTypes: [
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
  ] as const satisfies readonly ReferralEventType[],
  chatAccessTypes: ['ReferralTaken', 'ReferralStatusChanged', 'ReferralReleased'] as const satisfies readonly ReferralEventType[],
  notifications: referralNotifications,
} as const satisfies RequestKind;
