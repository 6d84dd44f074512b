import type { Referral } from '../api/types';

/** For tests: a paid request for the referrer's company, nobody handling it yet, as GET /api/job-referral/referrer/{id} answers. */
export const referrerReferralFixture = (overrides: Partial<Referral> = {}): Referral => ({
  _id: 'r1',
  id: 'r1',
  index: 12,
  seekerId: 's1',
  jobSeekerDetails: { name: 'Mia Tran', email: 'mia@example.com.au', mobile: '0400 111 222' },
  industryDetails: {
    industry: 'Information and Communication Technology',
    desiredPosition: 'Frontend Engineer',
    desiredCompany: 'Atlassian',
    desiredCompanyId: 'c1',
    currentJob: 'Web Developer',
  },
  jobUrl: 'https://www.atlassian.com/company/careers/detail/123',
  submissionDate: '2026-11-20T01:00:00.000Z',
  currentStatus: 'pending',
  status: 'pending',
  paymentStatus: 'Paid',
  payment: null,
  amountDue: 0,
  lastPaymentError: null,
  resume: { name: 'Mia-Tran-Resume.pdf', size: 245_000, mime: 'application/pdf', url: '/api/job-referral/r1/files/resume' },
  coverLetter: null,
  submittedProofs: null,
  rejectionReason: null,
  feedback: null,
  referrer: null,
  refund: null,
  timeline: [
    { kind: 'created', label: 'Request created', by: { role: 'jobSeeker', name: 'Mia Tran' }, at: '2026-11-20T01:00:00.000Z' },
    { kind: 'paid', label: 'Payment received', by: null, at: '2026-11-20T01:02:00.000Z' },
  ],
  allowedStatuses: ['completed', 'rejected', 'inProgress'],
  updatedAt: '2026-11-20T01:02:00.000Z',
  ...overrides,
});
