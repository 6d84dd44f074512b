import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationStatus } from '@referly/domain';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** POST /api/admin/referrers/{id}/update-verification-status `{ newStatus }` */
export const useUpdateVerificationStatus = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newStatus: VerificationStatus) =>
      api.post<{ message?: string }>(`/api/admin/referrers/${encodeURIComponent(id)}/update-verification-status`, { newStatus }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
};
