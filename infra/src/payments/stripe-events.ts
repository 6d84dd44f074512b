import Stripe from 'stripe';
import { InvalidSignatureError, WEBHOOK_TOLERANCE_SECONDS, type PaymentEvent, type PaymentIntent } from '../ports/payments.ts';

type StripeIntentLike = {
  id: string;
  client_secret?: string | null;
  status: string;
  amount: number;
  currency: string;
  metadata?: Record<string, string> | null;
  last_payment_error?: { message?: string | null } | null;
};

export const intentOf = (intent: StripeIntentLike): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  metadata: { ...(intent.metadata ?? {}) },
});

/**
 * Stripe's own check of a webhook (HMAC-SHA256 of `timestamp.body` with the endpoint's secret, at most 5 minutes
 * old), used by both providers, so the test provider's events take the path Stripe's take.
 */
export const verifyStripeSignature = (rawBody: Buffer | string, signature: string | undefined, secret: string): PaymentEvent => {
  if (!signature) throw new InvalidSignatureError('No signature.');
  let event: { id: string; type: string; created: number; data: { object: unknown } };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS) as typeof event;
  } catch (error) {
    throw new InvalidSignatureError(error instanceof Error ? error.message : 'Invalid signature.');
  }
  const object = event.data.object as Partial<StripeIntentLike> & { object?: string };
  const intent =
    object.object === 'payment_intent' && typeof object.id === 'string'
      ? { ...intentOf(object as StripeIntentLike), failureMessage: object.last_payment_error?.message ?? null }
      : null;
  return { id: event.id, type: event.type, created: event.created, intent };
};

/** Signs a body the way Stripe signs its webhooks, for the test provider and for tests. */
export const signLikeStripe = (payload: string, secret: string, timestampSeconds: number): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
