/** docs/API.md, Coupons. */
export type Coupon = { _id: string; code: string; discountPercentage: number; active: boolean; uses: number; createdAt: string };

export type CouponReply = { message: string; data: Coupon };
/** POST /api/coupons/generate answers the new code beside the coupon */
export type GeneratedCoupon = CouponReply & { code: string };
