import type { ProjectionFeature } from '../projection.ts';
import { creditEntriesProjection, withdrawalsProjection } from './credits.projection.ts';
import { referralsProjection } from './referrals.projection.ts';

export const referralsProjections: ProjectionFeature = {
  name: 'referrals',
  projections: [referralsProjection, creditEntriesProjection, withdrawalsProjection],
};
