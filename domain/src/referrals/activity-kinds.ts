import { activityKind } from '../shared/activity-kind.ts';

/** Job referral requests' entries in the admin's activity feed, and the credits and withdrawals they earn. */
export const referralsActivityKind = activityKind('referrals', 'Referrals');
export const creditsActivityKind = activityKind('credits', 'Credits and withdrawals');
