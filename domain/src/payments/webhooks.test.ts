import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { paymentMatches, paymentWebhookDecider, paymentWebhookStream, testCardSchema, type PaymentWebhookEvent } from './webhooks.ts';

const given = specFor(paymentWebhookDecider);
const now = '2026-11-23T09:00:00.000Z';
const record = { type: 'RecordWebhook' as const, eventId: 'evt_1', eventType: 'payment_intent.succeeded', paymentIntentId: 'pi_1', now };
const handled: PaymentWebhookEvent = {
  type: 'PaymentWebhookHandled',
  data: { eventId: 'evt_1', type: 'payment_intent.succeeded', paymentIntentId: 'pi_1', at: now },
};

describe('provider webhooks', () => {
  it('records a webhook event as handled', () => given([]).when(record).then([handled]));

  it('does nothing for a second delivery of the same event', () =>
    given([handled])
      .when({ ...record, now: '2026-11-23T09:05:00.000Z' })
      .then([]));

  it('starts from an event not handled yet', () => expect(paymentWebhookDecider.initialState()).toEqual({ handled: false }));

  it('keeps each webhook event in a stream of its own', () => expect(paymentWebhookStream('evt_1')).toBe('payment-webhook-evt_1'));
});

describe('a reported success against what was asked for', () => {
  const asked = { paymentIntentId: 'pi_1', amountCents: 50_000, currency: 'usd' };

  it('matches only the same intent, amount and currency', () => expect(paymentMatches(asked, { ...asked })).toBe(true));

  it('does not match another amount, less or more, by a cent', () => {
    expect(paymentMatches(asked, { ...asked, amountCents: 49_999 })).toBe(false);
    expect(paymentMatches(asked, { ...asked, amountCents: 50_001 })).toBe(false);
  });

  it('does not match another currency, nor another intent', () => {
    expect(paymentMatches(asked, { ...asked, currency: 'aud' })).toBe(false);
    expect(paymentMatches(asked, { ...asked, paymentIntentId: 'pi_2' })).toBe(false);
  });
});

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The field errors a refusal shows, the first of each field, as the server turns them into a problem's errors. */
const issues = (result: Parsed) =>
  result.error?.issues
    .filter((issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index)
    .map(({ path, message }) => ({ path, message }));

describe('testCardSchema (the local test provider’s card form)', () => {
  const card = { clientSecret: 'pi_1_secret_x', cardNumber: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123' };
  const refusal = (field: string, value: unknown) => issues(testCardSchema.safeParse({ ...card, [field]: value }));

  it('reads the card, trimmed, with its expiry as numbers', () =>
    expect(testCardSchema.parse({ ...card, clientSecret: ' pi_1_secret_x ', cardNumber: ' 4242 4242 4242 4242 ', cvc: ' 123 ' })).toEqual({
      ...card,
      expMonth: 12,
      expYear: 2030,
    }));

  it('needs the payment request it pays, up to 200 characters', () => {
    expect(refusal('clientSecret', undefined)).toEqual([{ path: ['clientSecret'], message: 'Failed to create payment request. Please try again.' }]);
    expect(refusal('clientSecret', '  ')).toEqual([{ path: ['clientSecret'], message: 'Failed to create payment request. Please try again.' }]);
    expect(refusal('clientSecret', 'x'.repeat(200))).toBeUndefined();
    expect(refusal('clientSecret', 'x'.repeat(201))?.[0]?.path).toEqual(['clientSecret']);
  });

  it('needs the card number, up to 30 characters', () => {
    expect(refusal('cardNumber', undefined)).toEqual([{ path: ['cardNumber'], message: 'Please enter your card details.' }]);
    expect(refusal('cardNumber', '  ')).toEqual([{ path: ['cardNumber'], message: 'Please enter your card details.' }]);
    expect(refusal('cardNumber', '4'.repeat(30))).toBeUndefined();
    expect(refusal('cardNumber', '4'.repeat(31))?.[0]?.path).toEqual(['cardNumber']);
  });

  it('takes a month from 1 to 12', () => {
    expect(refusal('expMonth', 1)).toBeUndefined();
    for (const expMonth of [0, 13, 'May', 1.5]) expect(refusal('expMonth', expMonth)?.[0]?.path).toEqual(['expMonth']);
    for (const expMonth of [0, 13, 'May']) expect(refusal('expMonth', expMonth)).toEqual([{ path: ['expMonth'], message: 'Your card has expired.' }]);
  });

  it('takes a year of up to 4 digits', () => {
    expect(refusal('expYear', 0)).toBeUndefined();
    expect(refusal('expYear', 9999)).toBeUndefined();
    expect(refusal('expYear', 'soon')).toEqual([{ path: ['expYear'], message: 'Your card has expired.' }]);
    for (const expYear of [-1, 10000, 2030.5]) expect(refusal('expYear', expYear)?.[0]?.path).toEqual(['expYear']);
  });

  it('takes a security code of up to 4 characters', () => {
    expect(refusal('cvc', '1234')).toBeUndefined();
    expect(refusal('cvc', '12345')).toEqual([{ path: ['cvc'], message: "Your card's security code is invalid." }]);
    expect(refusal('cvc', undefined)).toEqual([{ path: ['cvc'], message: "Your card's security code is invalid." }]);
  });
});
