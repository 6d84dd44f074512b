import { signLikeStripe } from '@referly/infra/payments/stripe-events';
import { startStripeStub, type StripeStub } from '@referly/infra/payments/stripe-stub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn, requestForm } from '../test-support/marketplace.ts';

/**
 * One currency, one setting: with PAYMENT_CURRENCY=aud the intent Stripe gets (through the official SDK, against the
 * local stub), the prices, the request and its payment, the credits and the withdrawals all name aud, and a success
 * reported in usd (the spec's default) no longer pays.
 */
const WEBHOOK_SECRET = 'whsec_referly_currency_test';
let stub: StripeStub;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  stub = await startStripeStub();
  server = await startTestServer({
    env: {
      PAYMENT_CURRENCY: 'aud',
      STRIPE_SECRET_KEY: 'sk_test_referly',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_referly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stub.url,
    },
  });
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(async () => {
  await server.close();
  await stub.close();
});

let events = 0;
const deliverSuccess = (intentId: string, currency: string) => {
  stub.succeed(intentId);
  const payload = JSON.stringify({
    id: `evt_currency_${Date.now()}_${(events += 1)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...stub.intent(intentId), currency, status: 'succeeded', last_payment_error: null } },
  });
  return fetch(`${server.referly.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signLikeStripe(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) },
    body: payload,
  });
};

const request = async () => {
  const seeker = await registerAndLogIn(server);
  const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm(), seeker.token);
  expect(made.status).toBe(201);
  return { seeker, made, referralId: String(made.body.data?._id), intentId: String(made.body.paymentClientSecret).split('_secret_')[0] ?? '' };
};

describe('PAYMENT_CURRENCY', () => {
  it('tells the client the currency with the card form, and with every price', async () => {
    expect((await server.get('/api/payments/config')).body.data).toEqual({ provider: 'stripe', publishableKey: 'pk_test_referly', currency: 'aud' });
    expect((await server.get('/api/app-config/jobReferralAmount')).body.data).toMatchObject({ key: 'jobReferralAmount', value: 500, currency: 'aud' });
    const all = (await server.get('/api/app-config', admin)).body.data as unknown as Record<string, { currency: string }>;
    expect(Object.values(all).map((entry) => entry.currency)).toEqual(['aud', 'aud']);
  });

  it('asks Stripe for the price in that currency, and the request says so', async () => {
    const { made, referralId, intentId } = await request();
    expect(stub.intent(intentId)).toMatchObject({ amount: 50_000, currency: 'aud' });
    expect(made.body).toMatchObject({ amount: 50_000, currency: 'aud' });
    const view = (await server.get(`/api/admin/services/job-referral/${referralId}`, admin)).body.data;
    expect(view).toMatchObject({ currency: 'aud', amountDue: 50_000, payment: null });
  });

  it('pays on a success in that currency only', async () => {
    const usd = await request();
    expect((await deliverSuccess(usd.intentId, 'usd')).status).toBe(200);
    const aud = await request();
    expect((await deliverSuccess(aud.intentId, 'aud')).status).toBe(200);
    const statusOf = async (referralId: string) => (await server.get(`/api/admin/services/job-referral/${referralId}`, admin)).body.data;
    expect(await statusOf(usd.referralId)).toMatchObject({ paymentStatus: 'Unpaid', payment: null });
    expect(await statusOf(aud.referralId)).toMatchObject({ paymentStatus: 'Paid', payment: { amountCents: 50_000, currency: 'aud' } });
  });

  it('names it beside the credits and the withdrawals', async () => {
    const referrer = await logIn(server, 'referrer@referly.dev');
    expect((await server.get('/api/referrer/credits', referrer)).body.data).toMatchObject({ currency: 'aud' });
    expect((await server.get('/api/admin/withdrawals', admin)).body).toMatchObject({ statusCode: 200, currency: 'aud' });
  });
});
