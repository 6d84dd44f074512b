import { signLikeStripe } from '@referly/infra/payments/stripe-events';
import { startStripeStub, type StripeStub } from '@referly/infra/payments/stripe-stub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Json, type TestServer } from '../test-support/harness.ts';
import { CANVA, logIn, requestForm, until } from '../test-support/marketplace.ts';

/** Stripe itself, as the official SDK sees it, on a local stub; webhooks signed as Stripe signs them. */
const WEBHOOK_SECRET = 'whsec_referly_api_test';
let stub: StripeStub;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  stub = await startStripeStub();
  server = await startTestServer({
    env: { STRIPE_SECRET_KEY: 'sk_test_referly', STRIPE_PUBLISHABLE_KEY: 'pk_test_referly', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stub.url },
  });
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(async () => {
  await server.close();
  await stub.close();
});

const request = async (overrides: Record<string, string | undefined> = {}) => {
  const seeker = await registerAndLogIn(server);
  const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm(overrides), seeker.token);
  expect(made.status).toBe(201);
  const referralId = String(made.body.data?._id);
  const intentId = String(made.body.paymentClientSecret).split('_secret_')[0] ?? '';
  return { seeker, referralId, intentId };
};

let events = 0;
const intentEvent = (type: string, intentId: string, options: { id?: string; failure?: string } = {}) => {
  const intent = stub.intent(intentId) ?? {};
  return JSON.stringify({
    id: options.id ?? `evt_${Date.now()}_${(events += 1)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        ...intent,
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        last_payment_error: options.failure ? { message: options.failure } : null,
      },
    },
  });
};

const deliver = (payload: string, signature = signLikeStripe(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000))) =>
  fetch(`${server.referly.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });

const typesOf = async (referralId: string) => (await server.referly.adapters.eventStore.readStream(`referral-${referralId}`)).map((event) => event.type);

describe('Stripe, through its SDK', () => {
  it('creates the intent with the server’s amount, the request in its metadata and an idempotency key of the request', async () => {
    const { referralId, intentId } = await request();
    expect(stub.intent(intentId)).toMatchObject({ amount: 50_000, currency: 'usd', metadata: { service: 'jobReferral', requestId: referralId } });
    expect(stub.calls.find((call) => call.path === '/v1/payment_intents' && call.idempotencyKey === `referral:${referralId}`)).toBeDefined();
    expect((await server.get('/api/payments/config')).body.data).toEqual({ provider: 'stripe', publishableKey: 'pk_test_referly', currency: 'usd' });
    // the test provider's card form does not exist beside Stripe
    expect(
      (await server.post('/api/payments/test/confirm', { clientSecret: 'x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' })).status,
    ).toBe(404);
  });
});

describe('the webhook', () => {
  it('makes ten concurrent deliveries of the same signed success one payment', async () => {
    const { referralId, intentId } = await request();
    stub.succeed(intentId);
    const payload = intentEvent('payment_intent.succeeded', intentId);
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect((await typesOf(referralId)).filter((type) => type === 'ReferralPaid')).toHaveLength(1);
    // another delivery of another event for the same success pays nothing more either
    expect((await deliver(intentEvent('payment_intent.succeeded', intentId))).status).toBe(200);
    expect((await typesOf(referralId)).filter((type) => type === 'ReferralPaid')).toHaveLength(1);
  });

  it('changes nothing for a bad signature, a changed body, a stale timestamp or none at all', async () => {
    const { referralId, intentId } = await request();
    const payload = intentEvent('payment_intent.succeeded', intentId);
    const head = await server.referly.adapters.eventStore.headPosition();
    const now = Math.floor(Date.now() / 1000);
    const tries = [
      deliver(payload, signLikeStripe(payload, 'whsec_not_ours', now)),
      deliver(payload.replace('"amount":50000', '"amount":1'), signLikeStripe(payload, WEBHOOK_SECRET, now)),
      deliver(payload, signLikeStripe(payload, WEBHOOK_SECRET, now - 301)),
      fetch(`${server.referly.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }),
    ];
    for (const reply of await Promise.all(tries)) {
      expect(reply.status).toBe(400);
      expect(((await reply.json()) as { message: string }).message).toBe('Invalid signature.');
    }
    expect(await server.referly.adapters.eventStore.headPosition()).toBe(head);
    expect(await typesOf(referralId)).toEqual(['ReferralRequested']);
  });

  it('takes events in any order: a failure reported after the success changes nothing', async () => {
    const { referralId, intentId } = await request();
    expect((await deliver(intentEvent('payment_intent.payment_failed', intentId, { failure: 'Your card was declined.' }))).status).toBe(200);
    stub.succeed(intentId);
    await deliver(intentEvent('payment_intent.succeeded', intentId));
    await deliver(intentEvent('payment_intent.payment_failed', intentId, { failure: 'Late and out of order.' }));
    expect(await typesOf(referralId)).toEqual(['ReferralRequested', 'ReferralPaymentFailed', 'ReferralPaid']);
  });

  it('says nothing about an event for no request of ours, and records it as handled', async () => {
    const payload = JSON.stringify({
      id: 'evt_foreign',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: { id: 'pi_elsewhere', object: 'payment_intent', amount: 1, currency: 'usd', status: 'succeeded', metadata: {} } },
    });
    expect((await deliver(payload)).status).toBe(200);
    expect((await server.referly.adapters.eventStore.readStream('payment-webhook-evt_foreign')).map((event) => event.type)).toEqual(['PaymentWebhookHandled']);
  });
});

describe('refunds at Stripe', () => {
  const paid = async () => {
    const made = await request({ desiredCompany: CANVA });
    stub.succeed(made.intentId);
    await deliver(intentEvent('payment_intent.succeeded', made.intentId));
    return made;
  };
  const refundOf = (referralId: string) =>
    until(
      async () => (await server.get(`/api/admin/services/job-referral/${referralId}`, admin)).body,
      (body) => ['issued', 'failed'].includes(String(body.data?.refund?.status)),
      15_000,
    );

  it('makes five concurrent rejections one refund call, keyed on the request', async () => {
    const { referralId } = await paid();
    const before = stub.refunds.length;
    const rejections = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.put(`/api/admin/services/job-referral/${referralId}/`, { status: 'rejected', reason: 'The role was filled.' }, admin),
      ),
    );
    expect(rejections.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect((await refundOf(referralId)).data?.refund).toMatchObject({ status: 'issued', amountCents: 50_000 });
    expect(stub.refunds.slice(before)).toEqual([expect.objectContaining({ amount: 50_000, idempotencyKey: `refund:${referralId}` })]);
    expect(stub.calls.filter((call) => call.path === '/v1/refunds' && call.idempotencyKey === `refund:${referralId}`)).toHaveLength(1);
  });

  it('tries a refund again with backoff after Stripe fails, records the failure, and refunds once', async () => {
    const { referralId } = await paid();
    // every try of the first attempt (the SDK's own retries included) meets a Stripe outage
    stub.failNext('/v1/refunds', 503, 3);
    await server.put(`/api/admin/services/job-referral/${referralId}/`, { status: 'rejected', reason: 'Closed.' }, admin);
    const view = (await refundOf(referralId)).data;
    expect(view?.refund).toMatchObject({ status: 'issued', attempts: 2 });
    const kinds = (view?.timeline as unknown as { kind: string }[]).map((entry) => entry.kind);
    expect(kinds.slice(-2)).toEqual(['refundFailed', 'refund']);
    expect(stub.refunds.filter((refund) => refund.idempotencyKey === `refund:${referralId}`)).toHaveLength(1);
  }, 20_000);

  it('keeps a refund Stripe refuses for good visible as failed, until an admin tries it again', async () => {
    const { referralId } = await paid();
    stub.failNext('/v1/refunds', 400, 1);
    await server.put(`/api/admin/services/job-referral/${referralId}/`, { status: 'rejected', reason: 'Closed.' }, admin);
    const failed = (await refundOf(referralId)).data;
    expect(failed?.refund).toMatchObject({ status: 'failed', attempts: 1, lastError: 'The stub was told to fail this call.' });
    const retry = await server.post(`/api/admin/services/job-referral/${referralId}/refund/retry`, undefined, admin);
    expect(retry.body.message).toBe('The refund will be tried again.');
    const issued = await until(
      async () => (await server.get(`/api/admin/services/job-referral/${referralId}`, admin)).body,
      (body) => String(body.data?.refund?.status) === 'issued',
    );
    expect(issued.data?.refund).toMatchObject({ status: 'issued', amountCents: 50_000 });
  });

  it('shows a failed refund and Stripe’s words to the admin, not to the company’s referrer', async () => {
    const made = await request();
    stub.succeed(made.intentId);
    await deliver(intentEvent('payment_intent.succeeded', made.intentId));
    stub.failNext('/v1/refunds', 400, 1);
    await server.put(`/api/admin/services/job-referral/${made.referralId}/`, { status: 'rejected', reason: 'Closed.' }, admin);
    const kinds = (view: Json | undefined) => (view?.timeline as unknown as { kind: string }[]).map((entry) => entry.kind);
    expect(kinds((await refundOf(made.referralId)).data)).toContain('refundFailed');
    const referrer = (await server.get(`/api/job-referral/referrer/${made.referralId}`, await logIn(server, 'referrer@referly.dev'))).body.data;
    expect(referrer?.refund).toMatchObject({ status: 'failed', lastError: null });
    expect(kinds(referrer)).toEqual(expect.arrayContaining(['created', 'paid', 'status']));
    expect(kinds(referrer)).not.toContain('refundFailed');
  });
});
