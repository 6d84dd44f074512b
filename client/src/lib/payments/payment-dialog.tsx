import { lazy, Suspense, useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CheckCircle2, CircleAlert, Lock } from 'lucide-react';
import { paymentMessages } from '@referly/domain';
import { money } from '../format';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import type { paymentMachine } from './payment.machine';
import type { CardPayment, PaymentOrder } from './payment-types';
import { TestCardForm } from './test-card-form';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

/** The words that differ between the services (spec 001 §8): the success dialog and its button. */
export type PaymentCopy = { successTitle: string; successText: string; doneLabel: string };

const StripeCardForm = lazy(() => import('./stripe-card-form'));

function OrderTotal({ order }: { order: PaymentOrder }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
      <p className="text-sm text-muted">{order.summary}</p>
      {order.coupon && (
        <p className="mt-2 flex justify-between gap-3 text-sm">
          <span>
            Coupon <span className="font-mono font-medium">{order.coupon.code}</span> ({order.coupon.discountPercentage}% off)
          </span>
          <span className="text-muted tabular-nums line-through">{money(order.coupon.originalCents, order.currency)}</span>
        </p>
      )}
      <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2">
        <span className="font-medium text-ink">Total</span>
        <span className="text-xl font-semibold text-ink tabular-nums">{money(order.amountCents, order.currency)}</span>
      </p>
    </div>
  );
}

function CardFormSkeleton() {
  return (
    <div role="status" aria-label="Loading the card form" className="flex flex-col gap-3">
      <Skeleton className="h-16 w-full rounded-lg" />
      <Skeleton className="h-11 w-full rounded-lg" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11 rounded-lg" />
        <Skeleton className="h-11 rounded-lg" />
      </div>
    </div>
  );
}

/** What the checkout is doing while it cannot be closed. */
const progressOf = (snapshot: SnapshotFrom<typeof paymentMachine>): string | null => {
  if (snapshot.matches({ checkout: 'creating' })) return 'Sending your request…';
  if (snapshot.matches({ checkout: 'starting' })) return 'Preparing your payment…';
  if (snapshot.matches({ checkout: 'confirming' })) return 'Confirming your payment…';
  return null;
};

/**
 * The checkout of spec 001 §4 and §8's dialogs as one modal that follows the payment machine: 'Complete Your
 * Payment' with the total and the card form, then success, or why not. It cannot be closed while a payment runs.
 */
export function PaymentDialog({ actor, copy }: { actor: PaymentActor; copy: PaymentCopy }) {
  const formId = useId();
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const preparing = useSelector(actor, (s) => s.hasTag('preparing'));
  const processing = useSelector(actor, (s) => s.hasTag('processing'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const paid = useSelector(actor, (s) => s.hasTag('paid'));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'RETRY' }));
  const progress = useSelector(actor, progressOf);
  const { order, provider, failure, requestId, clientSecret } = useSelector(actor, (s) => s.context);

  const close = () => actor.send({ type: 'CLOSE' });
  const confirm = (card: CardPayment | null) => actor.send({ type: 'CONFIRM', card });
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };

  if (paid) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={copy.successTitle}
        description={copy.successText}
        actions={<Button onClick={close}>{copy.doneLabel}</Button>}
      >
        <p className="flex items-center gap-2 rounded-lg bg-approved-soft px-3 py-2 text-sm text-approved">
          <CheckCircle2 aria-hidden className="size-4 shrink-0" />
          {order && order.amountCents > 0 ? `Paid ${money(order.amountCents, order.currency)}.` : 'Nothing to pay: your coupon covered the full price.'}
        </p>
      </Dialog>
    );
  }

  if (failed && failure) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        size="sm"
        title={failure.title}
        description={failure.message}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {requestId ? 'Pay later' : 'Back to the form'}
            </Button>
            {canRetry && <Button onClick={() => actor.send({ type: 'RETRY' })}>Try again</Button>}
          </>
        }
      >
        <p className="flex gap-2 text-sm text-muted">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-rose-600" />
          {requestId
            ? 'Your request is saved as Unpaid. Referrers see it once it is paid: try another card now, or pay later from its page.'
            : 'Nothing was saved and nothing was charged.'}
        </p>
      </Dialog>
    );
  }

  // nothing to pay until the server says otherwise: a coupon covered the whole price
  const free = order !== null && order.amountCents === 0 && clientSecret === null;
  const cardForm =
    preparing || !provider ? (
      <CardFormSkeleton />
    ) : free ? (
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          confirm(null);
        }}
      >
        <p className="text-sm text-muted">Your coupon covers the full price, so no card is needed.</p>
      </form>
    ) : provider.provider === 'stripe' ? (
      <Suspense fallback={<CardFormSkeleton />}>
        <StripeCardForm stripe={provider.stripe} formId={formId} defaultName={order?.billing.name ?? ''} disabled={processing} onConfirm={confirm} />
      </Suspense>
    ) : (
      <TestCardForm formId={formId} defaultName={order?.billing.name ?? ''} disabled={processing} onConfirm={confirm} />
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!processing}
      title={paymentMessages.completeTitle}
      description={free ? 'Nothing to pay: confirm to send your request.' : 'Your card is charged once, when you confirm.'}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={processing}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={processing || preparing} aria-busy={processing || undefined}>
            {processing ? (
              <>
                <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
                Processing...
              </>
            ) : (
              <>
                <Lock aria-hidden className="size-4" />
                {free ? 'Submit request' : 'Confirm Payment'}
              </>
            )}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {order && <OrderTotal order={order} />}
        {cardForm}
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
          {progress}
        </p>
      </div>
    </Dialog>
  );
}
