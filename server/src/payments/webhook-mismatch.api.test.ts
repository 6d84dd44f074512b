import { signLikeStripe } from '@referly/infra/payments/stripe-events';
import { startStripeStub, type StripeStub } from '@referly/infra/payments/stripe-stub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn, requestForm } from '../test-support/marketplace.ts';

/**
 * A success is checked against what was asked for: Stripe (the official SDK against the local stub) reports a
 * payment, signed as Stripe signs it, and only the amount and currency the request's intent asked for pay it.
 */
const WEBHOOK_SECRET = 'whsec_referly_mismatch_test';
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

const request = async () => {
  const seeker = await registerAndLogIn(server);
  const made = await server.multipart('POST', '/api/job-referral/job-seeker', requestForm(), seeker.token);
  expect(made.status).toBe(201);
  const referralId = String(made.body.data?._id);
  const intentId = String(made.body.paymentClientSecret).split('_secret_')[0] ?? '';
  return { seeker, referralId, intentId };
};

let events = 0;
/** Stripe's `payment_intent.succeeded` for the intent as the stub keeps it, with what the test changes in it. */
const succeeded = (intentId: string, reported: { amount?: number; currency?: string } = {}) => {
  stub.succeed(intentId);
  return JSON.stringify({
    id: `evt_mismatch_${Date.now()}_${(events += 1)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...stub.intent(intentId), ...reported, status: 'succeeded', last_payment_error: null } },
  });
};

const deliver = (payload: string) =>
  fetch(`${server.referly.url}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signLikeStripe(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)) },
    body: payload,
  });

/** A read once the read models hold the webhook's events (the position its reply carried). */
const read = async (url: string, token: string, position: number) => {
  const reply = await fetch(`${server.referly.url}${url}`, { headers: { authorization: `Bearer ${token}`, 'x-referly-after': String(position) } });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { data: unknown }).data;
};
type Entry = { kind: string; label: string; reason?: string };
type View = { paymentStatus: string; payment: unknown; timeline: Entry[]; lastPaymentError: string | null };
const adminView = async (referralId: string, position: number) => (await read(`/api/admin/services/job-referral/${referralId}`, admin, position)) as View;
const positionOf = (reply: Response) => Number(reply.headers.get('x-referly-position') ?? 0);
const feed = async (position: number) =>
  (await read('/api/admin/activity?kind=payments&limit=100', admin, position)) as { type: string; what: string; link: { href: string } | null }[];

describe('a success that is not what the request asked for', () => {
  it.each([
    ['a smaller amount', { amount: 100 }, 'USD\u00a01.00'],
    ['a larger amount', { amount: 60_000 }, 'USD\u00a0600.00'],
    ['another currency', { currency: 'aud' }, 'AUD\u00a0500.00'],
  ])('of %s leaves the request unpaid and shows the admin the mismatch', async (_, reported, shown) => {
    const { seeker, referralId, intentId } = await request();
    const reply = await deliver(succeeded(intentId, reported));
    // Stripe is answered 200: the event was handled (as a mismatch), and delivering it again changes nothing
    expect(reply.status).toBe(200);
    const view = await adminView(referralId, positionOf(reply));
    expect(view.paymentStatus).toBe('Unpaid');
    expect(view.payment).toBeNull();
    expect(view.lastPaymentError).toBe('The payment does not match the amount due.');
    expect(view.timeline.at(-1)).toMatchObject({
      kind: 'paymentMismatch',
      label: 'Payment did not match',
      reason: `${shown} reported on ${intentId}; USD\u00a0500.00 asked for`,
    });
    const entry = (await feed(positionOf(reply))).find((item) => item.type === 'ReferralPaymentMismatched' && item.link?.href.endsWith(referralId));
    expect(entry?.what).toMatch(new RegExp(`^A payment of ${shown} reported for .+ referral request at Atlassian did not match the USD\u00a0500.00 asked for`));
    // nor is it paid for the seeker, nor offered to the company's referrers
    const own = (await read(`/api/job-referral/job-seeker/${referralId}`, seeker.token, positionOf(reply))) as View;
    expect(own.paymentStatus).toBe('Unpaid');
    const types = (await server.referly.adapters.eventStore.readStream(`referral-${referralId}`)).map((event) => event.type);
    expect(types).toEqual(['ReferralRequested', 'ReferralPaymentMismatched']);
  });

  it('is recorded once, however often it is delivered', async () => {
    const { referralId, intentId } = await request();
    const payload = succeeded(intentId, { amount: 1 });
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await deliver(succeeded(intentId, { amount: 1 }))).status).toBe(200);
    const types = (await server.referly.adapters.eventStore.readStream(`referral-${referralId}`)).map((event) => event.type);
    expect(types).toEqual(['ReferralRequested', 'ReferralPaymentMismatched']);
  });
});

describe('a success of exactly what was asked for', () => {
  it('pays the request', async () => {
    const { referralId, intentId } = await request();
    expect(stub.intent(intentId)).toMatchObject({ amount: 50_000, currency: 'usd' });
    const reply = await deliver(succeeded(intentId));
    expect(reply.status).toBe(200);
    const view = await adminView(referralId, positionOf(reply));
    expect(view.paymentStatus).toBe('Paid');
    expect(view.payment).toMatchObject({ amountCents: 50_000, currency: 'usd' });
    expect(view.timeline.map((entry) => entry.kind)).not.toContain('paymentMismatch');
  });
});
