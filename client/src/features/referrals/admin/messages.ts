import { referralMessages } from '@referly/domain';

/** Spec 001 §8's words for the admin's request screens that the domain package does not hold. */
export const adminReferralMessages = {
  failList: referralMessages.failList,
  failDetail: referralMessages.failDetail,
  failStatus: referralMessages.failStatusByAdmin,
  failRetryRefund: 'The refund could not be tried again.',
  failWithdrawals: 'Failed to fetch withdrawals.',
  failDecision: 'The withdrawal could not be updated. Please try again.',
} as const;
