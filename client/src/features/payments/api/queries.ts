import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paymentKeys } from './keys';
import type { PaymentConfig, TimerConfig } from './types';

/** GET /api/app-config?category=payment: `data.jobReferralAmount.value`, `data.resumeReviewAmount.value` (dollars). */
export const usePaymentConfig = () =>
  useQuery({
    queryKey: paymentKeys.config(),
    queryFn: async ({ signal }) => (await api.get<{ data?: PaymentConfig | null }>('/api/app-config', { query: { category: 'payment' }, signal })).data ?? {},
  });

/** GET /api/app-config?category=timers: each request timer's period, `data.untakenRefundDays.value` (with its unit). */
export const useTimerConfig = () =>
  useQuery({
    queryKey: paymentKeys.timers(),
    queryFn: async ({ signal }) => (await api.get<{ data?: TimerConfig | null }>('/api/app-config', { query: { category: 'timers' }, signal })).data ?? {},
  });
