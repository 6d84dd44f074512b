import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponTerms } from '@referly/domain';
import { api } from '../../../lib/api';
import { couponKeys } from './keys';
import type { CouponReply, GeneratedCoupon } from './types';

/** Every change of a coupon makes the cached list stale. */
const useInvalidating = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }) });
};

/** POST /api/create-coupon */
export const useCreateCoupon = () =>
  useInvalidating((input: { code: string; discountPercentage: number } & CouponTerms) => api.post<CouponReply>('/api/create-coupon', input));

/** POST /api/coupons/generate: the server picks a new unique code */
export const useGenerateCoupon = () =>
  useInvalidating((input: { discountPercentage: number } & CouponTerms) => api.post<GeneratedCoupon>('/api/coupons/generate', input));

/** PUT /api/update-coupons/{id}: code, discount and whether it is active every time; a term left out stays as it is */
export const useUpdateCoupon = () =>
  useInvalidating(({ id, ...input }: { id: string; code: string; discountPercentage: number; active: boolean } & Partial<CouponTerms>) =>
    api.put<CouponReply>(`/api/update-coupons/${encodeURIComponent(id)}`, input),
  );

/** DELETE /api/coupons/{id} */
export const useDeleteCoupon = () => useInvalidating((id: string) => api.delete<{ message: string }>(`/api/coupons/${encodeURIComponent(id)}`));
