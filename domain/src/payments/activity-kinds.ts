import { activityKind } from '../shared/activity-kind.ts';

/** Payments', refunds' and coupons' entries in the admin's activity feed. */
export const paymentsActivityKind = activityKind('payments', 'Payments and refunds');
export const couponsActivityKind = activityKind('coupons', 'Coupons');
