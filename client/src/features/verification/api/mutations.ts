import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { verificationKeys } from './keys';

/** POST /api/referrer/send-verification-request, multipart: the form's fields (spec 001 §3) plus passport and picture. */
export const useSubmitVerification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ message: string }>('/api/referrer/send-verification-request', form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
};
