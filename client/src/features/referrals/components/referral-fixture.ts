import type { Dispute, Referral } from '../api/types';

/** For tests: a paid request nobody has decided yet, as the detail routes answer it; override what a test cares about. */
export const referralFixture = (overrides: Partial<Referral> = {}): Referral => ({
  _id: 'r1',
  id: 'r1',
  index: 12,
  seekerId: 's1',
  jobSeekerDetails: { name: 'Mia Nguyen', email: 'mia@example.com.au', mobile: '0412 345 678' },
  industryDetails: {
    industry: 'Information and Communication Technology',
    desiredPosition: 'Data Analyst',
    desiredCompany: 'Atlassian',
    desiredCompanyId: 'c1',
    currentJob: '',
  },
  jobUrl: null,
  submissionDate: '2026-11-20T01:00:00.000Z',
  currentStatus: 'pending',
  status: 'pending',
  paymentStatus: 'Paid',
  payment: {
    _id: 'pi_1',
    amount: 500,
    amountCents: 50000,
    currency: 'usd',
    paymentMethod: 'CreditCard',
    date: '2026-11-20T01:05:00.000Z',
    reference: 'pi_1',
    couponCode: null,
    discountPercentage: null,
  },
  amountDue: 0,
  currency: 'usd',
  lastPaymentError: null,
  resume: { name: 'mia-resume.pdf', size: 120_000, mime: 'application/pdf', url: '/api/job-referral/r1/files/resume' },
  coverLetter: null,
  submittedProofs: null,
  rejectionReason: null,
  feedback: null,
  referrer: null,
  refund: null,
  dispute: null,
  timeline: [
    { kind: 'created', label: 'Request created', by: { role: 'jobSeeker', name: 'Mia Nguyen' }, at: '2026-11-20T01:00:00.000Z' },
    { kind: 'paid', label: 'Payment received', by: null, at: '2026-11-20T01:05:00.000Z' },
  ],
  allowedStatuses: ['inProgress', 'approved', 'rejected'],
  updatedAt: '2026-11-20T01:05:00.000Z',
  ...overrides,
});

/** For tests: a dispute the seeker opened on a request waiting for approval (issue 17), or its settlement. */
export const disputeFixture = (overrides: Partial<Dispute> = {}): Dispute => ({
  status: 'open',
  reason: 'The company has no record of me.',
  files: [],
  statusAtOpening: 'waitingforapproval',
  openedAt: '2026-03-08T01:00:00.000Z',
  outcome: null,
  note: null,
  settledBy: null,
  settledAt: null,
  ...overrides,
});

/** For tests: `disputeFixture` settled by Ada Admin the next day, with this outcome and note. */
export const settledDisputeFixture = (outcome: 'refunded' | 'approved', note: string): Dispute =>
  disputeFixture({ status: 'settled', outcome, note, settledBy: 'Ada Admin', settledAt: '2026-03-09T01:00:00.000Z' });
