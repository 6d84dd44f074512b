import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { couponKeys } from './keys';
import type { Coupon } from './types';

/** GET /api/coupons, newest first. */
export const useCoupons = () =>
  useQuery({
    queryKey: couponKeys.list(),
    queryFn: async ({ signal }) => (await api.get<{ data: Coupon[] }>('/api/coupons', { signal })).data,
  });
