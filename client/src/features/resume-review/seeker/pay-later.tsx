import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { money } from '../../../lib/format';
import { PaymentDialog } from '../../../lib/payments/payment-dialog';
import { Button } from '../../../ui/button';
import { reviewKeys } from '../api/keys';
import type { Review } from '../api/types';
import { reviewPaymentCopy, reviewPaymentInput, reviewPaymentMachine } from './review-payment';

/** A review the seeker can still pay: unpaid (a declined card, a closed checkout) and something is due. */
export const canPayLater = (review: Pick<Review, 'paymentStatus' | 'amountDue'>) => review.paymentStatus === 'Unpaid' && review.amountDue > 0;

/** One checkout for a review left unpaid: the payment flow without the create step, open from the start. */
function PayLaterCheckout({ review, onEnd }: { review: Review; onEnd: () => void }) {
  const queryClient = useQueryClient();
  const payment = useActorRef(reviewPaymentMachine, { input: reviewPaymentInput(review._id) });
  // over: paid or left unpaid (done), or back where it started because the provider could not be loaded
  const over = useSelector(payment, (s) => s.status === 'done' || s.matches('idle'));
  const [opened, setOpened] = useState(false);

  // opened once, with the review as it was when Pay now was pressed
  const open = useEffectEvent(() => {
    payment.send({
      type: 'OPEN',
      order: {
        amountCents: review.amountDue,
        currency: review.currency,
        billing: { name: review.jobSeekerDetails.name, email: review.jobSeekerDetails.email },
        summary: 'Resume Review Service',
      },
    });
    setOpened(true);
  });
  useEffect(() => open(), []);

  const end = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    onEnd();
  });
  useEffect(() => {
    if (opened && over) end();
  }, [opened, over]);

  return <PaymentDialog actor={payment} copy={{ ...reviewPaymentCopy, doneLabel: 'Done' }} />;
}

/**
 * The checkout for paying a review later. It lives with the page, not with the 'Pay now' button: once paid, the
 * review's live update removes the button, and the success dialog must stay until it is closed.
 */
export const usePayLater = (review: Review, fallbackFocus: RefObject<HTMLElement | null>) => {
  const sessions = useRef(0);
  const [session, setSession] = useState<number | null>(null);
  const start = useCallback(() => {
    sessions.current += 1;
    setSession(sessions.current);
  }, []);
  const end = useCallback(() => {
    setSession(null);
    // the dialog gives the focus back to the Pay now button, which a paid review no longer has
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) fallbackFocus.current?.focus();
    });
  }, [fallbackFocus]);
  const checkout = session === null ? null : <PayLaterCheckout key={session} review={review} onEnd={end} />;
  return { start, checkout };
};

/** 'Pay now' for a review left unpaid; nothing once it is paid. */
export function PayNowButton({ review, onPay }: { review: Review; onPay: () => void }) {
  if (!canPayLater(review)) return null;
  return (
    <Button onClick={onPay}>
      <CreditCard aria-hidden className="size-4" /> Pay now {money(review.amountDue, review.currency)}
    </Button>
  );
}
