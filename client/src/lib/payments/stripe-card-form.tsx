import { useId, useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { paymentMessages } from '@referly/domain';
import { Field } from '../../ui/field';
import type { CardPayment } from './payment-types';

type StripeCardFormProps = {
  stripe: Stripe;
  formId: string;
  defaultName: string;
  disabled: boolean;
  onConfirm: (card: CardPayment) => void;
};

// Stripe draws the card field in its own frame: these match the product's inputs (ink text, slate placeholder)
const cardStyle = {
  base: { color: '#0f172a', fontSize: '16px', fontFamily: 'Inter, system-ui, sans-serif', '::placeholder': { color: '#94a3b8' } },
  invalid: { color: '#be123c' },
};

function CardFields({ stripe, formId, defaultName, disabled, onConfirm }: StripeCardFormProps) {
  const elements = useElements();
  const captionId = useId();
  const [name, setName] = useState(defaultName);
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!card) {
      setCardError(paymentMessages.notReady);
      return;
    }
    onConfirm({ provider: 'stripe', stripe, card, name: name.trim() });
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        {/* the card field lives in Stripe's frame, which labels its own inputs; clicking this caption focuses it there */}
        <span id={captionId} className="text-sm font-medium text-ink" onClick={() => elements?.getElement(CardElement)?.focus()}>
          Card details
        </span>
        <div
          role="group"
          aria-labelledby={captionId}
          className="rounded-lg border border-slate-300 bg-white px-3 py-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand"
        >
          <CardElement options={{ style: cardStyle, disabled, hidePostalCode: true }} onChange={(change) => setCardError(change.error?.message ?? null)} />
        </div>
        {cardError && (
          <p role="alert" className="text-sm text-rose-700">
            {cardError}
          </p>
        )}
      </div>
      <Field label="Name on card" autoComplete="cc-name" disabled={disabled} value={name} onChange={(event) => setName(event.target.value)} />
    </form>
  );
}

/** Stripe Elements' card field, loaded only when the server's provider is Stripe. */
export default function StripeCardForm(props: StripeCardFormProps) {
  return (
    <Elements stripe={props.stripe}>
      <CardFields {...props} />
    </Elements>
  );
}
