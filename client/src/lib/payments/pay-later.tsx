import { useCallback, useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { money } from '../format';
import { Button } from '../../ui/button';
import { PaymentDialog, type PaymentCopy } from './payment-dialog';
import type { paymentMachine } from './payment.machine';
import type { PaymentOrder } from './payment-types';

/** What paying a request later needs from its feature: its payment flow, the order as it stands, and what to re-read. */
export type PayLaterRequest = {
  machine: typeof paymentMachine;
  input: { requestId: string | null; requestFailedMessage: string };
  order: PaymentOrder;
  copy: PaymentCopy;
  /** the feature's queries to read again once the checkout ends */
  queryKey: QueryKey;
};

/** One checkout for a request left unpaid: the payment flow without the create step, open from the start. */
function PayLaterCheckout({ request, onEnd }: { request: PayLaterRequest; onEnd: () => void }) {
  const queryClient = useQueryClient();
  const payment = useActorRef(request.machine, { input: request.input });
  // over: paid or left unpaid (done), or back where it started because the provider could not be loaded
  const over = useSelector(payment, (s) => s.status === 'done' || s.matches('idle'));
  const [opened, setOpened] = useState(false);

  // opened once, with the request as it was when Pay now was pressed
  const open = useEffectEvent(() => {
    payment.send({ type: 'OPEN', order: request.order });
    setOpened(true);
  });
  useEffect(() => open(), []);

  const end = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: request.queryKey });
    onEnd();
  });
  useEffect(() => {
    if (opened && over) end();
  }, [opened, over]);

  return <PaymentDialog actor={payment} copy={request.copy} />;
}

/**
 * The checkout for paying a request later. It lives with the page, not with a 'Pay now' button: once paid, the
 * request's live update removes every button, and the success dialog must stay until it is closed.
 */
export const usePayLater = (request: PayLaterRequest, fallbackFocus: RefObject<HTMLElement | null>) => {
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
  const checkout = session === null ? null : <PayLaterCheckout key={session} request={request} onEnd={end} />;
  return { start, checkout };
};

/** 'Pay now' and the amount due, for a request its feature says can still be paid. */
export function PayNowAction({ amountCents, currency, onPay, size = 'md' }: { amountCents: number; currency: string; onPay: () => void; size?: 'sm' | 'md' }) {
  return (
    <Button size={size} onClick={onPay}>
      <CreditCard aria-hidden className="size-4" /> Pay now {money(amountCents, currency)}
    </Button>
  );
}
