import type { CompanyStatus } from '@referly/domain';

/** docs/API.md, Companies. */
export type Company = {
  _id: string;
  name: string;
  registrationNumber: string;
  contactNumber: string;
  website: string;
  address: string;
  currentStatus: CompanyStatus;
  createdAt: string;
  createdBy: 'admin' | 'seeker' | 'referrer' | 'seed';
};

export type CompanyPage = { data: Company[]; pagination: { totalPages: number; totalCount: number; currentPage: number } };
export type CompanyListQuery = { page: number; limit: number; search: string; status: CompanyStatus | '' };

/** What POST and PUT take: empty optional fields left out (spec 001 §5). */
export type CompanyInput = {
  name: string;
  registrationNumber?: string;
  contactNumber?: string;
  website?: string;
  address?: string;
  currentStatus: CompanyStatus;
};
