import { referralMessages } from '@referly/domain';

/** Spec 001 §8's failure toasts for the referrer's screens (quoted, not reworded). */
export const referrerMessages = {
  failList: referralMessages.failList,
  failDetail: referralMessages.failDetail,
  failStatus: referralMessages.failStatusByReferrer,
} as const;
