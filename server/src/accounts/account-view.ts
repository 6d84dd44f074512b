import type { Account } from '@referly/domain';

/** The login answer's `data.user` (spec 000 §3 and spec 001 §3 'Stored session'). */
export const sessionUser = (account: Account) => ({
  user: account.userId,
  id: account.userId,
  _id: account.userId,
  email: account.profile.email,
  mobile: account.profile.mobile,
  userRole: account.userRole,
  personalInfo: { firstName: account.profile.firstName, lastName: account.profile.lastName, picture: account.profile.picture },
  careerInfo: {
    positionAtCompany: account.employment?.positionAtCompany ?? '',
    companyId: account.employment?.companyId ?? null,
    companyName: account.employment?.companyName ?? null,
  },
  referrerVerification: account.verificationStatus ? { status: account.verificationStatus } : null,
  referrerVerificationStatus: account.verificationStatus,
});
export type SessionUser = ReturnType<typeof sessionUser>;
