/** The coupons feature's query keys, defined once: every coupon read starts with `couponKeys.all`. */
export const couponKeys = {
  all: ['coupons'] as const,
  list: () => [...couponKeys.all, 'list'] as const,
};
