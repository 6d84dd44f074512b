import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareerAdviceMeeting, ResumeReviewStatus } from '@referly/domain';
import { api } from '../../../lib/api';
import { reviewKeys } from './keys';
import { careerAdvicePath, detailPath, listPath } from './paths';
import type { CreatedReview, PaymentDue } from './types';

/** Every mutation of a review makes every cached read of reviews (career advice included) stale. */
const useInvalidating = <Input, Output>(mutationFn: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
};

/** POST /api/resume-review/job-seeker (multipart: the form's fields, resume, coverLetter) */
export const createReview = (form: FormData) => api.post<CreatedReview>(listPath.seeker, form);

/** POST /api/resume-review/job-seeker/{id}/pay: the card form again for an unpaid review */
export const payReview = (id: string) => api.post<PaymentDue>(`${detailPath('seeker', id)}/pay`);

/** PUT /api/resume-review/job-seeker/{id}/feedback */
export const useGiveReviewFeedback = (id: string) =>
  useInvalidating((feedback: string) => api.put<{ message: string }>(`${detailPath('seeker', id)}/feedback`, { feedback }));

/** POST /api/resume-review/job-seeker/{id}/career-advice */
export const useRequestCareerAdvice = (id: string) =>
  useInvalidating((note: string | null) => api.post<{ message: string }>(`${detailPath('seeker', id)}/career-advice`, note ? { note } : {}));

/** PUT /api/admin/services/resume-review/{id} (multipart): a status alone, or a reviewed resume, feedback and status */
export const useSaveConsultantReview = (id: string) =>
  useInvalidating((input: { status: ResumeReviewStatus; feedback?: string; reviewedResume?: File | null }) => {
    const form = new FormData();
    form.append('status', input.status);
    if (input.feedback !== undefined) form.append('feedback', input.feedback);
    if (input.reviewedResume) form.append('resume', input.reviewedResume, input.reviewedResume.name);
    return api.put<{ message: string }>(detailPath('admin', id), form);
  });

/** POST /api/admin/services/resume-review/{id}/ai-review: run the AI review again */
export const useReinitiateAiReview = (id: string) => useInvalidating(() => api.post<{ message: string }>(`${detailPath('admin', id)}/ai-review`));

/** PUT /api/admin/services/career-advice/{id}: the session's meeting (link, date, time) */
export const useScheduleMeeting = (id: string) =>
  useInvalidating((meeting: CareerAdviceMeeting) => api.put<{ message: string }>(`${careerAdvicePath}/${encodeURIComponent(id)}`, meeting));
