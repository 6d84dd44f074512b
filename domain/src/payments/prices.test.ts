import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import {
  appConfigDecider,
  appConfigStream,
  appConfigUpdateSchema,
  chargeInCents,
  isPriceKey,
  MIN_PRICE,
  priceDescriptions,
  priceIn,
  priceKeyOf,
  type AppConfigEvent,
} from './prices.ts';

describe('priceIn (spec 001 §9: a price that is missing, zero or not a number reads as its fallback)', () => {
  it('reads a stored price in dollars, as a number or as text', () => {
    expect(priceIn('jobReferralAmount', 450)).toBe(450);
    expect(priceIn('resumeReviewAmount', 0.5)).toBe(0.5);
    expect(priceIn('jobReferralAmount', '450')).toBe(450);
    expect(priceIn('resumeReviewAmount', ' 19.99 ')).toBe(19.99);
  });

  it.each([undefined, null, 0, -20, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '0', '-5', {}])(
    'falls back to 500 dollars for a job referral and 306 for a review when it reads %j',
    (value) => {
      expect(priceIn('jobReferralAmount', value)).toBe(500);
      expect(priceIn('resumeReviewAmount', value)).toBe(306);
    },
  );
});

describe('chargeInCents (spec 001 §9: the provider takes the amount × 100)', () => {
  it('charges the price in cents without a coupon', () => {
    expect(chargeInCents(500, null)).toBe(50000);
    expect(chargeInCents(19.99, null)).toBe(1999);
    expect(chargeInCents(0.015, null)).toBe(2);
  });

  it('takes the discount off, rounded to the cent', () => {
    expect(chargeInCents(500, 10)).toBe(45000);
    expect(chargeInCents(306, 15)).toBe(26010);
    expect(chargeInCents(19.99, 10)).toBe(1799);
    expect(chargeInCents(19.99, 50)).toBe(1000);
    expect(chargeInCents(500, 100)).toBe(0);
    expect(chargeInCents(500, 0)).toBe(50000);
  });
});

describe('the price settings', () => {
  it('names the setting of each paid service', () => {
    expect(priceKeyOf).toEqual({ jobReferral: 'jobReferralAmount', resumeReview: 'resumeReviewAmount' });
    expect(isPriceKey('jobReferralAmount')).toBe(true);
    expect(isPriceKey('resumeReviewAmount')).toBe(true);
    expect(isPriceKey('siteName')).toBe(false);
  });

  it('describes each price as the admin page shows it', () =>
    expect(priceDescriptions).toEqual({
      jobReferralAmount: 'Price of a job referral request, in dollars',
      resumeReviewAmount: 'Price of a resume and cover letter review, in dollars',
    }));
});

describe('appConfigDecider', () => {
  const given = specFor(appConfigDecider);
  const now = '2026-11-23T09:00:00.000Z';
  const set = (value: number, description = 'Price of a job referral request, in dollars') => ({
    type: 'SetAppConfig' as const,
    key: 'jobReferralAmount' as const,
    value,
    description,
    now,
  });
  const changed = (value: number, description = 'Price of a job referral request, in dollars'): AppConfigEvent => ({
    type: 'AppConfigChanged',
    data: { key: 'jobReferralAmount', value, description, category: 'payment', at: now },
  });

  it('records a first price as a payment setting', () =>
    given([])
      .when(set(450))
      .then([changed(450)]));

  it('records nothing when the price and its description are as they are', () =>
    given([changed(450)])
      .when(set(450))
      .then([]));

  it('records a new price, or a new description', () => {
    given([changed(450)])
      .when(set(500))
      .then([changed(500)]);
    given([changed(450)])
      .when(set(450, 'Referral price'))
      .then([changed(450, 'Referral price')]);
  });

  it('knows no value before the first is set', () => expect(appConfigDecider.initialState()).toEqual({ value: null, description: '' }));

  it('keeps each setting in a stream of its own', () => expect(appConfigStream('jobReferralAmount')).toBe('app-config-jobReferralAmount'));
});

describe('appConfigUpdateSchema', () => {
  const parse = (configs: unknown) => appConfigUpdateSchema.safeParse({ configs });
  const messagesOf = (configs: unknown) => parse(configs).error?.issues.map(({ path, message }) => ({ path, message }));

  it('takes a price for each key, with an optional description and category', () =>
    expect(
      appConfigUpdateSchema.parse({
        configs: [
          { key: 'jobReferralAmount', value: 450.05, description: '  Referral price ', category: 'payment' },
          { key: 'resumeReviewAmount', value: 19.99, description: ' Review price  ', category: 'payment' },
        ],
      }),
    ).toEqual({
      configs: [
        { key: 'jobReferralAmount', value: 450.05, description: 'Referral price', category: 'payment' },
        { key: 'resumeReviewAmount', value: 19.99, description: 'Review price', category: 'payment' },
      ],
    }));

  it('takes a price from A$0.50 to A$100,000, in dollars and cents', () => {
    const valueOf = (value: number) => appConfigUpdateSchema.parse({ configs: [{ key: 'jobReferralAmount', value }] }).configs[0]?.value;
    expect(valueOf(100000)).toBe(100000);
    expect(valueOf(0.5)).toBe(0.5);
    expect(valueOf(0.51)).toBe(0.51);
    expect(valueOf(19.99)).toBe(19.99);
    expect(valueOf(1.1)).toBe(1.1);
    expect(valueOf(99999.99)).toBe(99999.99);
    expect(MIN_PRICE).toBe(0.5);
  });

  // a number is a JSON number: no text, no list, nothing read as a number by coercion, and never more than the cents
  it.each([
    0,
    -1,
    0.004,
    0.49,
    0.499,
    19.999,
    249.999,
    100000.01,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    'abc',
    '',
    '5',
    '1e3',
    '0x10',
    [5],
    true,
    null,
    undefined,
  ])('refuses the price %j with the message of its key', (value) => {
    expect(messagesOf([{ key: 'jobReferralAmount', value }])).toEqual([
      { path: ['configs', 0, 'value'], message: 'Job referral amount must be a valid positive number' },
    ]);
    expect(messagesOf([{ key: 'resumeReviewAmount', value }])).toEqual([
      { path: ['configs', 0, 'value'], message: 'Resume review amount must be a valid positive number' },
    ]);
  });

  it('refuses a key that is no setting, and a list without any', () => {
    expect(messagesOf([{ key: 'siteName', value: 5 }])).toEqual([{ path: ['configs', 0, 'key'], message: 'There is no setting with this key.' }]);
    expect(messagesOf([])).toEqual([{ path: ['configs'], message: 'There is no setting with this key.' }]);
  });

  it('refuses more settings than there are prices, another category, and a description past 200 characters', () => {
    expect(parse([1, 2, 3].map(() => ({ key: 'jobReferralAmount', value: 5 }))).success).toBe(false);
    expect(parse([{ key: 'jobReferralAmount', value: 5, category: 'site' }]).success).toBe(false);
    expect(parse([{ key: 'resumeReviewAmount', value: 5, category: 'site' }]).success).toBe(false);
    expect(parse([{ key: 'jobReferralAmount', value: 5, description: 'x'.repeat(200) }]).success).toBe(true);
    expect(parse([{ key: 'jobReferralAmount', value: 5, description: 'x'.repeat(201) }]).success).toBe(false);
    expect(parse([{ key: 'resumeReviewAmount', value: 5, description: 'x'.repeat(200) }]).success).toBe(true);
    expect(parse([{ key: 'resumeReviewAmount', value: 5, description: 'x'.repeat(201) }]).success).toBe(false);
  });
});
