import type { LiveHandlers } from '../../lib/socket';
import { referralKeys } from './api/keys';

// docs/API.md, live push: every event that changes a request, a list count or a balance
const changesRequests = [
  'ReferralRequested',
  'ReferralPaid',
  'ReferralPaymentFailed',
  'ReferralPaymentMismatched',
  'ReferralTaken',
  'ReferralStatusChanged',
  'ReferralFeedbackGiven',
  'RefundRequested',
  'RefundIssued',
  'RefundFailed',
  'ReferralUntakenReminded',
  'ReferralSilenceReminded',
  'ReferralReleased',
  'ReferralApprovalReminded',
  'ReferralDisputeOpened',
  'ReferralDisputeQuestionAsked',
  'ReferralDisputeSettled',
];
const changesCredits = ['CreditsEarned', 'CreditsReversed', 'WithdrawalRequested', 'WithdrawalPaid', 'WithdrawalDeclined', 'ReferralStatusChanged'];

/** Open lists, details, dashboards and balances follow the requests without a reload. */
export const referralsLive: LiveHandlers = {
  invalidates: Object.fromEntries([
    ...changesRequests.map((type) => [type, changesCredits.includes(type) ? [referralKeys.all, referralKeys.credits] : [referralKeys.all]]),
    ...changesCredits.filter((type) => !changesRequests.includes(type)).map((type) => [type, [referralKeys.credits]]),
  ]),
};
