import type { MyVerification, VerificationDetails } from './api/types';

/** For tests: what a referrer gave to be verified. */
export const detailsFixture = (overrides: Partial<VerificationDetails> = {}): VerificationDetails => ({
  name: 'Casey Nguyen',
  email: 'casey@example.com.au',
  mobile: '0412345678',
  mobileOffice: '0291234567',
  companyName: 'Canva',
  companyAddress: '110 Kippax St, Surry Hills NSW 2010',
  companyWebsite: 'https://www.canva.com',
  companyContactNumber: '0290000000',
  positionAtCompany: 'Product Designer',
  ...overrides,
});

/** For tests: GET /api/referrer/verification's `data`. */
export const verificationFixture = (overrides: Partial<MyVerification> = {}): MyVerification => ({
  status: 'rejected',
  submittedAt: '2026-11-02T01:00:00.000Z',
  decidedAt: '2026-11-09T01:00:00.000Z',
  details: detailsFixture(),
  files: {
    passport: { name: 'passport.pdf', size: 120_000, mime: 'application/pdf', url: '/api/referrer/verification/files/passport' },
    picture: { name: 'me.png', size: 80_000, mime: 'image/png', url: '/api/referrer/verification/files/picture' },
  },
  ...overrides,
});
