import Stripe from 'stripe';
import { PaymentRefusedError, type Payments } from '../ports/payments.ts';
import { intentOf, verifyStripeSignature } from './stripe-events.ts';

export type StripePaymentsOptions = {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** another API base (a local stub in tests); Stripe's own by default */
  apiUrl?: string;
};

/** A request Stripe refused (4xx): trying again cannot help, as opposed to a network or server failure. */
const refused = (error: unknown): never => {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentRefusedError(error.message, { cause: error });
  }
  throw error;
};

/**
 * Stripe PaymentIntents and refunds through the official SDK, every creating call with an idempotency key (the SDK
 * retries network failures with the same key), and webhooks checked against the endpoint's secret.
 */
export const createStripePayments = (options: StripePaymentsOptions): Payments => {
  const base = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
  return {
    provider: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent({ amountCents, currency, description, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents
        .create({ amount: amountCents, currency, description, metadata, allowed_payment_method_types: ['card'] }, { idempotencyKey })
        .catch(refused);
      return intentOf(intent);
    },
    async getIntent(id) {
      return intentOf(await stripe.paymentIntents.retrieve(id).catch(refused));
    },
    async refund({ paymentIntentId, amountCents, metadata, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents, metadata }, { idempotencyKey }).catch(refused);
      return { id: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, options.webhookSecret),
    // No call to Stripe on every health check: the adapter is as healthy as its configuration.
    health: async () => ({ ok: true, adapter: base ? `stripe (${base.host})` : 'stripe' }),
    close: async () => {},
  };
};
