/** What a payment carries back to us: which request it pays (`service`, `requestId`) and who pays (`payerId`). */
export type PaymentMetadata = Record<string, string>;

export type IntentRequest = {
  amountCents: number;
  currency: string;
  description: string;
  metadata: PaymentMetadata;
  /** the same key gives the same intent, however often the request is sent */
  idempotencyKey: string;
};

export type PaymentIntent = { id: string; clientSecret: string; status: string; amountCents: number; currency: string; metadata: PaymentMetadata };

export type RefundRequest = { paymentIntentId: string; amountCents: number; metadata: PaymentMetadata; idempotencyKey: string };
export type Refund = { id: string; status: string; amountCents: number };

/** A provider's event, once its signature was checked: the payment intent it is about, when it is about one. */
export type PaymentEvent = {
  id: string;
  type: string;
  /** seconds since the epoch, the provider's clock */
  created: number;
  intent: (PaymentIntent & { failureMessage: string | null }) | null;
};

/** A webhook whose signature does not match its body, or that is older than the tolerance: nothing of it is believed. */
export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/** The provider refused what was asked of it for good (an unknown intent, a refund of more than was paid). */
export class PaymentRefusedError extends Error {
  override name = 'PaymentRefusedError';
}

/** A card payment provider: Stripe, or the local test provider that answers the way Stripe does. */
export interface Payments {
  readonly provider: 'stripe' | 'test';
  /** the key the browser's card form uses; null for the test provider (its plain form posts to us) */
  readonly publishableKey: string | null;
  createIntent(request: IntentRequest): Promise<PaymentIntent>;
  getIntent(id: string): Promise<PaymentIntent>;
  /** one refund per idempotency key, whatever happens to the calls */
  refund(request: RefundRequest): Promise<Refund>;
  /** checks the signature over the raw body, and that it is recent; throws InvalidSignatureError otherwise */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): PaymentEvent;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** How old a signed webhook may be, as Stripe's own libraries allow (5 minutes). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
