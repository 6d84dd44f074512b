import { fromPromise } from 'xstate';
import { resumeReviewMessages } from '@referly/domain';
import { paymentMachine } from '../../../lib/payments/payment.machine';
import type { PaymentCopy } from '../../../lib/payments/payment-dialog';
import type { PaymentDue } from '../../../lib/payments/payment-types';
import { createReview } from '../api/mutations';

/** The payment flow for a resume review: the review is created by POST /api/resume-review/job-seeker, then paid by card. */
export const reviewPaymentMachine = paymentMachine.provide({
  actors: {
    createRequest: fromPromise<PaymentDue, { form: FormData }>(async ({ input }) => {
      const created = await createReview(input.form);
      return { requestId: created.data._id, clientSecret: created.paymentClientSecret, amountCents: created.amount, currency: created.currency };
    }),
    // every checkout of this form creates its review first; there is no paying later for a review
    startPayment: fromPromise<PaymentDue, { requestId: string }>(() => Promise.reject(new Error(resumeReviewMessages.requestFailed))),
  },
});

export const reviewPaymentInput = () => ({ requestId: null, requestFailedMessage: resumeReviewMessages.requestFailed });

/** Spec 001 §8: 'Success!' says the payment went through, the review was submitted, and we will tell them once it is ready. */
export const reviewPaymentCopy: PaymentCopy = {
  successTitle: resumeReviewMessages.successTitle,
  successText: resumeReviewMessages.success,
  doneLabel: 'View my reviews',
};
