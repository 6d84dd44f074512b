import { verificationStatuses, type VerificationStatus } from '@referly/domain';
import type { SessionUser } from '../../lib/session';

const isStatus = (value: unknown): value is VerificationStatus => typeof value === 'string' && (verificationStatuses as readonly string[]).includes(value);

/** The stored user's verification status; older sessions carry only `referrerVerification.status` (as the guards read it). */
export const verificationStatusOf = (user: SessionUser | null): VerificationStatus | null => {
  const status = user?.referrerVerificationStatus ?? user?.referrerVerification?.status ?? null;
  return isStatus(status) ? status : null;
};
