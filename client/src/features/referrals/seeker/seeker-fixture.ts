import type { Referral } from '../api/types';
import { referralFixture } from '../components/referral-fixture';

/** For tests: the seeker's own paid request, a referrer working on it, as GET /api/job-referral/job-seeker/{id} answers. */
export const seekerReferralFixture = (overrides: Partial<Referral> = {}): Referral => {
  const base = referralFixture();
  return referralFixture({
    index: 7,
    seekerId: 'u1',
    jobSeekerDetails: { ...base.jobSeekerDetails, mobile: '0412345678' },
    industryDetails: { ...base.industryDetails, industry: 'Marketing and Communications', desiredPosition: 'Content Designer', desiredCompany: 'Canva' },
    submissionDate: '2026-03-02T01:00:00.000Z',
    currentStatus: 'inProgress',
    status: 'inProgress',
    payment: base.payment && { ...base.payment, date: '2026-03-05T01:00:00.000Z' },
    resume: { ...base.resume, name: 'cv.pdf', size: 2048 },
    referrer: { id: 'ref1', name: 'Riley Referrer' },
    timeline: [
      { kind: 'created', label: 'Request created', by: { role: 'jobSeeker', name: 'Mia Nguyen' }, at: '2026-03-02T01:00:00.000Z' },
      { kind: 'status', status: 'inProgress', label: 'In progress', by: { role: 'referrer', name: 'Riley Referrer' }, at: '2026-03-06T01:00:00.000Z' },
    ],
    allowedStatuses: [],
    updatedAt: '2026-03-06T01:00:00.000Z',
    ...overrides,
  });
};
