import { describe, expect, it } from 'vitest';
import { couponCheckSchema, couponCreateSchema, couponGenerateSchema, couponUpdateSchema, generatedCouponCode } from './coupons.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The field errors a refusal shows, the first of each field, as the server turns them into a problem's errors. */
const issues = (result: Parsed) =>
  result.error?.issues
    .filter((issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index)
    .map(({ path, message }) => ({ path, message }));

describe('couponCreateSchema and couponUpdateSchema (spec 001 §5)', () => {
  const parse = (changes: Record<string, unknown>) => couponCreateSchema.safeParse({ code: 'WELCOME10', discountPercentage: 10, ...changes });

  const open = { expiresAt: null, maxUses: null, services: ['jobReferral', 'resumeReview'] };

  it('reads the code in capitals, trimmed; without terms the coupon has no expiry, no limit and applies to every service', () =>
    expect(couponCreateSchema.parse({ code: ' welcome-10_a ', discountPercentage: 15 })).toEqual({ code: 'WELCOME-10_A', discountPercentage: 15, ...open }));

  it('needs a code', () => {
    expect(issues(parse({ code: undefined }))).toEqual([{ path: ['code'], message: 'Coupon code is required.' }]);
    expect(issues(parse({ code: '   ' }))).toEqual([{ path: ['code'], message: 'Coupon code is required.' }]);
  });

  it('takes codes of 3 to 32 letters, digits, - or _', () => {
    expect(parse({ code: 'abc' }).success).toBe(true);
    expect(parse({ code: 'A'.repeat(32) }).success).toBe(true);
    expect(parse({ code: 'Z9-_z' }).success).toBe(true);
  });

  it.each(['ab', 'A'.repeat(33), 'WEL COME', 'WELCOME!', 'CAFÉ10', 'x ab', 'ab x'])('refuses the code %j', (code) =>
    expect(issues(parse({ code }))).toEqual([{ path: ['code'], message: 'Coupon codes use 3 to 32 letters, digits, - or _.' }]),
  );

  it('takes a discount from 1 to 100', () => {
    expect(couponCreateSchema.parse({ code: 'ABC', discountPercentage: 1 }).discountPercentage).toBe(1);
    expect(couponCreateSchema.parse({ code: 'ABC', discountPercentage: 100 }).discountPercentage).toBe(100);
  });

  it.each([0, 101, 12.5, 'ten', undefined, -10, '15', '0x10', '1e1', [15], null, true])('refuses the discount %j', (discountPercentage) =>
    expect(issues(parse({ discountPercentage }))).toEqual([{ path: ['discountPercentage'], message: 'Discount must be a whole number from 1 to 100.' }]),
  );

  it('updates with whether it is active, which must be true or false', () => {
    expect(couponUpdateSchema.parse({ code: 'spring', discountPercentage: 25, active: false })).toStrictEqual({
      code: 'SPRING',
      discountPercentage: 25,
      active: false,
    });
    expect(issues(couponUpdateSchema.safeParse({ code: 'spring', discountPercentage: 25, active: 'yes' }))).toEqual([
      { path: ['active'], message: 'Active must be true or false.' },
    ]);
  });
});

describe('a coupon’s terms in the create and update schemas', () => {
  const base = { code: 'WELCOME10', discountPercentage: 10 };
  const create = (terms: Record<string, unknown>) => couponCreateSchema.safeParse({ ...base, ...terms });
  const update = (terms: Record<string, unknown>) => couponUpdateSchema.safeParse({ ...base, active: true, ...terms });

  it('takes an expiry as an instant with its offset, kept in UTC, or null for none', () => {
    expect(couponCreateSchema.parse({ ...base, expiresAt: '2026-12-01T00:00:00+11:00' }).expiresAt).toBe('2026-11-30T13:00:00.000Z');
    expect(couponCreateSchema.parse({ ...base, expiresAt: '2026-12-01T00:00:00.000Z' }).expiresAt).toBe('2026-12-01T00:00:00.000Z');
    expect(couponCreateSchema.parse({ ...base, expiresAt: null }).expiresAt).toBeNull();
  });

  it.each(['2026-12-01', 'tomorrow', '', '2026-13-01T00:00:00Z', '2026-12-01T00:00:00', 1764547200000, [], true])('refuses the expiry %j', (expiresAt) => {
    expect(issues(create({ expiresAt }))).toEqual([{ path: ['expiresAt'], message: 'Enter the expiry as a date.' }]);
    expect(issues(update({ expiresAt }))).toEqual([{ path: ['expiresAt'], message: 'Enter the expiry as a date.' }]);
  });

  it('takes a maximum of 1 to 1,000,000 uses, or null for no limit', () => {
    expect(couponCreateSchema.parse({ ...base, maxUses: 1 }).maxUses).toBe(1);
    expect(couponCreateSchema.parse({ ...base, maxUses: 1_000_000 }).maxUses).toBe(1_000_000);
    expect(couponCreateSchema.parse({ ...base, maxUses: null }).maxUses).toBeNull();
  });

  it.each([0, -1, 1.5, 1_000_001, '5', '0x10', '1e3', [5], true])('refuses %j as the maximum uses', (maxUses) => {
    expect(issues(create({ maxUses }))).toEqual([{ path: ['maxUses'], message: 'Maximum uses must be a whole number from 1 to 1,000,000.' }]);
    expect(issues(update({ maxUses }))).toEqual([{ path: ['maxUses'], message: 'Maximum uses must be a whole number from 1 to 1,000,000.' }]);
  });

  it('takes the services it applies to, each once, in the order they are shown', () => {
    expect(couponCreateSchema.parse({ ...base, services: ['resumeReview'] }).services).toEqual(['resumeReview']);
    expect(couponCreateSchema.parse({ ...base, services: ['resumeReview', 'jobReferral', 'resumeReview'] }).services).toEqual(['jobReferral', 'resumeReview']);
    expect(couponUpdateSchema.parse({ ...base, active: true, services: ['jobReferral'] }).services).toEqual(['jobReferral']);
  });

  it.each([[], ['coaching'], 'jobReferral', null, [1]])('refuses the services %j, on the services field', (services) => {
    const field = (result: Parsed) => issues(result)?.map(({ path, message }) => ({ field: path[0], message }));
    expect(field(create({ services }))).toEqual([{ field: 'services', message: 'Choose at least one service: job referral or resume review.' }]);
    expect(field(update({ services }))).toEqual([{ field: 'services', message: 'Choose at least one service: job referral or resume review.' }]);
  });

  it('leaves the terms out of an update that does not name them, and passes null on to remove one', () => {
    expect(couponUpdateSchema.parse({ ...base, active: true })).toStrictEqual({ ...base, active: true });
    expect(couponUpdateSchema.parse({ ...base, active: true, expiresAt: null, maxUses: null })).toStrictEqual({
      ...base,
      active: true,
      expiresAt: null,
      maxUses: null,
    });
    expect(couponUpdateSchema.parse({ ...base, active: true, maxUses: 7, expiresAt: '2026-12-01T00:00:00Z' })).toStrictEqual({
      ...base,
      active: true,
      maxUses: 7,
      expiresAt: '2026-12-01T00:00:00.000Z',
    });
  });
});

describe('couponGenerateSchema and couponCheckSchema', () => {
  it('generates a coupon of 10% unless told otherwise', () => {
    expect(couponGenerateSchema.parse({})).toEqual({ discountPercentage: 10, expiresAt: null, maxUses: null, services: ['jobReferral', 'resumeReview'] });
    expect(couponGenerateSchema.parse({ discountPercentage: 25, maxUses: 3 })).toEqual({
      discountPercentage: 25,
      expiresAt: null,
      maxUses: 3,
      services: ['jobReferral', 'resumeReview'],
    });
    expect(issues(couponGenerateSchema.safeParse({ discountPercentage: '25' }))).toEqual([
      { path: ['discountPercentage'], message: 'Discount must be a whole number from 1 to 100.' },
    ]);
    expect(issues(couponGenerateSchema.safeParse({ maxUses: 0 }))).toEqual([
      { path: ['maxUses'], message: 'Maximum uses must be a whole number from 1 to 1,000,000.' },
    ]);
    expect(issues(couponGenerateSchema.safeParse({ discountPercentage: 0 }))).toEqual([
      { path: ['discountPercentage'], message: 'Discount must be a whole number from 1 to 100.' },
    ]);
  });

  it('checks a code in capitals, for a job referral unless told otherwise', () => {
    expect(couponCheckSchema.parse({ code: ' welcome10 ' })).toEqual({ code: 'WELCOME10', service: 'jobReferral' });
    expect(couponCheckSchema.parse({ code: 'welcome10', service: 'resumeReview' })).toEqual({ code: 'WELCOME10', service: 'resumeReview' });
    expect(couponCheckSchema.parse({ code: 'welcome10', service: 'jobReferral' })).toEqual({ code: 'WELCOME10', service: 'jobReferral' });
    expect(couponCheckSchema.parse({ code: 'A'.repeat(32) }).code).toBe('A'.repeat(32));
  });

  it.each([undefined, '', '   ', 'A'.repeat(33)])('answers the code %j as not valid', (code) =>
    expect(issues(couponCheckSchema.safeParse({ code }))).toEqual([{ path: ['code'], message: 'This coupon code is not valid.' }]),
  );

  it('checks a coupon for a paid service only', () => expect(couponCheckSchema.safeParse({ code: 'WELCOME10', service: 'coaching' }).success).toBe(false));
});

describe('generatedCouponCode', () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  /** a source that gives 0, 1/n, 2/n, … in turn */
  const steps = (n: number) => {
    let i = 0;
    return () => (i++ % n) / n;
  };

  it('draws 8 characters by default', () => expect(generatedCouponCode(() => 0)).toBe('AAAAAAAA'));

  it('draws as many characters as asked', () => expect(generatedCouponCode(() => 0.999, 12)).toBe('999999999999'));

  it('draws from letters and digits that do not look alike: no 0, O, 1 or I', () => {
    const every = generatedCouponCode(steps(32), 32);
    expect(every).toBe(alphabet);
    expect(every).not.toMatch(/[0O1I]/);
  });

  it('still gives a code of the length asked for from a source that breaks its range', () => expect(generatedCouponCode(() => 1, 4)).toBe('XXXX'));
});
