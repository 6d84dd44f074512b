import type { UserRole, VerificationStatus } from '@referly/domain';

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
};

export type AdminUserList = { data: AdminUser[]; totalPages: number; currentPage: number; totalCount?: number };
export type AdminUsersQuery = { page: number; limit: number; search: string; role: UserRole | '' };
