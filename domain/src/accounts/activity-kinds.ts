import { activityKind } from '../shared/activity-kind.ts';

/** The accounts' entries in the admin's activity feed: sign-ups, sessions and profiles; and referrers' verification. */
export const accountsActivityKind = activityKind('accounts', 'Accounts');
export const verificationActivityKind = activityKind('verification', 'Referrer verification');
