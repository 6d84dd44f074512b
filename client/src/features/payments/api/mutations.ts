import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceKey, TimerSettingKey } from '@referly/domain';
import { api } from '../../../lib/api';
import { paymentKeys } from './keys';
import type { TimerConfig } from './types';

export type PriceUpdate = { key: PriceKey; value: number; description: string; category: 'payment' };

/** PUT /api/app-config `{ configs: [{ key, value, description, category: 'payment' }] }` */
export const useSavePrice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: PriceUpdate) => api.put<{ message: string }>('/api/app-config', { configs: [config] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

export type TimerUpdate = { key: TimerSettingKey; value: number; description: string; category: 'timers' };

/**
 * PUT /api/app-config `{ configs: [{ key, value, description, category: 'timers' }, ...] }`: the periods changed, in
 * one save (all stored or none). The saved values show at once, before the list is read again.
 */
export const useSaveTimers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configs: TimerUpdate[]) => api.put<{ message: string }>('/api/app-config', { configs }),
    onSuccess: (_reply, configs) =>
      queryClient.setQueryData<TimerConfig>(paymentKeys.timers(), (current) => {
        if (!current) return current;
        const next = { ...current };
        for (const { key, value } of configs) {
          const entry = next[key];
          if (entry) next[key] = { ...entry, value, fallback: false };
        }
        return next;
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};
