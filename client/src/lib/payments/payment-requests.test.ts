import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { startFakeApi, type FakeReply } from '../fake-api';
import { readCard } from './card-details';
import { CardFailure, confirmCard, loadPaymentProvider, resetPaymentProvider } from './payment-requests';

let answer: () => FakeReply = () => ({ body: {} });
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi(() => answer());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  resetPaymentProvider();
});

const billing = { name: 'Mia Nguyen', email: 'mia@example.com.au' };
const testCard = { provider: 'test', cardNumber: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123', name: '' } as const;
const refusal = (error: unknown) => (error instanceof CardFailure ? error.message : `not a card failure: ${String(error)}`);

describe('confirming the card with the test provider', () => {
  it('posts the client secret and the card, and resolves when it succeeded', async () => {
    answer = () => ({ body: { data: { status: 'succeeded' } } });
    await confirmCard({ clientSecret: 'pi_1_secret', card: { ...testCard, cardNumber: '4242424242424242' }, billing });
    expect(fake.received[0]).toMatchObject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      body: { clientSecret: 'pi_1_secret', cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it.each([
    [402, 'card_declined', 'Your card was declined.'],
    [400, 'card_invalid', 'Your card number is incorrect.'],
  ])("turns a %i (%s) into the provider's words", async (status, code, message) => {
    answer = () => ({ status, body: { status, code, message } });
    const error = await confirmCard({ clientSecret: 'pi_1_secret', card: testCard, billing }).catch((e: unknown) => e);
    expect(refusal(error)).toBe(message);
  });

  it('lets any other failure through as unexpected', async () => {
    answer = () => ({ status: 500, body: { status: 500, code: 'internal', message: 'Something went wrong.' } });
    const error = await confirmCard({ clientSecret: 'pi_1_secret', card: testCard, billing }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(CardFailure);
  });
});

describe('confirming the card with Stripe', () => {
  const stripeAnswering = (result: unknown, calls: unknown[]) =>
    ({
      confirmCardPayment: async (...args: unknown[]) => {
        calls.push(args);
        return result;
      },
    }) as unknown as Stripe;
  const element = {} as StripeCardElement;

  it('confirms with the card element and the billing name and e-mail', async () => {
    const calls: unknown[] = [];
    const stripe = stripeAnswering({ paymentIntent: { status: 'succeeded' } }, calls);
    await confirmCard({ clientSecret: 'pi_2_secret', card: { provider: 'stripe', stripe, card: element, name: 'M Nguyen' }, billing });
    expect(calls).toEqual([['pi_2_secret', { payment_method: { card: element, billing_details: { name: 'M Nguyen', email: 'mia@example.com.au' } } }]]);
  });

  it("says the provider's message, or 'Payment failed: {status}' when it gives none", async () => {
    const declined = stripeAnswering({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } }, []);
    const pending = stripeAnswering({ paymentIntent: { status: 'requires_payment_method' } }, []);
    const card = (stripe: Stripe) => ({ provider: 'stripe', stripe, card: element, name: '' }) as const;
    expect(refusal(await confirmCard({ clientSecret: 's', card: card(declined), billing }).catch((e: unknown) => e))).toBe('Your card has insufficient funds.');
    expect(refusal(await confirmCard({ clientSecret: 's', card: card(pending), billing }).catch((e: unknown) => e))).toBe(
      'Payment failed: requires_payment_method',
    );
  });
});

describe('the payment provider', () => {
  it('reads the config once, and again after a failure', async () => {
    answer = () => ({ status: 503, body: { status: 503, code: 'unavailable', message: 'Down.' } });
    await expect(loadPaymentProvider()).rejects.toThrow();
    answer = () => ({ body: { data: { provider: 'test', publishableKey: null } } });
    expect(await loadPaymentProvider()).toEqual({ provider: 'test' });
    expect(await loadPaymentProvider()).toEqual({ provider: 'test' });
    expect(fake.received.map((r) => r.url)).toEqual(['/api/payments/config', '/api/payments/config']);
  });
});

describe('the plain card form', () => {
  it('reads MM/YY and spaced numbers, and says what is missing or wrong', () => {
    expect(readCard({ cardNumber: '4242 4242 4242 4242', expiry: '07/31', cvc: '123', name: ' Mia ' })).toEqual({
      card: { cardNumber: '4242424242424242', expMonth: 7, expYear: 2031, cvc: '123', name: 'Mia' },
    });
    expect(readCard({ cardNumber: '', expiry: '13/31', cvc: '12', name: '' })).toEqual({
      errors: { cardNumber: 'Please enter your card details.', expiry: 'Enter the expiry date as MM/YY.', cvc: "Your card's security code is invalid." },
    });
  });
});
