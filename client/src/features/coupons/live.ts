import type { LiveHandlers } from '../../lib/socket';
import { couponKeys } from './api/keys';

// server/src/payments/push.ts: what the `admin` room is sent about coupons (a use, or one given back, changes the Uses column)
const changesCoupons = ['CouponCreated', 'CouponUpdated', 'CouponDeleted', 'CouponUsed', 'CouponUseReleased'];

/** An open coupon list follows other admins' changes and each checkout that uses a coupon. */
export const couponsLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesCoupons.map((type) => [type, [couponKeys.all]])),
};
