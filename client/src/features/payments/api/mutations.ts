import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceKey } from '@referly/domain';
import { api } from '../../../lib/api';
import { paymentKeys } from './keys';

export type PriceUpdate = { key: PriceKey; value: number; description: string; category: 'payment' };

/** PUT /api/app-config `{ configs: [{ key, value, description, category: 'payment' }] }` */
export const useSavePrice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: PriceUpdate) => api.put<{ message: string }>('/api/app-config', { configs: [config] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};
