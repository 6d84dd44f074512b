import { adminRoleLabel } from '@referly/domain';
import type { UserDoc } from '@referly/projections/accounts/users.projection';

/** What of the users read model leaves the server: hashes and session ids never do. */
type UserRecord = UserDoc;

const personalInfo = (user: UserRecord) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  picture: user.picture,
  pictureUrl: user.picture,
  dateOfBirth: user.dateOfBirth,
});

export const profileView = (user: UserRecord) => ({
  id: user._id,
  _id: user._id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobile: user.mobile,
  mobileWork: user.mobileWork,
  picture: user.picture,
  userRole: user.userRole,
  dateOfBirth: user.dateOfBirth,
  createdAt: user.createdAt,
  personalInfo: personalInfo(user),
  referrerVerificationStatus: user.referrerVerificationStatus,
  careerInfo: user.careerInfo,
  notificationSettings: user.notificationSettings,
  /** a new address waiting for the code sent to it (PUT /api/user, then POST /api/user/verify-email-change) */
  pendingEmail: user.pendingEmail ?? null,
});

/** Spec 000 §3 'User (admin view)'. */
export const adminUserView = (user: UserRecord) => ({
  id: user._id,
  _id: user._id,
  index: user.index,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userRole: adminRoleLabel(user.userRole),
  role: user.userRole,
  createdAt: user.createdAt,
  accountStatus: user.accountStatus,
  mobile: user.mobile,
  mobileWork: user.mobileWork,
  personalInfo: personalInfo(user),
  referrerVerificationStatus: user.referrerVerificationStatus,
  // what a referrer gave about their employment, which the admin weighs before approving them
  careerInfo: user.careerInfo,
  lastLoginAt: user.lastLoginAt,
  // what a referrer gave to be verified, with their documents, for the admin who decides
  verification: user.verification
    ? {
        details: user.verification.details,
        submittedAt: user.verification.submittedAt,
        decidedAt: user.verification.decidedAt,
        files: {
          passport: {
            name: user.verification.passport.name,
            size: user.verification.passport.size,
            mime: user.verification.passport.mime,
            url: `/api/admin/users/${user._id}/verification/files/passport`,
          },
          picture: {
            name: user.verification.picture.name,
            size: user.verification.picture.size,
            mime: user.verification.picture.mime,
            url: `/api/admin/users/${user._id}/verification/files/picture`,
          },
        },
      }
    : null,
});
