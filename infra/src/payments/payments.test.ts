import { describe, expect, it } from 'vitest';
import { createSqliteEventStore } from '../event-store/sqlite-event-store.ts';
import { PaymentRefusedError } from '../ports/payments.ts';
import { paymentsContract } from './payments.contract.ts';
import { createStripePayments } from './stripe-payments.ts';
import { startStripeStub } from './stripe-stub.ts';
import { cardMessages, createTestPayments, TEST_CARDS, type CardInput } from './test-payments.ts';

const WEBHOOK_SECRET = 'whsec_test_contract_secret';

const openTestProvider = (clock = () => new Date()) => {
  const eventStore = createSqliteEventStore({ file: ':memory:' });
  const payments = createTestPayments({ eventStore, webhookSecret: WEBHOOK_SECRET, clock });
  return { eventStore, payments };
};

const card = (clientSecret: string, overrides: Partial<CardInput> = {}): CardInput => ({
  clientSecret,
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  ...overrides,
});

paymentsContract('test provider', async () => {
  const { eventStore, payments } = openTestProvider();
  return {
    payments,
    webhookSecret: WEBHOOK_SECRET,
    charge: async (_id, clientSecret) => void (await payments.confirm(card(clientSecret))),
    close: () => eventStore.close(),
  };
});

paymentsContract('Stripe SDK on a local stub', async () => {
  const stub = await startStripeStub();
  const payments = createStripePayments({ secretKey: 'sk_test_contract', webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_contract', apiUrl: stub.url });
  return { payments, webhookSecret: WEBHOOK_SECRET, charge: async (id) => stub.succeed(id), close: () => stub.close() };
});

describe('the test provider’s cards', () => {
  const intentFor = async (payments: ReturnType<typeof openTestProvider>['payments']) =>
    payments.createIntent({
      amountCents: 30_600,
      currency: 'usd',
      description: 'Resume review',
      metadata: { requestId: 'r-9' },
      idempotencyKey: `k-${Math.random()}`,
    });

  it('charges 4242 4242 4242 4242 and hands back a signed payment_intent.succeeded its own check accepts', async () => {
    const { payments } = openTestProvider();
    const intent = await intentFor(payments);
    const confirmed = await payments.confirm(card(intent.clientSecret));
    expect(confirmed.intent.status).toBe('succeeded');
    expect(confirmed.declineMessage).toBeNull();
    const event = payments.verifyWebhook(confirmed.webhook.payload, confirmed.webhook.signature);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', intent: { id: intent.id, amountCents: 30_600, metadata: { requestId: 'r-9' } } });
    expect((await payments.getIntent(intent.id)).status).toBe('succeeded');
  });

  it('declines 4000 0000 0000 0002 with its message, and lets the same intent be paid with another card after', async () => {
    const { payments } = openTestProvider();
    const intent = await intentFor(payments);
    const declined = await payments.confirm(card(intent.clientSecret, { cardNumber: TEST_CARDS.declined }));
    expect(declined.declineMessage).toBe(cardMessages.declined);
    expect(payments.verifyWebhook(declined.webhook.payload, declined.webhook.signature)).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: { failureMessage: 'Your card was declined.' },
    });
    expect((await payments.confirm(card(intent.clientSecret))).intent.status).toBe('succeeded');
    await expect(payments.confirm(card(intent.clientSecret))).rejects.toMatchObject({ message: cardMessages.alreadySucceeded });
  });

  it('refuses a wrong number, a past expiry, a bad CVC and a secret it did not issue, charging nothing', async () => {
    const { payments } = openTestProvider(() => new Date('2026-11-24T10:00:00Z'));
    const intent = await intentFor(payments);
    await expect(payments.confirm(card(intent.clientSecret, { cardNumber: '4242 4242 4242 4241' }))).rejects.toMatchObject({
      code: 'incorrect_number',
      message: cardMessages.incorrectNumber,
    });
    await expect(payments.confirm(card(intent.clientSecret, { expMonth: 10, expYear: 2026 }))).rejects.toMatchObject({
      code: 'expired_card',
      message: cardMessages.expired,
    });
    await expect(payments.confirm(card(intent.clientSecret, { cvc: '12' }))).rejects.toMatchObject({ code: 'invalid_cvc', message: cardMessages.invalidCvc });
    await expect(payments.confirm(card(`${intent.id}_secret_000000`))).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(payments.confirm(card('pi_test_nothing'))).rejects.toMatchObject({ code: 'resource_missing' });
    expect((await payments.getIntent(intent.id)).status).toBe('requires_payment_method');
    // a card that expires at the end of this month still works
    expect((await payments.confirm(card(intent.clientSecret, { expMonth: 11, expYear: 26 }))).intent.status).toBe('succeeded');
  });

  it('keeps intents in the log: another instance on the same log sees them', async () => {
    const { eventStore, payments } = openTestProvider();
    const intent = await intentFor(payments);
    const other = createTestPayments({ eventStore, webhookSecret: WEBHOOK_SECRET });
    await other.confirm(card(intent.clientSecret));
    expect((await payments.getIntent(intent.id)).status).toBe('succeeded');
    await expect(payments.getIntent('pi_test_000000000000000000000000')).rejects.toBeInstanceOf(PaymentRefusedError);
  });

  it('confirms an intent it made without reading its stream again, and one another instance tried since on a fresh read', async () => {
    const { eventStore } = openTestProvider();
    const reads: string[] = [];
    const payments = createTestPayments({
      eventStore: { ...eventStore, readStream: async (...args) => (reads.push(args[0]), eventStore.readStream(...args)) },
      webhookSecret: WEBHOOK_SECRET,
    });
    const first = await intentFor(payments);
    reads.length = 0;
    expect((await payments.confirm(card(first.clientSecret))).intent.status).toBe('succeeded');
    expect(reads).toEqual([]);

    const second = await intentFor(payments);
    const other = createTestPayments({ eventStore, webhookSecret: WEBHOOK_SECRET });
    expect((await other.confirm(card(second.clientSecret, { cardNumber: TEST_CARDS.declined }))).declineMessage).toBe(cardMessages.declined);
    expect((await payments.confirm(card(second.clientSecret))).intent.status).toBe('succeeded');
    await expect(other.confirm(card(second.clientSecret))).rejects.toMatchObject({ message: cardMessages.alreadySucceeded });
    expect((await other.getIntent(second.id)).status).toBe('succeeded');
  });
});
