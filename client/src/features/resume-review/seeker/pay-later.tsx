import type { RefObject } from 'react';
import { PayNowAction, usePayLater as usePayLaterRequest } from '../../../lib/payments/pay-later';
import { reviewKeys } from '../api/keys';
import type { Review } from '../api/types';
import { reviewPaymentCopy, reviewPaymentInput, reviewPaymentMachine } from './review-payment';

/** A review the seeker can still pay: unpaid (a declined card, a closed checkout) and something is due. */
export const canPayLater = (review: Pick<Review, 'paymentStatus' | 'amountDue'>) => review.paymentStatus === 'Unpaid' && review.amountDue > 0;

/** The checkout for paying a review later (lib/payments/pay-later.tsx), with the review's flow and words. */
export const usePayLater = (review: Review, fallbackFocus: RefObject<HTMLElement | null>) =>
  usePayLaterRequest(
    {
      machine: reviewPaymentMachine,
      input: reviewPaymentInput(review._id),
      order: {
        amountCents: review.amountDue,
        currency: review.currency,
        billing: { name: review.jobSeekerDetails.name, email: review.jobSeekerDetails.email },
        summary: 'Resume Review Service',
      },
      copy: { ...reviewPaymentCopy, doneLabel: 'Done' },
      queryKey: reviewKeys.all,
    },
    fallbackFocus,
  );

/** 'Pay now' for a review left unpaid; nothing once it is paid. */
export function PayNowButton({ review, onPay }: { review: Review; onPay: () => void }) {
  if (!canPayLater(review)) return null;
  return <PayNowAction amountCents={review.amountDue} currency={review.currency} onPay={onPay} />;
}
