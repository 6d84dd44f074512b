import { z } from 'zod';
import type { Decider, Event } from '../shared/event.ts';

/** A provider webhook that was handled, `payment-webhook-{eventId}`: a second delivery of the same event does nothing. */
export type PaymentWebhookEvent = Event<'PaymentWebhookHandled', { eventId: string; type: string; paymentIntentId: string | null; at: string }>;
export type PaymentWebhookCommand = { type: 'RecordWebhook'; eventId: string; eventType: string; paymentIntentId: string | null; now: string };

export const paymentWebhookStream = (eventId: string) => `payment-webhook-${eventId}`;

export const paymentWebhookDecider: Decider<PaymentWebhookCommand, PaymentWebhookEvent, { handled: boolean }> = {
  initialState: () => ({ handled: false }),
  evolve: () => ({ handled: true }),
  decide: ({ eventId, eventType, paymentIntentId, now }, state) =>
    state.handled ? [] : [{ type: 'PaymentWebhookHandled', data: { eventId, type: eventType, paymentIntentId, at: now } }],
};

/** What a payment was asked for, or what the provider reports was paid: the intent, its amount in cents and its currency. */
export type PaymentTerms = { paymentIntentId: string; amountCents: number; currency: string };

/**
 * A reported success pays a request only when it is exactly what the request asked for: the same intent, amount and
 * currency. More is no better than less; anything else is a mismatch for an admin, and the request stays unpaid.
 */
export const paymentMatches = (asked: PaymentTerms, reported: PaymentTerms): boolean =>
  reported.paymentIntentId === asked.paymentIntentId && reported.amountCents === asked.amountCents && reported.currency === asked.currency;

export const paymentMessages = {
  invalidSignature: 'Invalid signature.',
  notReady: 'Payment system not ready. Please try again.',
  noClientSecret: 'Failed to create payment request. Please try again.',
  cardRequired: 'Please enter your card details.',
  /** spec 001 §8, the dialogs of the payment flow */
  successTitle: 'Payment Successful!',
  successReferral: 'Your request has been sent to potential referrers. We will notify you as soon as one of them accepts it.',
  failedTitle: 'Payment Failed',
  failed: (message: string) => `Payment failed: ${message}`,
  errorTitle: 'Payment Error',
  errorProcess: (message: string) => `Failed to process payment: ${message}`,
  requestFailedTitle: 'Request Failed',
  completeTitle: 'Complete Your Payment',
} as const;

/** The plain card form of the local test provider (POST /api/payments/test/confirm); each field's `error` is the message of all its checks. */
export const testCardSchema = z.object({
  clientSecret: z.string({ error: paymentMessages.noClientSecret }).trim().min(1, paymentMessages.noClientSecret).max(200),
  cardNumber: z.string({ error: paymentMessages.cardRequired }).trim().min(1, paymentMessages.cardRequired).max(30),
  expMonth: z.coerce.number({ error: 'Your card has expired.' }).int().min(1).max(12),
  expYear: z.coerce.number({ error: 'Your card has expired.' }).int().min(0).max(9999),
  cvc: z.string({ error: "Your card's security code is invalid." }).trim().max(4),
});
