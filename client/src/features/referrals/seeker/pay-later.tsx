import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { isFinal } from '@referly/domain';
import { money } from '../../../lib/format';
import { PaymentDialog } from '../../../lib/payments/payment-dialog';
import { Button } from '../../../ui/button';
import { referralKeys } from '../api/keys';
import type { Referral } from '../api/types';
import { referralPaymentCopy, referralPaymentInput, referralPaymentMachine } from './referral-payment';

/** An unpaid request the seeker can still pay: not decided yet, and something is due. */
export const canPayLater = (referral: Pick<Referral, 'paymentStatus' | 'amountDue' | 'status'>) =>
  referral.paymentStatus === 'Unpaid' && referral.amountDue > 0 && !isFinal(referral.status);

/** One checkout for a request left unpaid: the payment flow without the create step, open from the start. */
function PayLaterCheckout({ referral, onEnd }: { referral: Referral; onEnd: () => void }) {
  const queryClient = useQueryClient();
  const payment = useActorRef(referralPaymentMachine, { input: referralPaymentInput(referral._id) });
  // over: paid or left unpaid (done), or back where it started because the provider could not be loaded
  const over = useSelector(payment, (s) => s.status === 'done' || s.matches('idle'));
  const [opened, setOpened] = useState(false);

  // opened once, with the request as it was when Pay now was pressed
  const open = useEffectEvent(() => {
    payment.send({
      type: 'OPEN',
      order: {
        amountCents: referral.amountDue,
        currency: referral.currency,
        billing: { name: referral.jobSeekerDetails.name, email: referral.jobSeekerDetails.email },
        summary: `Job referral: ${referral.industryDetails.desiredPosition} at ${referral.industryDetails.desiredCompany}`,
      },
    });
    setOpened(true);
  });
  useEffect(() => open(), []);

  const end = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: referralKeys.all });
    onEnd();
  });
  useEffect(() => {
    if (opened && over) end();
  }, [opened, over]);

  return <PaymentDialog actor={payment} copy={referralPaymentCopy('Done')} />;
}

/**
 * The checkout for paying a request later. It lives with the page, not with a 'Pay now' button: once paid, the
 * request's live update removes every button, and the success dialog must stay until it is closed.
 */
export const usePayLater = (referral: Referral, fallbackFocus: RefObject<HTMLElement | null>) => {
  const sessions = useRef(0);
  const [session, setSession] = useState<number | null>(null);
  const start = useCallback(() => {
    sessions.current += 1;
    setSession(sessions.current);
  }, []);
  const end = useCallback(() => {
    setSession(null);
    // the dialog gives the focus back to the Pay now button, which a paid request no longer has
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) fallbackFocus.current?.focus();
    });
  }, [fallbackFocus]);
  const checkout = session === null ? null : <PayLaterCheckout key={session} referral={referral} onEnd={end} />;
  return { start, checkout };
};

/** 'Pay now' for a request left unpaid; nothing once it is paid or decided. */
export function PayNowButton({ referral, onPay, size = 'md' }: { referral: Referral; onPay: () => void; size?: 'sm' | 'md' }) {
  if (!canPayLater(referral)) return null;
  return (
    <Button size={size} onClick={onPay}>
      <CreditCard aria-hidden className="size-4" /> Pay now {money(referral.amountDue, referral.currency)}
    </Button>
  );
}
