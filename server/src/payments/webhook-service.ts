import { randomUUID } from 'node:crypto';
import { DomainError, paymentMessages, paymentWebhookDecider, paymentWebhookStream, type PaymentWebhookCommand } from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import { VersionConflictError, type EventStore } from '@referly/infra/ports/event-store';
import { InvalidSignatureError, type Payments } from '@referly/infra/ports/payments';
import type { Logger } from 'pino';
import type { PaymentOutcome, PaymentPurposes } from '../platform/payment-purposes.ts';

const OUTCOMES: Record<string, 'succeeded' | 'failed'> = { 'payment_intent.succeeded': 'succeeded', 'payment_intent.payment_failed': 'failed' };

/**
 * A provider's webhook, Stripe's or the test provider's alike: the signature is checked on the raw body, an event
 * handled before does nothing, and a payment's outcome goes to the feature whose request it pays (by the `service` of
 * the intent's metadata). The outcome commands are idempotent themselves, so deliveries racing each other, or
 * arriving out of order, add up to one payment. The outcome's events and the webhook's record of being handled are
 * stored in one append (all or nothing where the event store's is atomic). Answers the log position its commands reached.
 */
export const createWebhookService = (deps: { eventStore: EventStore; payments: Payments; purposes: PaymentPurposes; clock: () => Date; logger: Logger }) => ({
  async handle(rawBody: Buffer | string, signature: string | undefined): Promise<number> {
    let event;
    try {
      event = deps.payments.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw new DomainError('bad_request', paymentMessages.invalidSignature);
      throw error;
    }
    const stream = paymentWebhookStream(event.id);
    const loaded = await loadState(deps.eventStore, stream, paymentWebhookDecider);
    if (loaded.state.handled) return 0;
    const record: PaymentWebhookCommand = {
      type: 'RecordWebhook',
      eventId: event.id,
      eventType: event.type,
      paymentIntentId: event.intent?.id ?? null,
      now: deps.clock().toISOString(),
    };
    const outcome = OUTCOMES[event.type];
    const intent = event.intent;
    const purpose = intent ? deps.purposes.of(intent.metadata.service ?? '') : undefined;
    if (outcome && intent && purpose && intent.metadata.requestId) {
      const paid: PaymentOutcome = {
        eventId: event.id,
        paymentIntentId: intent.id,
        amountCents: intent.amountCents,
        currency: intent.currency,
        requestId: intent.metadata.requestId,
        failureMessage: intent.failureMessage,
      };
      // the outcome and the webhook's record in one append: a payment recorded is a webhook handled
      const handled = paymentWebhookDecider.decide(record, loaded.state).map((recorded) => ({ id: randomUUID(), ...recorded }));
      try {
        return await purpose[outcome](paid, [{ streamId: stream, events: handled, expectedRevision: loaded.revision }]);
      } catch (error) {
        // another delivery of the same event was handled meanwhile (its outcome with it): nothing more to do
        if (!(error instanceof VersionConflictError) || error.streamId !== stream) throw error;
        const now = await loadState(deps.eventStore, stream, paymentWebhookDecider);
        if (!now.state.handled) throw error;
        return now.position;
      }
    }
    if (outcome) deps.logger.warn({ eventId: event.id, type: event.type, metadata: intent?.metadata }, 'payment webhook for no known request');
    return (await handleCommand(deps.eventStore, stream, paymentWebhookDecider, record, { loaded })).position;
  },
});

export type WebhookService = ReturnType<typeof createWebhookService>;
