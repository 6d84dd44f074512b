import { describe, expect, it } from 'vitest';
import { InvalidSignatureError, PaymentRefusedError, type Payments } from '../ports/payments.ts';
import { signLikeStripe } from './stripe-events.ts';

export type PaymentsUnderTest = {
  payments: Payments;
  /** charges an intent's card successfully, as the browser and the provider would */
  charge: (intentId: string, clientSecret: string) => Promise<void>;
  /** the secret the provider signs its webhooks with */
  webhookSecret: string;
  close: () => Promise<void>;
};

let keys = 0;
const key = (label: string) => `${label}-${Date.now()}-${(keys += 1)}`;

/** What every payments adapter promises: run against the test provider and against Stripe's SDK on a local stub. */
export const paymentsContract = (name: string, open: () => Promise<PaymentsUnderTest>) => {
  describe(`Payments contract: ${name}`, () => {
    const intentRequest = (idempotencyKey: string) => ({
      amountCents: 50_000,
      currency: 'usd',
      description: 'Job referral request',
      metadata: { service: 'jobReferral', requestId: 'r-1', payerId: 'u-1' },
      idempotencyKey,
    });

    it('creates a payment intent for the amount, with its metadata and a client secret, once per idempotency key', async () => {
      const { payments, close } = await open();
      const k = key('intent');
      const first = await payments.createIntent(intentRequest(k));
      expect(first).toMatchObject({ amountCents: 50_000, currency: 'usd', metadata: { service: 'jobReferral', requestId: 'r-1', payerId: 'u-1' } });
      expect(first.clientSecret.startsWith(`${first.id}_secret_`)).toBe(true);
      expect(await payments.createIntent(intentRequest(k))).toEqual(first);
      expect((await payments.createIntent(intentRequest(key('other')))).id).not.toBe(first.id);
      expect(await payments.getIntent(first.id)).toMatchObject({ id: first.id, amountCents: 50_000 });
      await close();
    });

    it('refunds a charged payment once per idempotency key, and refuses to refund one never charged', async () => {
      const { payments, charge, close } = await open();
      const intent = await payments.createIntent(intentRequest(key('refund')));
      await expect(payments.refund({ paymentIntentId: intent.id, amountCents: 50_000, metadata: {}, idempotencyKey: key('early') })).rejects.toBeInstanceOf(
        PaymentRefusedError,
      );
      await charge(intent.id, intent.clientSecret);
      const refundKey = key('refund');
      const refund = await payments.refund({ paymentIntentId: intent.id, amountCents: 50_000, metadata: { requestId: 'r-1' }, idempotencyKey: refundKey });
      expect(refund).toMatchObject({ amountCents: 50_000 });
      expect((await payments.refund({ paymentIntentId: intent.id, amountCents: 50_000, metadata: {}, idempotencyKey: refundKey })).id).toBe(refund.id);
      await close();
    });

    it('reads a webhook signed with its secret, and refuses one signed otherwise, changed, unsigned or stale', async () => {
      const { payments, webhookSecret, close } = await open();
      const now = Math.floor(Date.now() / 1000);
      const payload = JSON.stringify({
        id: 'evt_1',
        object: 'event',
        type: 'payment_intent.succeeded',
        created: now,
        data: { object: { id: 'pi_1', object: 'payment_intent', amount: 50_000, currency: 'usd', status: 'succeeded', metadata: { requestId: 'r-1' } } },
      });
      const event = payments.verifyWebhook(Buffer.from(payload), signLikeStripe(payload, webhookSecret, now));
      expect(event).toMatchObject({
        id: 'evt_1',
        type: 'payment_intent.succeeded',
        intent: { id: 'pi_1', amountCents: 50_000, status: 'succeeded', metadata: { requestId: 'r-1' } },
      });
      const refused = [
        () => payments.verifyWebhook(payload, signLikeStripe(payload, 'whsec_somebody_else', now)),
        () => payments.verifyWebhook(payload.replace('50000', '1'), signLikeStripe(payload, webhookSecret, now)),
        () => payments.verifyWebhook(payload, undefined),
        () => payments.verifyWebhook(payload, signLikeStripe(payload, webhookSecret, now - 301)),
      ];
      for (const attempt of refused) expect(attempt).toThrow(InvalidSignatureError);
      await close();
    });
  });
};
