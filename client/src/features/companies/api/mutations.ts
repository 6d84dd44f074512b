import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { companyKeys } from './keys';
import type { Company, CompanyInput } from './types';

type Reply = { message: string; data?: Company };

/** Every change of a company makes every cached company read stale. */
const useInvalidating = <Input>(mutationFn: (input: Input) => Promise<Reply>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }) });
};

/** POST /api/admin/companies, or PUT /api/admin/companies/{id} when it has an id. */
export const useSaveCompany = () =>
  useInvalidating(({ id, input }: { id: string | null; input: CompanyInput }) =>
    id === null ? api.post<Reply>('/api/admin/companies', input) : api.put<Reply>(`/api/admin/companies/${encodeURIComponent(id)}`, input),
  );

/** DELETE /api/admin/companies/{id} */
export const useDeleteCompany = () => useInvalidating((id: string) => api.delete<Reply>(`/api/admin/companies/${encodeURIComponent(id)}`));
