import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/** Who pays: spec 001 §4 confirms the card with the billing name and e-mail. */
export type Billing = { name: string; email: string };

/** Which card form the checkout shows (GET /api/payments/config), Stripe already loaded when it is Stripe. */
export type PaymentProvider = { provider: 'test' } | { provider: 'stripe'; stripe: Stripe };

/** What the person entered in the card form; the provider's own card element for Stripe. */
export type CardPayment =
  | { provider: 'test'; cardNumber: string; expMonth: number; expYear: number; cvc: string; name: string }
  | { provider: 'stripe'; stripe: Stripe; card: StripeCardElement; name: string };

/** What the checkout shows before anything is created: the server's quote, and what it is for. */
export type PaymentOrder = {
  /** cents, as the server quoted them (the price, or the coupon check's amount) */
  amountCents: number;
  /** the currency the server named with the price (its PAYMENT_CURRENCY), lower case as Stripe writes it */
  currency: string;
  billing: Billing;
  /** one line saying what is bought, e.g. 'Job referral: Content Designer at Canva' */
  summary: string;
  /** the coupon the quote applied, shown beside the total */
  coupon?: { code: string; discountPercentage: number; originalCents: number } | null;
};

/** The server's answer to creating a request or asking to pay for one: what to pay now (cents). */
export type PaymentDue = { requestId: string; clientSecret: string | null; amountCents: number; currency: string };

/** The outcome a page acts on once the checkout is over. */
export type PaymentOutcome = { requestId: string | null; paid: boolean };

/** A dialog of spec 001 §8: its title and the words under it. */
export type PaymentFailure = { title: string; message: string };

export type PaymentInput = {
  /** a request made before and left unpaid ('Pay now'); without one, Confirm creates the request first */
  requestId?: string | null;
  /** spec 001 §8's 'Request Failed' words for this service, when the server gives none */
  requestFailedMessage: string;
};

export type PaymentContext = {
  requestId: string | null;
  requestFailedMessage: string;
  order: PaymentOrder | null;
  /** the multipart body of the request to create */
  form: FormData | null;
  provider: PaymentProvider | null;
  clientSecret: string | null;
  card: CardPayment | null;
  failure: PaymentFailure | null;
  /** the server's messages for fields of the form (problem+json `errors`), until the field is edited */
  fieldErrors: Record<string, string>;
  paid: boolean;
};

export type PaymentEvent =
  | { type: 'OPEN'; order: PaymentOrder; form?: FormData }
  /** `card` is null when there is nothing to pay (a coupon covered the price) */
  | { type: 'CONFIRM'; card: CardPayment | null }
  | { type: 'RETRY' }
  | { type: 'CLOSE' }
  | { type: 'FIELD.EDITED'; field: string };
