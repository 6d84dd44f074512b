import { paths } from './paths.ts';
import type { SessionUser } from './session.ts';

type LandingUser = Pick<SessionUser, 'userRole' | 'referrerVerification'>;

const roleAreas = [paths.userDashboard, paths.adminDashboard, paths.referrerDashboard, paths.referrerVerification];

const isUnder = (path: string, area: string) => path === area || path.startsWith(`${area}/`) || path.startsWith(`${area}?`);

/** Spec 000 §4: where a person lands after signing in, by role. */
export const defaultLandingPath = (user: LandingUser): string => {
  switch (user.userRole) {
    case 'jobSeeker':
      return paths.userDashboard;
    case 'admin':
      return paths.adminDashboard;
    case 'referrer':
      return user.referrerVerification === null ? paths.referrerVerification : paths.referrerDashboard;
  }
};

/**
 * The spec's landing rule, honouring the page the modal was opened for when it suits the role:
 * a public page suits everyone, a dashboard page only its own role, and an unverified referrer
 * always goes to the verification form first.
 */
export const landingPathFor = (user: LandingUser, redirectTo?: string | null): string => {
  const landing = defaultLandingPath(user);
  if (!redirectTo || !redirectTo.startsWith('/') || redirectTo.startsWith('//')) return landing;
  if (landing === paths.referrerVerification) return isUnder(redirectTo, paths.referrerVerification) ? redirectTo : landing;
  const ownAreas = user.userRole === 'referrer' ? [paths.referrerDashboard, paths.referrerVerification] : [landing];
  const area = roleAreas.find((candidate) => isUnder(redirectTo, candidate));
  if (area === undefined) return redirectTo;
  return ownAreas.includes(area) ? redirectTo : landing;
};
