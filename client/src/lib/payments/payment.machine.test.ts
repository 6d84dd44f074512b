import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paymentMessages, referralMessages } from '@referly/domain';
import { ApiError } from '../api';
import { toast } from '../toast';
import { paymentMachine } from './payment.machine';
import { CardFailure, type ConfirmCardInput } from './payment-requests';
import type { CardPayment, PaymentDue, PaymentOrder, PaymentProvider } from './payment-types';

const order: PaymentOrder = {
  amountCents: 50000,
  billing: { name: 'Mia Nguyen', email: 'mia@example.com.au' },
  summary: 'Job referral: Analyst at Canva',
  currency: 'usd',
};
const card: CardPayment = { provider: 'test', cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Mia Nguyen' };
const requestFailedMessage = referralMessages.failAdd;

type Fakes = Partial<{
  loadProvider: () => Promise<PaymentProvider>;
  createRequest: (input: { form: FormData }) => Promise<PaymentDue>;
  startPayment: (input: { requestId: string }) => Promise<PaymentDue>;
  confirmCard: (input: ConfirmCardInput) => Promise<void>;
}>;

const unexpected = () => Promise.reject(new Error('not expected in this test'));

/** The real machine with fake calls, each call recorded. */
const start = (fakes: Fakes, requestId: string | null = null) => {
  const calls: Array<{ name: string; input: unknown }> = [];
  const fake = <I, O>(name: string, impl: ((input: I) => Promise<O>) | undefined) =>
    fromPromise<O, I>(({ input }) => {
      calls.push({ name, input });
      return impl ? impl(input) : (unexpected() as Promise<O>);
    });
  const machine = paymentMachine.provide({
    actors: {
      loadProvider: fake('loadProvider', fakes.loadProvider ?? (async () => ({ provider: 'test' }) as const)),
      createRequest: fake('createRequest', fakes.createRequest),
      startPayment: fake('startPayment', fakes.startPayment),
      confirmCard: fake('confirmCard', fakes.confirmCard),
    },
  });
  const actor = createActor(machine, { input: { requestId, requestFailedMessage } }).start();
  return { actor, calls, names: () => calls.map((call) => call.name) };
};

type Flow = ReturnType<typeof start>;

const openCheckout = async (flow: Flow, form = new FormData()) => {
  flow.actor.send({ type: 'OPEN', order, form });
  await waitFor(flow.actor, (s) => s.matches({ checkout: 'entering' }));
};

const created: PaymentDue = { requestId: 'r1', clientSecret: 'pi_1_secret', amountCents: 45000, currency: 'usd' };
const declined = () => Promise.reject(new CardFailure('Your card was declined.'));

beforeEach(() => toast.reset());

describe('payment machine: a new request', () => {
  it('opens the checkout, creates the request, confirms the card with its client secret, and ends paid', async () => {
    const form = new FormData();
    form.append('name', 'Mia Nguyen');
    const flow = start({ createRequest: async () => created, confirmCard: async () => undefined });
    expect(flow.actor.getSnapshot().hasTag('open')).toBe(false);
    await openCheckout(flow, form);
    expect(flow.actor.getSnapshot().hasTag('open')).toBe(true);

    flow.actor.send({ type: 'CONFIRM', card });
    expect(flow.actor.getSnapshot().hasTag('processing')).toBe(true);
    await waitFor(flow.actor, (s) => s.hasTag('paid'));

    expect(flow.names()).toEqual(['loadProvider', 'createRequest', 'confirmCard']);
    expect(flow.calls[1]?.input).toEqual({ form });
    expect(flow.calls[2]?.input).toEqual({ clientSecret: 'pi_1_secret', card, billing: order.billing });
    // the total shown is now the server's, not the quote
    expect(flow.actor.getSnapshot().context.order?.amountCents).toBe(45000);

    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().status).toBe('done');
    expect(flow.actor.getSnapshot().output).toEqual({ requestId: 'r1', paid: true });
  });

  it("says 'Payment Failed' with the provider's message when the card is declined, and another card reuses the client secret", async () => {
    let attempts = 0;
    const flow = start({
      createRequest: async () => created,
      confirmCard: () => (++attempts === 1 ? declined() : Promise.resolve()),
    });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('failed'));
    expect(flow.actor.getSnapshot().context.failure).toEqual({ title: 'Payment Failed', message: 'Your card was declined.' });
    expect(flow.actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);

    flow.actor.send({ type: 'RETRY' });
    expect(flow.actor.getSnapshot().context.failure).toBeNull();
    flow.actor.send({ type: 'CONFIRM', card: { ...card, cardNumber: '4242424242424242' } });
    await waitFor(flow.actor, (s) => s.hasTag('paid'));
    expect(flow.names()).toEqual(['loadProvider', 'createRequest', 'confirmCard', 'confirmCard']);
    expect(flow.calls[3]?.input).toMatchObject({ clientSecret: 'pi_1_secret' });
  });

  it('leaves the request unpaid when the checkout is closed after a decline, and says which one', async () => {
    const flow = start({ createRequest: async () => created, confirmCard: declined });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('failed'));
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().status).toBe('done');
    expect(flow.actor.getSnapshot().output).toEqual({ requestId: 'r1', paid: false });
  });

  it("says 'Payment Error' / 'Failed to process payment: …' when the confirmation fails unexpectedly", async () => {
    const flow = start({ createRequest: async () => created, confirmCard: () => Promise.reject(new ApiError('Network down', { status: 0 })) });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('failed'));
    expect(flow.actor.getSnapshot().context.failure).toEqual({ title: 'Payment Error', message: 'Failed to process payment: Network down' });
  });

  it("says 'Payment Error' / 'Failed to create payment request. Please try again.' when the answer has no client secret", async () => {
    const flow = start({ createRequest: async () => ({ ...created, clientSecret: null }) });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('failed'));
    expect(flow.actor.getSnapshot().context.failure).toEqual({ title: 'Payment Error', message: 'Failed to create payment request. Please try again.' });
    expect(flow.names()).toEqual(['loadProvider', 'createRequest']);
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().output).toEqual({ requestId: 'r1', paid: false });
  });

  it("says 'Request Failed' with the server's message when the request is refused, and returns to the form with nothing made", async () => {
    const body = JSON.stringify({ status: 409, code: 'conflict', message: referralMessages.activeForCompany });
    const flow = start({ createRequest: () => Promise.reject(new ApiError(referralMessages.activeForCompany, { status: 409, code: 'conflict', body })) });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('failed'));
    expect(flow.actor.getSnapshot().context.failure).toEqual({
      title: 'Request Failed',
      message: 'You already have an active referral request for this company.',
    });
    expect(flow.actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().matches('idle')).toBe(true);
    expect(flow.actor.getSnapshot().context.requestId).toBeNull();
  });

  it.each([
    ['an empty body', new ApiError('HTTP 500', { status: 500, body: '' })],
    ['a body that is not JSON', new ApiError('<html>502 Bad Gateway</html>', { status: 502, body: '<html>502 Bad Gateway</html>' })],
    ['a JSON body without a message', new ApiError('HTTP 500', { status: 500, body: '{"status":500}' })],
    ['no answer at all', new ApiError('Network error', { status: 0 })],
  ])("falls back to the service's own words when the refusal has %s", async (_, refusal) => {
    const flow = start({ createRequest: () => Promise.reject(refusal) });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('failed'));
    expect(flow.actor.getSnapshot().context.failure).toEqual({ title: 'Request Failed', message: requestFailedMessage });
  });

  it("closes the checkout on the server's field errors and keeps each until its field is edited", async () => {
    const refusal = new ApiError('Desired company is required.', {
      status: 400,
      code: 'validation_failed',
      fieldErrors: { desiredCompany: 'Desired company is required.', couponCode: 'This coupon code is not valid.' },
    });
    const flow = start({ createRequest: () => Promise.reject(refusal) });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.matches('idle'));
    expect(flow.actor.getSnapshot().hasTag('open')).toBe(false);
    expect(flow.actor.getSnapshot().context.fieldErrors).toEqual({
      desiredCompany: 'Desired company is required.',
      couponCode: 'This coupon code is not valid.',
    });
    flow.actor.send({ type: 'FIELD.EDITED', field: 'couponCode' });
    expect(flow.actor.getSnapshot().context.fieldErrors).toEqual({ desiredCompany: 'Desired company is required.' });
  });

  it('goes straight to success when a coupon covers the price: amount 0 and no client secret', async () => {
    const flow = start({ createRequest: async () => ({ requestId: 'r2', clientSecret: null, amountCents: 0, currency: 'usd' }) });
    flow.actor.send({ type: 'OPEN', order: { ...order, amountCents: 0 }, form: new FormData() });
    await waitFor(flow.actor, (s) => s.matches({ checkout: 'entering' }));
    flow.actor.send({ type: 'CONFIRM', card: null });
    await waitFor(flow.actor, (s) => s.hasTag('paid'));
    expect(flow.names()).toEqual(['loadProvider', 'createRequest']);
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().output).toEqual({ requestId: 'r2', paid: true });
  });

  it('asks for a card after all when the server wants money for a quote that needed none', async () => {
    const flow = start({ createRequest: async () => created, confirmCard: async () => undefined });
    flow.actor.send({ type: 'OPEN', order: { ...order, amountCents: 0 }, form: new FormData() });
    await waitFor(flow.actor, (s) => s.matches({ checkout: 'entering' }));
    flow.actor.send({ type: 'CONFIRM', card: null });
    await waitFor(flow.actor, (s) => s.matches({ checkout: 'entering' }) && s.context.clientSecret !== null);
    expect(flow.actor.getSnapshot().context.order?.amountCents).toBe(45000);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('paid'));
    expect(flow.names()).toEqual(['loadProvider', 'createRequest', 'confirmCard']);
  });

  it("toasts 'Payment system not ready. Please try again.' when the provider cannot be loaded, and creates nothing", async () => {
    const flow = start({ loadProvider: () => Promise.reject(new Error('offline')) });
    flow.actor.send({ type: 'OPEN', order, form: new FormData() });
    await waitFor(flow.actor, (s) => s.matches('idle'));
    expect(toast.getAll().map((t) => t.message)).toEqual([paymentMessages.notReady]);
    expect(flow.names()).toEqual(['loadProvider']);
  });

  it('closes without a trace when nothing was created yet', async () => {
    const flow = start({});
    await openCheckout(flow);
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().matches('idle')).toBe(true);
    expect(flow.actor.getSnapshot().status).toBe('active');
  });

  it('cannot be closed while the payment is processing', async () => {
    const flow = start({ createRequest: () => new Promise<PaymentDue>(() => undefined) });
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    expect(flow.actor.getSnapshot().can({ type: 'CLOSE' })).toBe(false);
  });
});

describe('payment machine: paying later for a request left unpaid', () => {
  it('asks the server for a client secret instead of creating, then confirms the card', async () => {
    const flow = start(
      {
        startPayment: async ({ requestId }) => ({ requestId, clientSecret: 'pi_9_secret', amountCents: 50000, currency: 'usd' }),
        confirmCard: async () => undefined,
      },
      'r9',
    );
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('paid'));
    expect(flow.names()).toEqual(['loadProvider', 'startPayment', 'confirmCard']);
    expect(flow.calls[1]?.input).toEqual({ requestId: 'r9' });
    expect(flow.calls[2]?.input).toMatchObject({ clientSecret: 'pi_9_secret' });
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().output).toEqual({ requestId: 'r9', paid: true });
  });

  it("says 'Payment Error' with the server's reason when paying is refused", async () => {
    const flow = start({ startPayment: () => Promise.reject(new ApiError(referralMessages.alreadyPaid, { status: 409 })) }, 'r9');
    await openCheckout(flow);
    flow.actor.send({ type: 'CONFIRM', card });
    await waitFor(flow.actor, (s) => s.hasTag('failed'));
    expect(flow.actor.getSnapshot().context.failure).toEqual({ title: 'Payment Error', message: 'Failed to process payment: This request is already paid.' });
  });

  it('ends unpaid when closed before paying', async () => {
    const flow = start({}, 'r9');
    await openCheckout(flow);
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.actor.getSnapshot().output).toEqual({ requestId: 'r9', paid: false });
  });
});
