import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { logIn } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
let seeker: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
  seeker = (await registerAndLogIn(server)).token;
});
afterAll(() => server.close());

describe('prices (app config)', () => {
  it('answers each price with its fallback until one is set, to anyone', async () => {
    const referral = await server.get('/api/app-config/jobReferralAmount');
    expect(referral.body).toEqual({
      statusCode: 200,
      data: {
        key: 'jobReferralAmount',
        value: 500,
        currency: 'usd',
        description: 'Price of a job referral request, in dollars',
        category: 'payment',
        fallback: true,
      },
    });
    expect((await server.get('/api/app-config/resumeReviewAmount')).body.data).toMatchObject({ value: 306, fallback: true });
    const unknown = await server.get('/api/app-config/adminPassword');
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'There is no setting with this key.' });
  });

  it('lets an admin set them, each checked with its own message, and charges the new price', async () => {
    const bad = await server.put(
      '/api/app-config',
      {
        configs: [
          { key: 'jobReferralAmount', value: -5 },
          { key: 'resumeReviewAmount', value: 'abc' },
        ],
      },
      admin,
    );
    expect(bad.body.errors).toEqual({
      'configs.0.value': 'Job referral amount must be a valid positive number',
      'configs.1.value': 'Resume review amount must be a valid positive number',
    });
    expect((await server.put('/api/app-config', { configs: [{ key: 'jobReferralAmount', value: 0 }] }, admin)).body.message).toBe(
      'Job referral amount must be a valid positive number',
    );
    expect((await server.put('/api/app-config', { configs: [{ key: 'jobReferralAmount', value: 100_001 }] }, admin)).status).toBe(400);
    const saved = await server.put(
      '/api/app-config',
      { configs: [{ key: 'jobReferralAmount', value: 250, description: 'Referral', category: 'payment' }] },
      admin,
    );
    expect(saved.body.message).toBe('Payment settings updated successfully!');
    const all = await server.get('/api/app-config?category=payment', admin);
    expect(all.body.data).toEqual({
      jobReferralAmount: { key: 'jobReferralAmount', value: 250, currency: 'usd', description: 'Referral', category: 'payment', fallback: false },
      resumeReviewAmount: {
        key: 'resumeReviewAmount',
        value: 306,
        currency: 'usd',
        description: 'Price of a resume and cover letter review, in dollars',
        category: 'payment',
        fallback: true,
      },
    });
    expect((await server.get('/api/app-config/jobReferralAmount')).body.data).toMatchObject({ value: 250, fallback: false });
    const check = await server.get('/api/coupons/check?code=NONE', seeker);
    expect(check.status).toBe(404);
  });

  it('is the admin’s to read as a whole and to change', async () => {
    expect((await server.get('/api/app-config?category=payment', seeker)).status).toBe(403);
    expect((await server.put('/api/app-config', { configs: [{ key: 'jobReferralAmount', value: 1 }] }, seeker)).status).toBe(403);
    expect((await server.put('/api/app-config', { configs: [{ key: 'jobReferralAmount', value: 1 }] })).status).toBe(401);
  });
});

describe('coupons', () => {
  it('creates a coupon (code in upper case, active), lists it, and refuses a taken code', async () => {
    const created = await server.post('/api/create-coupon', { code: 'winter-10', discountPercentage: 10 }, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ message: 'Coupon created successfully', data: { code: 'WINTER-10', discountPercentage: 10, active: true, uses: 0 } });
    const taken = await server.post('/api/create-coupon', { code: 'WINTER-10', discountPercentage: 20 }, admin);
    expect({ status: taken.status, message: taken.body.message }).toEqual({ status: 409, message: 'This coupon code already exists.' });
    expect((await server.get('/api/coupons', admin)).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'WINTER-10' })]));
  });

  it('answers the form’s rules with their messages', async () => {
    const cases: [unknown, string][] = [
      [{ code: '', discountPercentage: 10 }, 'Coupon code is required.'],
      [{ code: 'a b', discountPercentage: 10 }, 'Coupon codes use 3 to 32 letters, digits, - or _.'],
      [{ code: 'GOOD', discountPercentage: 0 }, 'Discount must be a whole number from 1 to 100.'],
      [{ code: 'GOOD', discountPercentage: 101 }, 'Discount must be a whole number from 1 to 100.'],
      [{ code: 'GOOD', discountPercentage: 12.5 }, 'Discount must be a whole number from 1 to 100.'],
    ];
    for (const [body, message] of cases) expect((await server.post('/api/create-coupon', body, admin)).body.message).toBe(message);
  });

  it('updates, deactivates (then a checkout refuses it), and deletes a coupon, freeing its code', async () => {
    const { body } = await server.post('/api/create-coupon', { code: 'SPRING', discountPercentage: 15 }, admin);
    const id = String(body.data?._id);
    const price = Number((await server.get('/api/app-config/jobReferralAmount')).body.data?.value) * 100;
    expect((await server.get('/api/coupons/check?code=spring', seeker)).body.data).toEqual({
      code: 'SPRING',
      discountPercentage: 15,
      amount: price * 0.85,
      originalAmount: price,
    });
    const renamed = await server.put(`/api/update-coupons/${id}`, { code: 'SPRING-20', discountPercentage: 20, active: false }, admin);
    expect(renamed.body).toMatchObject({ message: 'Coupon updated successfully', data: { code: 'SPRING-20', discountPercentage: 20, active: false } });
    const inactive = await server.get('/api/coupons/check?code=SPRING-20', seeker);
    expect({ status: inactive.status, message: inactive.body.message }).toEqual({ status: 404, message: 'This coupon code is not valid.' });
    // the old code is free again
    expect((await server.post('/api/create-coupon', { code: 'SPRING', discountPercentage: 5 }, admin)).status).toBe(201);
    expect((await server.delete(`/api/coupons/${id}`, admin)).body.message).toBe('Coupon deleted successfully');
    expect((await server.get('/api/coupons', admin)).body.data).not.toEqual(expect.arrayContaining([expect.objectContaining({ _id: id })]));
    expect((await server.delete(`/api/coupons/${id}`, admin)).status).toBe(404);
    expect((await server.post('/api/create-coupon', { code: 'SPRING-20', discountPercentage: 5 }, admin)).status).toBe(201);
  });

  it('generates a coupon under a new readable code', async () => {
    const generated = await server.post('/api/coupons/generate', { discountPercentage: 30 }, admin);
    expect(generated.status).toBe(201);
    expect(String(generated.body.code)).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(generated.body.data).toMatchObject({ code: generated.body.code, discountPercentage: 30, active: true });
    expect((await server.post('/api/coupons/generate', {}, admin)).body.data?.discountPercentage).toBe(10);
  });

  it('is the admin’s to manage; a seeker may only check a code', async () => {
    expect((await server.get('/api/coupons', seeker)).status).toBe(403);
    expect((await server.post('/api/create-coupon', { code: 'MINE', discountPercentage: 90 }, seeker)).status).toBe(403);
    expect((await server.post('/api/coupons/generate', { discountPercentage: 90 }, seeker)).status).toBe(403);
    expect((await server.get('/api/coupons/check?code=X')).status).toBe(401);
  });
});

describe('the test provider’s card form', () => {
  it('answers an unknown secret as not found, and checks its body', async () => {
    const unknown = await server.post('/api/payments/test/confirm', {
      clientSecret: 'pi_test_000000000000000000000000_secret_00',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'No such payment intent.' });
    expect((await server.post('/api/payments/test/confirm', { cardNumber: '4242424242424242' })).body.message).toBe(
      'Failed to create payment request. Please try again.',
    );
    expect((await server.get('/api/payments/config')).body.data).toEqual({ provider: 'test', publishableKey: null, currency: 'usd' });
  });
});
