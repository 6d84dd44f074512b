import { couponStream } from '@referly/domain';
import type { PaymentIntent } from '@referly/infra/ports/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type Reply, type TestServer } from '../test-support/harness.ts';
import { ATLASSIAN, CANVA, card, logIn, requestForm, verifiedReferrer } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

/** The job referral price's fallback, in cents: no test here sets a price. */
const PRICE = 50_000;

/** `count` new seekers, signed up ten at a time. */
const seekersOf = async (count: number) => {
  const seekers: { token: string }[] = [];
  while (seekers.length < count)
    seekers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - seekers.length) }, () => registerAndLogIn(server)))));
  return seekers;
};

const checkout = (token: string, fields: Record<string, string> = {}) =>
  server.multipart('POST', '/api/job-referral/job-seeker', requestForm({ desiredCompany: CANVA, ...fields }), token);

const createCoupon = async (body: Record<string, unknown>) => {
  const reply = await server.post('/api/create-coupon', body, admin);
  expect(reply.status).toBe(201);
  return String(reply.body.data?._id);
};

/** What the log holds: the requests made with a coupon code, the coupon's own events, and the test provider's intents. */
const logOf = async (code: string, couponId: string) => {
  const all = await server.referly.adapters.eventStore.readAll();
  const requests = all.filter((event) => event.type === 'ReferralRequested' && event.data.couponCode === code);
  const intents = all
    .filter((event) => event.type === 'TestPaymentIntentCreated')
    .map((event) => event.data as unknown as PaymentIntent)
    // the job referrals' intents (the demo data's resume reviews have theirs too)
    .filter((intent) => intent.metadata.service === 'jobReferral')
    .filter((intent) => requests.some((request) => request.data.referralId === intent.metadata.requestId) || intent.amountCents !== PRICE);
  const couponEvents = await server.referly.adapters.eventStore.readStream(couponStream(couponId));
  return { requests, intents, couponEvents };
};

/** The requests that hold a use of the coupon now: used and not given back. */
const usesHeld = (couponEvents: { type: string; data: Record<string, unknown> }[]) => {
  const held = new Set<string>();
  for (const event of couponEvents) {
    if (event.type === 'CouponUsed') held.add(String(event.data.requestId));
    if (event.type === 'CouponUseReleased') held.delete(String(event.data.requestId));
  }
  return held;
};

describe('a coupon at checkout, decided on the coupon’s own stream', () => {
  it('switched off while 60 seekers check out: each discount was taken while it was active, and a refusal leaves no request and no intent', async () => {
    const couponId = await createCoupon({ code: 'RACE50', discountPercentage: 50 });
    const seekers = await seekersOf(60);
    const firstHalf = seekers.slice(0, 30).map((seeker) => checkout(seeker.token, { couponCode: 'race50' }));
    // the coupon is switched off once a first use is in, while the second half of the seekers check out
    for (let tries = 0; usesHeld(await server.referly.adapters.eventStore.readStream(couponStream(couponId))).size === 0; tries += 1) {
      expect(tries).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const switchedOff = server.put(`/api/update-coupons/${couponId}`, { code: 'RACE50', discountPercentage: 50, active: false }, admin);
    const secondHalf = seekers.slice(30).map((seeker) => checkout(seeker.token, { couponCode: 'RACE50' }));
    const answers: Reply[] = await Promise.all([...firstHalf, ...secondHalf]);
    expect((await switchedOff).status).toBe(200);

    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of accepted) expect(answer.body.amount).toBe(PRICE / 2);
    for (const answer of refused)
      expect({ status: answer.status, message: answer.body.message, error: answer.body.errors?.couponCode }).toEqual({
        status: 400,
        message: 'This coupon code is not valid.',
        error: 'This coupon code is not valid.',
      });

    const { requests, intents, couponEvents } = await logOf('RACE50', couponId);
    const off = couponEvents.findIndex((event) => event.type === 'CouponUpdated' && event.data.active === false);
    expect(off).toBeGreaterThan(0);
    // every use was decided before the coupon was switched off, and none after
    expect(couponEvents.slice(off).filter((event) => event.type === 'CouponUsed')).toEqual([]);
    const held = usesHeld(couponEvents.slice(0, off));
    const acceptedIds = accepted.map((answer) => String(answer.body.data?._id)).sort();
    expect(requests.map((request) => String(request.data.referralId)).sort()).toEqual(acceptedIds);
    expect([...usesHeld(couponEvents)].sort()).toEqual(acceptedIds);
    expect([...held].sort()).toEqual(acceptedIds);
    // the only intents at the discounted price are those of the requests recorded
    const discounted = intents.map((intent) => ({ requestId: String(intent.metadata.requestId), amountCents: intent.amountCents }));
    expect(discounted.sort((a, b) => a.requestId.localeCompare(b.requestId))).toEqual(acceptedIds.map((requestId) => ({ requestId, amountCents: PRICE / 2 })));

    // the seekers who got the discount pay it
    for (const answer of accepted) expect((await server.post('/api/payments/test/confirm', card(String(answer.body.paymentClientSecret)))).status).toBe(200);
    const coupons = await server.get('/api/coupons', admin);
    expect(coupons.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: couponId, active: false, uses: accepted.length })]));
  }, 120_000);

  it('30 seekers at once on a coupon of 5 uses: exactly 5 get it, the others are told it is used up and leave nothing', async () => {
    const couponId = await createCoupon({ code: 'MAX5', discountPercentage: 20, maxUses: 5 });
    const seekers = await seekersOf(30);
    const answers = await Promise.all(seekers.map((seeker) => checkout(seeker.token, { couponCode: 'max5' })));
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted.length).toBe(5);
    for (const answer of accepted) expect(answer.body.amount).toBe(PRICE * 0.8);
    for (const answer of answers.filter((reply) => reply.status !== 201))
      expect({ status: answer.status, error: answer.body.errors?.couponCode }).toEqual({
        status: 400,
        error: 'This coupon has been used the maximum number of times.',
      });
    const { requests, intents, couponEvents } = await logOf('MAX5', couponId);
    expect(requests).toHaveLength(5);
    expect(intents.filter((intent) => intent.amountCents === PRICE * 0.8)).toHaveLength(5);
    expect(usesHeld(couponEvents).size).toBe(5);
    const coupons = await server.get('/api/coupons', admin);
    expect(coupons.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: couponId, code: 'MAX5', maxUses: 5, uses: 5 })]));
  }, 120_000);

  it('gives the use back when the request is refused after the coupon was taken (a second open request at one company)', async () => {
    const couponId = await createCoupon({ code: 'ONCE', discountPercentage: 10, maxUses: 1 });
    const [seeker, other] = await seekersOf(2);
    if (!seeker || !other) throw new Error('two seekers');
    expect((await checkout(seeker.token, { desiredCompany: ATLASSIAN })).status).toBe(201);
    const second = await checkout(seeker.token, { desiredCompany: ATLASSIAN, couponCode: 'ONCE' });
    expect(second.status).toBe(409);
    const { couponEvents } = await logOf('ONCE', couponId);
    expect(couponEvents.map((event) => event.type)).toEqual(['CouponCreated', 'CouponUsed', 'CouponUseReleased']);
    const used = await checkout(other.token, { couponCode: 'ONCE' });
    expect({ status: used.status, amount: used.body.amount }).toEqual({ status: 201, amount: PRICE * 0.9 });
    expect((await server.get('/api/coupons', admin)).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ _id: couponId, uses: 1 })]));
  });

  it('refuses a coupon past its expiry, or for a service it does not apply to, at checkout and when the code is checked', async () => {
    const expiresAt = new Date(server.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const couponId = await createCoupon({ code: 'SOON', discountPercentage: 10, expiresAt, services: ['jobReferral'] });
    await createCoupon({ code: 'REVIEWS', discountPercentage: 10, services: ['resumeReview'] });
    const listed = await server.get('/api/coupons', admin);
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: couponId, expiresAt, maxUses: null, services: ['jobReferral'], uses: 0 }),
        expect.objectContaining({ code: 'REVIEWS', expiresAt: null, maxUses: null, services: ['resumeReview'] }),
      ]),
    );
    const [seeker, late] = await seekersOf(2);
    if (!seeker || !late) throw new Error('two seekers');
    expect((await server.get('/api/coupons/check?code=soon', seeker.token)).body.data).toMatchObject({ discountPercentage: 10 });
    const wrongService = await checkout(seeker.token, { couponCode: 'REVIEWS' });
    expect({ status: wrongService.status, error: wrongService.body.errors?.couponCode }).toEqual({
      status: 400,
      error: 'This coupon does not apply to this service.',
    });
    const checked = await server.get('/api/coupons/check?code=REVIEWS&service=jobReferral', seeker.token);
    expect({ status: checked.status, message: checked.body.message }).toEqual({ status: 404, message: 'This coupon does not apply to this service.' });
    expect((await server.get('/api/coupons/check?code=REVIEWS&service=resumeReview', seeker.token)).status).toBe(200);

    server.clock.advance(60 * 60 * 1000);
    const expired = await checkout(late.token, { couponCode: 'SOON' });
    expect({ status: expired.status, error: expired.body.errors?.couponCode }).toEqual({ status: 400, error: 'This coupon has expired.' });
    expect((await server.get('/api/coupons/check?code=SOON', late.token)).body.message).toBe('This coupon has expired.');
    expect((await logOf('SOON', couponId)).requests).toEqual([]);
  });

  it('edits a coupon’s terms, keeps those an update leaves out, and refuses an expiry in the past', async () => {
    const couponId = await createCoupon({ code: 'TERMS', discountPercentage: 10, maxUses: 3 });
    const changed = await server.put(
      `/api/update-coupons/${couponId}`,
      { code: 'TERMS', discountPercentage: 10, active: true, services: ['resumeReview'] },
      admin,
    );
    expect(changed.body.data).toMatchObject({ maxUses: 3, services: ['resumeReview'], expiresAt: null });
    const cleared = await server.put(`/api/update-coupons/${couponId}`, { code: 'TERMS', discountPercentage: 10, active: true, maxUses: null }, admin);
    expect(cleared.body.data).toMatchObject({ maxUses: null, services: ['resumeReview'] });
    const past = await server.put(
      `/api/update-coupons/${couponId}`,
      { code: 'TERMS', discountPercentage: 10, active: true, expiresAt: '2020-01-01T00:00:00Z' },
      admin,
    );
    expect({ status: past.status, error: past.body.errors?.expiresAt }).toEqual({ status: 400, error: 'The expiry date must be in the future.' });
    const bad = await server.post('/api/create-coupon', { code: 'BADTERMS', discountPercentage: 10, maxUses: '5', services: [] }, admin);
    expect(bad.body.errors).toEqual({
      maxUses: 'Maximum uses must be a whole number from 1 to 1,000,000.',
      services: 'Choose at least one service: job referral or resume review.',
    });
  });
});

describe('money is a JSON number', () => {
  let referrer: string;
  beforeAll(async () => {
    referrer = (await verifiedReferrer(server, 'Canva', admin)).token;
  });

  it.each<[string, unknown]>([
    ['text in hex', '0x10'],
    ['a list', [10]],
    ['text with an exponent', '1e3'],
    ['digits as text', '10'],
  ])('refuses credits given as %s with the field’s message, and records nothing', async (_what, credits) => {
    const before = await server.referly.adapters.eventStore.headPosition();
    const reply = await server.post('/api/referrer/withdrawals', { credits, accountName: 'Rhea', bsb: '062000', accountNumber: '12345678' }, referrer);
    expect({ status: reply.status, error: reply.body.errors?.credits }).toEqual({ status: 400, error: 'Enter a whole number of credits, at least 1.' });
    expect(await server.referly.adapters.eventStore.headPosition()).toBe(before);
  });

  it.each<unknown>([[5], '1e3', '0x10', '5', 0.004, 0.49, 19.999])('refuses the price %j with its key’s message, and keeps the price', async (value) => {
    const reply = await server.put('/api/app-config', { configs: [{ key: 'jobReferralAmount', value }] }, admin);
    expect({ status: reply.status, error: reply.body.errors?.['configs.0.value'] }).toEqual({
      status: 400,
      error: 'Job referral amount must be a valid positive number',
    });
    expect((await server.get('/api/app-config/jobReferralAmount')).body.data).toMatchObject({ value: 500, fallback: true });
  });

  it('takes a price of 0.50, the least a card may be charged', async () => {
    expect((await server.put('/api/app-config', { configs: [{ key: 'resumeReviewAmount', value: 0.5 }] }, admin)).status).toBe(200);
    expect((await server.get('/api/app-config/resumeReviewAmount')).body.data).toMatchObject({ value: 0.5, fallback: false });
  });

  it.each<unknown>(['15', [15], '1e1', '0x0f'])('refuses the discount %j with its message', async (discountPercentage) => {
    const reply = await server.post('/api/create-coupon', { code: 'NUMBERS', discountPercentage }, admin);
    expect({ status: reply.status, error: reply.body.errors?.discountPercentage }).toEqual({
      status: 400,
      error: 'Discount must be a whole number from 1 to 100.',
    });
  });
});
