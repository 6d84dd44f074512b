import { handleCommand } from '@referly/infra/event-store/command-handler';
import { createSqliteEventStore } from '@referly/infra/event-store/sqlite-event-store';
import { signLikeStripe } from '@referly/infra/payments/stripe-events';
import { createTestPayments, TEST_CARDS, type TestPayments } from '@referly/infra/payments/test-payments';
import type { EventStore, StreamAppend } from '@referly/infra/ports/event-store';
import { DomainError, type Decider, type Event } from '@referly/domain';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentPurposes } from '../platform/payment-purposes.ts';
import { createWebhookService, type WebhookService } from './webhook-service.ts';

/** A paid request as a feature keeps one: paid once, a payment for another intent refused. */
type OrderEvent = Event<'OrderPaid', { paymentIntentId: string }>;
type Order = { paid: boolean };
const order: Decider<{ type: 'MarkPaid'; paymentIntentId: string; intentOf: string }, OrderEvent, Order> = {
  initialState: () => ({ paid: false }),
  evolve: () => ({ paid: true }),
  decide: ({ paymentIntentId, intentOf }, state) => {
    if (paymentIntentId !== intentOf) throw new DomainError('conflict', 'Not this request’s payment');
    return state.paid ? [] : [{ type: 'OrderPaid', data: { paymentIntentId } }];
  },
};

const SECRET = 'whsec_webhook_service_test';
let store: EventStore;
/** the streams each commit of the log held, in order */
let commits: string[][];
let payments: TestPayments;
let webhooks: WebhookService;
const intents = new Map<string, string>();

beforeEach(() => {
  const sqlite = createSqliteEventStore({ file: ':memory:' });
  commits = [];
  store = {
    ...sqlite,
    append: async (streamId, events, expected) => {
      commits.push([streamId]);
      return sqlite.append(streamId, events, expected);
    },
    appendMany: async (appends) => {
      commits.push(appends.map(({ streamId }) => streamId));
      return sqlite.appendMany(appends);
    },
  };
  payments = createTestPayments({ eventStore: sqlite, webhookSecret: SECRET });
  const purposes = createPaymentPurposes();
  const markPaid = async ({ requestId, paymentIntentId }: { requestId: string; paymentIntentId: string }, alongside?: StreamAppend[]) =>
    (await handleCommand(store, `order-${requestId}`, order, { type: 'MarkPaid', paymentIntentId, intentOf: intents.get(requestId) ?? '' }, { alongside }))
      .position;
  purposes.register('order', { succeeded: markPaid, failed: async () => 0 });
  webhooks = createWebhookService({ eventStore: store, payments, purposes, clock: () => new Date(), logger: pino({ level: 'silent' }) });
});
afterEach(async () => {
  await store.close();
});

/** A request paid with the test card: the provider's signed webhook, as the confirmation route hands it over. */
const paid = async (requestId: string, forIntent?: string) => {
  const intent = await payments.createIntent({
    amountCents: 4500,
    currency: 'aud',
    description: 'x',
    metadata: { service: 'order', requestId },
    idempotencyKey: requestId,
  });
  intents.set(requestId, forIntent ?? intent.id);
  const year = new Date().getUTCFullYear() + 2;
  const { webhook } = await payments.confirm({ clientSecret: intent.clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: year, cvc: '123' });
  return webhook;
};
const handledOf = async (payload: string) => store.readStream(`payment-webhook-${(JSON.parse(payload) as { id: string }).id}`);

describe('the payment webhook', () => {
  it('stores the request’s payment and the webhook’s record of being handled in one commit', async () => {
    const webhook = await paid('o1');
    commits = [];
    const position = await webhooks.handle(webhook.payload, webhook.signature);
    const [handled] = await handledOf(webhook.payload);
    expect(commits).toEqual([['order-o1', handled?.streamId]]);
    expect((await store.readStream('order-o1')).map((event) => event.type)).toEqual(['OrderPaid']);
    expect(handled?.type).toBe('PaymentWebhookHandled');
    expect(position).toBe(handled?.position);
  });

  it('records a delivery for a request already paid, and does nothing for one handled before', async () => {
    const webhook = await paid('o1');
    await webhooks.handle(webhook.payload, webhook.signature);
    commits = [];
    expect(await webhooks.handle(webhook.payload, webhook.signature)).toBe(0);
    expect(commits).toEqual([]);
    const again = JSON.stringify({ ...(JSON.parse(webhook.payload) as object), id: 'evt_test_again' });
    await webhooks.handle(again, signLikeStripe(again, SECRET, Math.floor(Date.now() / 1000)));
    expect(commits).toEqual([['payment-webhook-evt_test_again']]);
    expect((await store.readStream('order-o1')).map((event) => event.type)).toEqual(['OrderPaid']);
  });

  it('records nothing when the request refuses the payment, so the delivery can be tried again', async () => {
    const webhook = await paid('o1', 'pi_someone_else');
    await expect(webhooks.handle(webhook.payload, webhook.signature)).rejects.toMatchObject({ code: 'conflict' });
    expect(await handledOf(webhook.payload)).toEqual([]);
    expect(await store.readStream('order-o1')).toEqual([]);
  });

  it('makes ten concurrent deliveries of one event one payment and one record, each answered', async () => {
    const webhook = await paid('o1');
    const positions = await Promise.all(Array.from({ length: 10 }, () => webhooks.handle(webhook.payload, webhook.signature)));
    expect((await store.readStream('order-o1')).map((event) => event.type)).toEqual(['OrderPaid']);
    const handled = await handledOf(webhook.payload);
    expect(handled.map((event) => event.type)).toEqual(['PaymentWebhookHandled']);
    for (const position of positions) expect([0, handled[0]?.position]).toContain(position);
  });
});
