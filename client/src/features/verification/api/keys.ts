import type { VerificationStatus } from '@referly/domain';

/**
 * The verification feature's query keys. The status the session knows is part of the key: when an admin decides
 * (pushed live into the session), the page reads the verification again with its new dates.
 */
export const verificationKeys = {
  all: ['verification'] as const,
  mine: (status: VerificationStatus | null) => [...verificationKeys.all, 'mine', status ?? 'none'] as const,
};
