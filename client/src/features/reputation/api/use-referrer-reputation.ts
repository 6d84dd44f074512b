import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reputationKeys } from './keys';
import type { ReferrerReputationView } from './types';

/** GET /api/referrers/{referrerId}/reputation */
export const useReferrerReputation = (referrerId: string) =>
  useQuery({
    queryKey: reputationKeys.referrer(referrerId),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ReferrerReputationView }>(`/api/referrers/${encodeURIComponent(referrerId)}/reputation`, { signal })).data,
  });
