export const FAIL_FETCH_COUPONS = 'Failed to fetch coupons.';
