import type { UserRole, VerificationStatus } from '@referly/domain';

export const DEMO_PASSWORD = 'Referly-demo-2026';

export type DemoAccount = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  userRole: UserRole;
  verificationStatus: VerificationStatus | null;
  description: string;
  /** referrers: the demo company they work at (one of the companies feature's demo companies), and their role there */
  employment?: { companyId: string; companyName: string; positionAtCompany: string };
};

/** Fixed ids keep the demo stable across restarts and the seeding idempotent. */
export const demoAccounts: DemoAccount[] = [
  {
    userId: '00000000-0000-4000-a000-000000000001',
    email: 'admin@referly.dev',
    firstName: 'Ava',
    lastName: 'Admin',
    userRole: 'admin',
    verificationStatus: null,
    description: 'admin',
  },
  {
    userId: '00000000-0000-4000-a000-000000000002',
    email: 'seeker@referly.dev',
    firstName: 'Sam',
    lastName: 'Seeker',
    userRole: 'jobSeeker',
    verificationStatus: null,
    description: 'job seeker',
  },
  {
    userId: '00000000-0000-4000-a000-000000000003',
    email: 'referrer@referly.dev',
    firstName: 'Riley',
    lastName: 'Referrer',
    userRole: 'referrer',
    verificationStatus: 'approved',
    description: 'referrer at Atlassian, verification approved',
    employment: { companyId: '00000000-0000-4000-b000-000000000001', companyName: 'Atlassian', positionAtCompany: 'Senior Software Engineer' },
  },
  {
    userId: '00000000-0000-4000-a000-000000000004',
    email: 'pending.referrer@referly.dev',
    firstName: 'Priya',
    lastName: 'Pending',
    userRole: 'referrer',
    verificationStatus: 'pending',
    description: 'referrer at Canva, verification pending',
    employment: { companyId: '00000000-0000-4000-b000-000000000002', companyName: 'Canva', positionAtCompany: 'Product Designer' },
  },
];
