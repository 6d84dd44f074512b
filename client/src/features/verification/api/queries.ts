import { useQuery } from '@tanstack/react-query';
import type { VerificationStatus } from '@referly/domain';
import { api } from '../../../lib/api';
import { verificationKeys } from './keys';
import type { MyVerification } from './types';

/** GET /api/referrer/verification */
export const useMyVerification = (sessionStatus: VerificationStatus | null) =>
  useQuery({
    queryKey: verificationKeys.mine(sessionStatus),
    queryFn: async ({ signal }) => (await api.get<{ data: MyVerification }>('/api/referrer/verification', { signal })).data,
  });
