import type { UserRole, VerificationDetails, VerificationStatus } from '@referly/domain';

/** A document a referrer sent to be verified; `url` is the admin's download path (with the bearer). */
export type VerificationFile = { name: string; size: number; mime: string; url: string };

/** What a referrer gave in their verification request (server/src/accounts/profile-view.ts `adminUserView`). */
export type AdminVerification = {
  details: Omit<VerificationDetails, 'firstName' | 'lastName'> & Partial<Pick<VerificationDetails, 'firstName' | 'lastName'>>;

  submittedAt: string;
  decidedAt: string | null;
  files: { passport: VerificationFile; picture: VerificationFile };
};

/** docs/API.md `UserAdminView`. */
export type AdminUser = {
  id: string;
  _id?: string;
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  userRole: 'applicant' | 'referrer' | 'admin';
  role: UserRole;
  createdAt: string;
  accountStatus: 'pendingVerification' | 'active' | string;
  mobile?: string | null;
  mobileWork?: string | null;
  personalInfo?: { firstName?: string; lastName?: string; picture?: string | null; pictureUrl?: string | null; dateOfBirth?: string | null };
  referrerVerificationStatus: VerificationStatus | null;
  /** a referrer's employment as they gave it; empty until they say where they work */
  careerInfo?: { positionAtCompany?: string | null; companyId?: string | null; companyName?: string | null } | null;
  lastLoginAt?: string | null;
  /** a referrer's verification request with its documents; null until they send one */
  verification?: AdminVerification | null;
};

export type AdminUserList = { data: AdminUser[]; totalPages: number; currentPage: number; totalCount?: number };
/** `verification` keeps the referrers whose verification has that status ('pending': waiting for a decision). */
export type AdminUsersQuery = { page: number; limit: number; search?: string; role?: UserRole | ''; verification?: VerificationStatus | '' };
