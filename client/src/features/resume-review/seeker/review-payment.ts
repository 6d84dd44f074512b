import { fromPromise } from 'xstate';
import { resumeReviewMessages } from '@referly/domain';
import { paymentMachine } from '../../../lib/payments/payment.machine';
import type { PaymentCopy } from '../../../lib/payments/payment-dialog';
import type { PaymentDue } from '../../../lib/payments/payment-types';
import { createReview, payReview } from '../api/mutations';

/** The payment flow for a resume review: the review is created by POST /api/resume-review/job-seeker, or paid later. */
export const reviewPaymentMachine = paymentMachine.provide({
  actors: {
    createRequest: fromPromise<PaymentDue, { form: FormData }>(async ({ input }) => {
      const created = await createReview(input.form);
      return { requestId: created.data._id, clientSecret: created.paymentClientSecret, amountCents: created.amount, currency: created.currency };
    }),
    startPayment: fromPromise<PaymentDue, { requestId: string }>(async ({ input }) => {
      const due = await payReview(input.requestId);
      return { requestId: input.requestId, clientSecret: due.paymentClientSecret, amountCents: due.amount, currency: due.currency };
    }),
  },
});

export const reviewPaymentInput = (requestId: string | null = null) => ({ requestId, requestFailedMessage: resumeReviewMessages.requestFailed });

/** Spec 001 §8: 'Success!' says the payment went through, the review was submitted, and we will tell them once it is ready. */
export const reviewPaymentCopy: PaymentCopy = {
  successTitle: resumeReviewMessages.successTitle,
  successText: resumeReviewMessages.success,
  doneLabel: 'View my reviews',
};
