import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusChoice } from '@referly/domain';
import { api } from '../../../lib/api';
import { referralKeys } from './keys';
import { detailPath } from './paths';
import type { CreatedReferral, PaymentDue, ReferralAudience } from './types';

/** Every mutation of a request makes every cached read of requests (and credits) stale. */
const useInvalidating = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: referralKeys.all }), queryClient.invalidateQueries({ queryKey: referralKeys.credits })]);
    },
  });
};

/** POST /api/job-referral/job-seeker (multipart: the form's fields, resume, coverLetter) */
export const createReferral = (form: FormData) => api.post<CreatedReferral>('/api/job-referral/job-seeker', form);

/** POST /api/job-referral/job-seeker/{id}/pay: the card form again for an unpaid request */
export const payReferral = (id: string) => api.post<PaymentDue>(`/api/job-referral/job-seeker/${encodeURIComponent(id)}/pay`);

/** PUT the status: `{ status }`, or `{ status: 'rejected', reason }` (referrer and admin) */
export const useChangeStatus = (audience: Exclude<ReferralAudience, 'seeker'>, id: string) =>
  useInvalidating(({ status, reason }: { status: StatusChoice; reason?: string }) =>
    api.put<{ message: string }>(
      audience === 'admin' ? `${detailPath(audience, id)}/` : detailPath(audience, id),
      reason === undefined ? { status } : { status, reason },
    ),
  );

/** PUT /api/job-referral/job-seeker/{id}/approve: the seeker confirms the referral */
export const useApproveReferral = (id: string) => useInvalidating(() => api.put<{ message: string }>(`${detailPath('seeker', id)}/approve`));

/** PUT /api/job-referral/job-seeker/{id}/feedback */
export const useGiveFeedback = (id: string) =>
  useInvalidating((feedback: string) => api.put<{ message: string }>(`${detailPath('seeker', id)}/feedback`, { feedback }));

/** POST /api/job-referral/job-seeker/{id}/dispute (multipart: reason, file1…file3) */
export const useOpenDispute = (id: string) => useInvalidating((form: FormData) => api.post<{ message: string }>(`${detailPath('seeker', id)}/dispute`, form));

/** POST /api/admin/services/job-referral/{id}/dispute/ask: a question in the request's chat */
export const useAskAboutDispute = () =>
  useInvalidating(({ id, question }: { id: string; question: string }) =>
    api.post<{ message: string }>(`${detailPath('admin', id)}/dispute/ask`, { question }),
  );

/** POST /api/admin/services/job-referral/{id}/dispute/settle: refunded or approved, with a note */
export const useSettleDispute = () =>
  useInvalidating(({ id, outcome, note }: { id: string; outcome: 'refunded' | 'approved'; note: string }) =>
    api.post<{ message: string }>(`${detailPath('admin', id)}/dispute/settle`, { outcome, note }),
  );

/** POST /api/admin/services/job-referral/{id}/refund/retry */
export const useRetryRefund = (id: string) => useInvalidating(() => api.post<{ message: string }>(`${detailPath('admin', id)}/refund/retry`));

/** POST /api/referrer/withdrawals */
export const useRequestWithdrawal = () =>
  useInvalidating((input: { credits: number; accountName: string; bsb: string; accountNumber: string }) =>
    api.post<{ message: string }>('/api/referrer/withdrawals', input),
  );

/** PUT /api/admin/withdrawals/{id} */
export const useDecideWithdrawal = () =>
  useInvalidating(({ id, ...decision }: { id: string } & ({ action: 'paid' } | { action: 'declined'; reason: string })) =>
    api.put<{ message: string }>(`/api/admin/withdrawals/${encodeURIComponent(id)}`, decision),
  );
