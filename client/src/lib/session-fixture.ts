import type { SessionUser } from './session.ts';

/** A signed-in job seeker as the login answer gives it, for tests; override what a test cares about. */
export const sessionUserFixture = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  user: 'u1',
  id: 'u1',
  _id: 'u1',
  email: 'mia@example.com.au',
  mobile: '0412345678',
  userRole: 'jobSeeker',
  personalInfo: { firstName: 'Mia', lastName: 'Nguyen' },
  referrerVerification: null,
  referrerVerificationStatus: null,
  ...overrides,
});
