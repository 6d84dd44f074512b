import type { CouponTerms } from '@referly/domain';

/** docs/API.md, Coupons: its terms (expiry, maximum uses, services) and the uses it holds. */
export type Coupon = CouponTerms & { _id: string; code: string; discountPercentage: number; active: boolean; uses: number; createdAt: string };

export type CouponReply = { message: string; data: Coupon };
/** POST /api/coupons/generate answers the new code beside the coupon */
export type GeneratedCoupon = CouponReply & { code: string };
