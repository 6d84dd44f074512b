import type { ReferrerReputationView } from './api/types';

/** For tests: a referrer's figures as GET /api/referrers/{id}/reputation answers them; override what a test cares about. */
export const reputationFixture = (overrides: Partial<ReferrerReputationView> = {}): ReferrerReputationView => ({
  referrerId: 'ref1',
  name: 'Riley Referrer',
  windowDays: 90,
  since: '2026-08-25T09:00:00.000Z',
  asOf: '2026-11-23T09:00:00.000Z',
  responses: { requests: 4, answered: 3, rate: 0.75 },
  firstReply: { requests: 3, medianMs: (2 * 60 + 5) * 60_000 },
  approvals: { taken: 3, approved: 1, rate: 1 / 3 },
  ...overrides,
});

/** A referrer who has taken nothing on and answered nobody in the window. */
export const newReferrerFixture = (): ReferrerReputationView =>
  reputationFixture({
    responses: { requests: 0, answered: 0, rate: null },
    firstReply: { requests: 0, medianMs: null },
    approvals: { taken: 0, approved: 0, rate: null },
  });
