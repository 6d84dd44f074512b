import type { VerificationDetails as SubmittedDetails, VerificationStatus } from '@referly/domain';

/** docs/API.md, GET /api/referrer/verification: what the referrer gave (the server also keeps the name split in two). */
export type VerificationDetails = Omit<SubmittedDetails, 'firstName' | 'lastName'>;

export type VerificationFile = { name: string; size: number; mime: string; url: string };

/** What the referrer gave, and where it stands. */
export type MyVerification = {
  status: VerificationStatus | null;
  submittedAt: string | null;
  decidedAt: string | null;
  details: VerificationDetails | null;
  files: { passport: VerificationFile; picture: VerificationFile } | null;
};
