import { referralKind } from '@referly/domain';
import type { LiveHandlers } from '../../lib/socket';
import { referralKeys } from './api/keys';

// docs/API.md, live push: every event that changes a request, a list count or a balance: each step the request's
// chat and bell show (its kind's list, so a new step follows without a second list here), and the rest of its events
const changesRequests: string[] = [
  'ReferralRequested',
  'ReferralPaymentFailed',
  'ReferralPaymentMismatched',
  'ReferralFeedbackGiven',
  'RefundRequested',
  'RefundFailed',
  ...referralKind.notifyingTypes,
];
const changesCredits = ['CreditsEarned', 'CreditsReversed', 'WithdrawalRequested', 'WithdrawalPaid', 'WithdrawalDeclined', 'ReferralStatusChanged'];

/** Open lists, details, dashboards and balances follow the requests without a reload. */
export const referralsLive: LiveHandlers = {
  invalidates: Object.fromEntries([
    ...changesRequests.map((type) => [type, changesCredits.includes(type) ? [referralKeys.all, referralKeys.credits] : [referralKeys.all]]),
    ...changesCredits.filter((type) => !changesRequests.includes(type)).map((type) => [type, [referralKeys.credits]]),
  ]),
};
