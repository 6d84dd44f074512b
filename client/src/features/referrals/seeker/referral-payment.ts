import { fromPromise } from 'xstate';
import { paymentMessages, referralMessages } from '@referly/domain';
import { paymentMachine } from '../../../lib/payments/payment.machine';
import type { PaymentCopy } from '../../../lib/payments/payment-dialog';
import type { PaymentDue } from '../../../lib/payments/payment-types';
import { createReferral, payReferral } from '../api/mutations';

/** The payment flow for a job referral: the request is created by POST /api/job-referral/job-seeker, or paid later. */
export const referralPaymentMachine = paymentMachine.provide({
  actors: {
    createRequest: fromPromise<PaymentDue, { form: FormData }>(async ({ input }) => {
      const created = await createReferral(input.form);
      return { requestId: created.data._id, clientSecret: created.paymentClientSecret, amountCents: created.amount, currency: created.currency };
    }),
    startPayment: fromPromise<PaymentDue, { requestId: string }>(async ({ input }) => {
      const due = await payReferral(input.requestId);
      return { requestId: input.requestId, clientSecret: due.paymentClientSecret, amountCents: due.amount, currency: due.currency };
    }),
  },
});

/** Spec 001 §8 has no 'Request Failed' sentence for referrals: a refused request without the server's words reads 'Failed to add job referral.' */
export const referralPaymentInput = (requestId: string | null = null) => ({ requestId, requestFailedMessage: referralMessages.failAdd });

/** Spec 001 §8: 'Payment Successful!' and what happens next. */
export const referralPaymentCopy = (doneLabel: string): PaymentCopy => ({
  successTitle: paymentMessages.successTitle,
  successText: paymentMessages.successReferral,
  doneLabel,
});
