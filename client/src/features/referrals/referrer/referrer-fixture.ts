import type { Referral } from '../api/types';
import { referralFixture } from '../components/referral-fixture';

/** For tests: a paid request for the referrer's company, nobody handling it yet, as GET /api/job-referral/referrer/{id} answers. */
export const referrerReferralFixture = (overrides: Partial<Referral> = {}): Referral => {
  const base = referralFixture();
  const seeker = { name: 'Mia Tran', email: 'mia@example.com.au', mobile: '0400 111 222' };
  return referralFixture({
    jobSeekerDetails: seeker,
    industryDetails: { ...base.industryDetails, desiredPosition: 'Frontend Engineer', currentJob: 'Web Developer' },
    jobUrl: 'https://www.atlassian.com/company/careers/detail/123',
    resume: { ...base.resume, name: 'Mia-Tran-Resume.pdf', size: 245_000 },
    timeline: base.timeline.map((entry) => (entry.by?.role === 'jobSeeker' ? { ...entry, by: { ...entry.by, name: seeker.name } } : entry)),
    allowedStatuses: ['inProgress', 'completed', 'rejected'],
    ...overrides,
  });
};
