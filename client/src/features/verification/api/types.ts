import type { VerificationStatus } from '@referly/domain';

/** docs/API.md, GET /api/referrer/verification: what the referrer gave, and where it stands. */
export type VerificationDetails = {
  name: string;
  email: string;
  mobile: string;
  mobileOffice: string;
  companyName: string;
  companyAddress: string;
  companyWebsite: string;
  companyContactNumber: string;
  positionAtCompany: string;
};

export type VerificationFile = { name: string; size: number; mime: string; url: string };

export type MyVerification = {
  status: VerificationStatus | null;
  submittedAt: string | null;
  decidedAt: string | null;
  details: VerificationDetails | null;
  files: { passport: VerificationFile; picture: VerificationFile } | null;
};
