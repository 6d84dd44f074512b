import { paymentMessages } from '@referly/domain';
import { api, ApiError } from '../api';
import type { Billing, CardPayment, PaymentProvider } from './payment-types';

/** The provider refused the card: its message is what the person reads ('Your card was declined.'). */
export class CardFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardFailure';
  }
}

type PaymentConfig = { provider: 'test' | 'stripe'; publishableKey: string | null };

const load = async (): Promise<PaymentProvider> => {
  const { data } = await api.get<{ data: PaymentConfig }>('/api/payments/config');
  if (data.provider !== 'stripe') return { provider: 'test' };
  if (!data.publishableKey) throw new Error('The payment provider has no publishable key.');
  // the pure entry point loads Stripe.js only now, never as a side effect of bundling it
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(data.publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load.');
  return { provider: 'stripe', stripe };
};

let loading: Promise<PaymentProvider> | null = null;

/** Which card form to show, loaded once per page life; a failure is forgotten so the next checkout asks again. */
export const loadPaymentProvider = (): Promise<PaymentProvider> => {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** For tests: forget the loaded provider. */
export const resetPaymentProvider = () => {
  loading = null;
};

export type ConfirmCardInput = { clientSecret: string; card: CardPayment | null; billing: Billing };

const confirmTestCard = async (clientSecret: string, card: Extract<CardPayment, { provider: 'test' }>) => {
  try {
    await api.post('/api/payments/test/confirm', {
      clientSecret,
      cardNumber: card.cardNumber,
      expMonth: card.expMonth,
      expYear: card.expYear,
      cvc: card.cvc,
    });
  } catch (error) {
    // 402 declined, 400 a wrong number, expiry or CVC: the provider's words; anything else is unexpected
    if (error instanceof ApiError && (error.status === 402 || error.status === 400)) throw new CardFailure(error.message);
    throw error;
  }
};

/** Spec 001 §4: confirm the card payment with the client secret, with the billing name and e-mail. */
export const confirmCard = async ({ clientSecret, card, billing }: ConfirmCardInput): Promise<void> => {
  if (!card) throw new CardFailure(paymentMessages.cardRequired);
  if (card.provider === 'test') return confirmTestCard(clientSecret, card);
  const result = await card.stripe.confirmCardPayment(clientSecret, {
    payment_method: { card: card.card, billing_details: { name: card.name || billing.name, email: billing.email } },
  });
  if (result.error) throw new CardFailure(result.error.message ?? paymentMessages.failed(result.error.type));
  if (result.paymentIntent.status !== 'succeeded') throw new CardFailure(paymentMessages.failed(result.paymentIntent.status));
};
