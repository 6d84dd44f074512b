import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RecordedEvent } from '@referly/domain';
import { VersionConflictError, type EventStore, type NewEvent } from '../ports/event-store.ts';
import { PaymentRefusedError, type PaymentIntent, type Payments, type Refund } from '../ports/payments.ts';
import { signLikeStripe, verifyStripeSignature } from './stripe-events.ts';

/** The test cards (Stripe's own test numbers): one that always succeeds, and declines with their messages. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;

export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  unknownIntent: 'No such payment intent.',
  alreadySucceeded: 'This payment has already succeeded.',
} as const;

/** Why a card was not charged: `code` as Stripe names it, and its message. */
export class CardError extends Error {
  override name = 'CardError';
  constructor(
    readonly code: 'card_declined' | 'incorrect_number' | 'expired_card' | 'invalid_cvc' | 'resource_missing' | 'payment_intent_unexpected_state',
    message: string,
  ) {
    super(message);
  }
}

export type CardInput = { clientSecret: string; cardNumber: string; expMonth: number; expYear: number; cvc: string };

/** What a confirmation did, and the webhook it makes: a body and its signature, for the webhook handler to take. */
export type Confirmation = { intent: PaymentIntent; declineMessage: string | null; webhook: { payload: string; signature: string } };

export type TestPayments = Payments & {
  readonly provider: 'test';
  /** what Stripe.js does with a card in the browser: charge it (or not), and send the webhook that says so */
  confirm(card: CardInput): Promise<Confirmation>;
};

type IntentEvent =
  | { type: 'TestPaymentIntentCreated'; data: PaymentIntent & { description: string; at: string } }
  | { type: 'TestPaymentAttempted'; data: { intentId: string; eventId: string; succeeded: boolean; message: string | null; at: string } };

const intentStream = (id: string) => `test-payment-intent-${id}`;
const refundStream = (key: string) => `test-refund-${key}`;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** The Luhn check every card number passes. */
const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

/** The outcome Stripe gives a test card, or why it refuses the details outright. */
const cardOutcome = (card: CardInput, now: Date): { succeeded: boolean; message: string | null } => {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw new CardError('incorrect_number', cardMessages.incorrectNumber);
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expiresAfter = new Date(Date.UTC(year, card.expMonth, 1));
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || expiresAfter <= now)
    throw new CardError('expired_card', cardMessages.expired);
  if (!/^\d{3,4}$/.test(card.cvc)) throw new CardError('invalid_cvc', cardMessages.invalidCvc);
  if (number === TEST_CARDS.declined) return { succeeded: false, message: cardMessages.declined };
  if (number === TEST_CARDS.insufficientFunds) return { succeeded: false, message: cardMessages.insufficientFunds };
  return { succeeded: true, message: null };
};

/**
 * The local test provider, the embedded default: PaymentIntents, confirmations and refunds kept in the event log
 * (so every node and every restart sees them), answering the way Stripe does, and webhooks signed the way Stripe
 * signs them, checked by Stripe's own code. It takes no money and exists only where Stripe is not configured.
 */
export const createTestPayments = (deps: { eventStore: EventStore; webhookSecret: string; clock?: () => Date }): TestPayments => {
  const { eventStore } = deps;
  const clock = deps.clock ?? (() => new Date());

  type Found = { intent: PaymentIntent; revision: number };
  /**
   * Intents as this process last read or changed them: a confirmation decides on one without reading its stream
   * again. An attempt another process made since refuses its append (the revision moved); it then reads and decides again.
   */
  const kept = new Map<string, Found>();
  const keep = (id: string, found: Found): void => {
    kept.delete(id);
    kept.set(id, found);
    if (kept.size > 10_000) kept.delete(kept.keys().next().value ?? '');
  };

  const load = async (id: string): Promise<Found | null> => {
    const events = (await eventStore.readStream(intentStream(id))) as unknown as (RecordedEvent & IntentEvent)[];
    const created = events.find((event) => event.type === 'TestPaymentIntentCreated');
    const last = events.at(-1);
    if (!created || created.type !== 'TestPaymentIntentCreated' || !last) return null;
    const { id: intentId, clientSecret, amountCents, currency, metadata } = created.data;
    const attempt = last.type === 'TestPaymentAttempted' ? last.data : null;
    const status = attempt === null ? 'requires_payment_method' : attempt.succeeded ? 'succeeded' : 'requires_payment_method';
    const intent: PaymentIntent = { id: intentId, clientSecret, status, amountCents, currency, metadata };
    keep(id, { intent, revision: last.revision });
    return { intent, revision: last.revision };
  };

  const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const webhookOf = (type: string, eventId: string, intent: PaymentIntent, message: string | null, at: Date) => {
    const created = Math.floor(at.getTime() / 1000);
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      created,
      livemode: false,
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: intent.amountCents,
          currency: intent.currency,
          status: intent.status,
          client_secret: intent.clientSecret,
          metadata: intent.metadata,
          last_payment_error: message === null ? null : { message, code: 'card_declined' },
        },
      },
    });
    return { payload, signature: signLikeStripe(payload, deps.webhookSecret, created) };
  };

  /** A card confirmed on the intent as it was found: charged (or declined) once, and the webhook that says so. */
  const confirmOn = async (card: CardInput, found: Found | null): Promise<Confirmation> => {
    if (!found || !sameSecret(found.intent.clientSecret, card.clientSecret)) throw new CardError('resource_missing', cardMessages.unknownIntent);
    if (found.intent.status === 'succeeded') throw new CardError('payment_intent_unexpected_state', cardMessages.alreadySucceeded);
    const now = clock();
    const outcome = cardOutcome(card, now);
    const eventId = `evt_test_${randomBytes(12).toString('hex')}`;
    const attempted: NewEvent = {
      id: digest(`attempt:${eventId}`).slice(0, 32),
      type: 'TestPaymentAttempted',
      data: { intentId: found.intent.id, eventId, succeeded: outcome.succeeded, message: outcome.message, at: now.toISOString() },
    };
    // a confirmation racing another on the same intent loses here, as a second charge would at Stripe
    await eventStore.append(intentStream(found.intent.id), [attempted], found.revision);
    const intent: PaymentIntent = { ...found.intent, status: outcome.succeeded ? 'succeeded' : 'requires_payment_method' };
    keep(intent.id, { intent, revision: found.revision + 1 });
    const type = outcome.succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
    return { intent, declineMessage: outcome.message, webhook: webhookOf(type, eventId, intent, outcome.message, now) };
  };

  return {
    provider: 'test',
    publishableKey: null,
    async createIntent({ amountCents, currency, description, metadata, idempotencyKey }) {
      const id = `pi_test_${digest(idempotencyKey).slice(0, 24)}`;
      const intent: PaymentIntent = {
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        status: 'requires_payment_method',
        amountCents,
        currency,
        metadata,
      };
      const created: NewEvent = {
        id: digest(`created:${id}`).slice(0, 32),
        type: 'TestPaymentIntentCreated',
        data: { ...intent, description, at: clock().toISOString() },
      };
      try {
        await eventStore.append(intentStream(id), [created], 'no_stream');
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
      }
      // the same key again gets the intent it made the first time, as Stripe answers an idempotent retry
      const stored = await load(id);
      if (!stored) throw new Error(`test payment intent ${id} was not stored`);
      return stored.intent;
    },
    async getIntent(id) {
      const found = await load(id);
      if (!found) throw new PaymentRefusedError(cardMessages.unknownIntent);
      return found.intent;
    },
    async confirm(card) {
      const id = /^(pi_test_[0-9a-f]{24})_secret_[0-9a-f]+$/.exec(card.clientSecret)?.[1];
      const known = id ? kept.get(id) : undefined;
      try {
        return await confirmOn(card, known ?? (id ? await load(id) : null));
      } catch (error) {
        if (!known || !(error instanceof VersionConflictError) || !id) throw error;
        return confirmOn(card, await load(id));
      }
    },
    async refund({ paymentIntentId, amountCents, idempotencyKey }): Promise<Refund> {
      const key = digest(idempotencyKey).slice(0, 32);
      const earlier = await eventStore.readStream(refundStream(key));
      const first = earlier[0];
      if (first) return { id: String(first.data.refundId), status: 'succeeded', amountCents: Number(first.data.amountCents) };
      const found = await load(paymentIntentId);
      if (!found || found.intent.status !== 'succeeded') throw new PaymentRefusedError('This payment was not completed, so there is nothing to refund.');
      if (amountCents > found.intent.amountCents) throw new PaymentRefusedError('A refund cannot be more than the payment.');
      const refund: Refund = { id: `re_test_${key.slice(0, 24)}`, status: 'succeeded', amountCents };
      try {
        await eventStore.append(
          refundStream(key),
          [
            {
              id: digest(`refund:${key}`).slice(0, 32),
              type: 'TestRefundCreated',
              data: { refundId: refund.id, paymentIntentId, amountCents, at: clock().toISOString() },
            },
          ],
          'no_stream',
        );
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
      }
      return refund;
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignature(rawBody, signature, deps.webhookSecret),
    health: async () => ({ ok: true, adapter: 'test' }),
    close: async () => {},
  };
};
