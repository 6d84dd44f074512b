import { activityKind } from '../shared/activity-kind.ts';

/** Companies' entries in the admin's activity feed. */
export const companiesActivityKind = activityKind('companies', 'Companies');
