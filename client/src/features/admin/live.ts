import type { LiveHandlers } from '../../lib/socket';
import { adminKeys } from './api/keys';

// docs/API.md: what the `admin` room is sent; any of them may change a row or a detail page
const changesAUser = [
  'UserRegistered',
  'ProfileUpdated',
  'ReferrerVerificationStatusChanged',
  'PasswordSet',
  'RegistrationClosed',
  'ReferrerVerificationSubmitted',
  'EmploymentRecorded',
];

/** An open user list or user detail page follows registrations and changes without a reload. */
export const adminLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesAUser.map((type) => [type, [adminKeys.users]])),
};
