import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { couponCodeDecider, couponCodeStream, couponDecider, couponStream, type CouponCodeEvent, type CouponCommand, type CouponEvent } from './coupons.ts';

const given = specFor(couponDecider);
const givenCode = specFor(couponCodeDecider);
const now = '2026-11-23T09:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

const created: CouponEvent = { type: 'CouponCreated', data: { couponId: 'cp-1', code: 'WELCOME10', discountPercentage: 10, active: true, at: now } };
const update = (code: string, discountPercentage: number, active: boolean): CouponCommand => ({
  type: 'UpdateCoupon',
  code,
  discountPercentage,
  active,
  now: later,
});
const updated = (code: string, discountPercentage: number, active: boolean, previousCode = 'WELCOME10'): CouponEvent => ({
  type: 'CouponUpdated',
  data: { couponId: 'cp-1', code, previousCode, discountPercentage, active, at: later },
});
const deleted: CouponEvent = { type: 'CouponDeleted', data: { couponId: 'cp-1', code: 'WELCOME10', at: later } };
const use = (requestId: string): CouponCommand => ({ type: 'UseCoupon', service: 'jobReferral', requestId, now: later });
const used = (requestId: string, discountPercentage = 10, code = 'WELCOME10'): CouponEvent => ({
  type: 'CouponUsed',
  data: { couponId: 'cp-1', code, service: 'jobReferral', requestId, discountPercentage, at: later },
});

/** The refusal deciding `command` on `events` throws, as the server sees it. */
const refusalOf = <C, E>(decider: { decide: (command: C, state: never) => E[] }, state: unknown, command: C) => {
  try {
    decider.decide(command, state as never);
  } catch (error) {
    return error;
  }
  return undefined;
};
const fold = (events: CouponEvent[]) => events.reduce(couponDecider.evolve, couponDecider.initialState());

describe('creating, updating and deleting a coupon', () => {
  it('creates an active coupon', () =>
    given([]).when({ type: 'CreateCoupon', couponId: 'cp-1', code: 'WELCOME10', discountPercentage: 10, now }).then([created]));

  it('refuses to create a coupon twice, even once it is deleted', () => {
    given([created])
      .when({ type: 'CreateCoupon', couponId: 'cp-1', code: 'WELCOME10', discountPercentage: 10, now })
      .thenThrows('conflict', 'This coupon code already exists.');
    given([created, deleted])
      .when({ type: 'CreateCoupon', couponId: 'cp-1', code: 'WELCOME10', discountPercentage: 10, now })
      .thenThrows('conflict', 'This coupon code already exists.');
  });

  it('records a change of its code, its discount or whether it is active, with the code it had', () => {
    given([created])
      .when(update('WELCOME20', 10, true))
      .then([updated('WELCOME20', 10, true)]);
    given([created])
      .when(update('WELCOME10', 20, true))
      .then([updated('WELCOME10', 20, true)]);
    given([created])
      .when(update('WELCOME10', 10, false))
      .then([updated('WELCOME10', 10, false)]);
    given([created, updated('WELCOME20', 10, true)])
      .when(update('WELCOME30', 10, true))
      .then([updated('WELCOME30', 10, true, 'WELCOME20')]);
  });

  it('records nothing when nothing changed', () => {
    given([created])
      .when(update('WELCOME10', 10, true))
      .then([]);
    given([created, updated('SPRING', 25, false)])
      .when(update('SPRING', 25, false))
      .then([]);
  });

  it('deletes it under its current code', () => {
    given([created]).when({ type: 'DeleteCoupon', now: later }).then([deleted]);
    given([created, updated('SPRING', 25, true)])
      .when({ type: 'DeleteCoupon', now: later })
      .then([{ type: 'CouponDeleted', data: { couponId: 'cp-1', code: 'SPRING', at: later } }]);
  });

  it.each<[string, CouponCommand]>([
    ['update', update('WELCOME20', 10, true)],
    ['delete', { type: 'DeleteCoupon', now: later }],
    ['use', use('ref-1')],
  ])('refuses to %s a coupon that does not exist, or is deleted', (_action, command) => {
    given([]).when(command).thenThrows('not_found', 'This coupon does not exist.');
    given([created, deleted]).when(command).thenThrows('not_found', 'This coupon does not exist.');
  });

  it('keeps each coupon in a stream of its own', () => expect(couponStream('cp-1')).toBe('coupon-cp-1'));

  it('starts as a coupon nobody created, inactive, of the default discount and used by nobody', () =>
    expect(couponDecider.initialState()).toEqual({
      exists: false,
      deleted: false,
      couponId: '',
      code: '',
      discountPercentage: 10,
      active: false,
      usedFor: [],
    }));
});

describe('using a coupon', () => {
  it('records a checkout that applies it, with the discount given then', () => {
    given([created])
      .when(use('ref-1'))
      .then([used('ref-1')]);
    given([created, updated('WELCOME10', 25, true)])
      .when(use('ref-1'))
      .then([used('ref-1', 25)]);
  });

  it('counts a second use by the same request as one use', () =>
    given([created, used('ref-1')])
      .when(use('ref-1'))
      .then([]));

  it('is used by each request once', () =>
    given([created, used('ref-1')])
      .when(use('ref-2'))
      .then([used('ref-2')]));

  it('refuses an inactive coupon as not valid, on the coupon field', () => {
    const inactive = [created, updated('WELCOME10', 10, false)];
    given(inactive).when(use('ref-1')).thenThrows('validation_failed', 'This coupon code is not valid.');
    expect(refusalOf(couponDecider, fold(inactive), use('ref-1'))).toMatchObject({
      details: { errors: { couponCode: 'This coupon code is not valid.' } },
    });
  });

  it('takes it again once it is active again', () =>
    given([created, updated('WELCOME10', 10, false), updated('WELCOME10', 10, true)])
      .when(use('ref-1'))
      .then([used('ref-1')]));
});

describe('coupon codes: one coupon per code', () => {
  const claim = (couponId: string) => ({ type: 'ClaimCouponCode' as const, code: 'WELCOME10', couponId, now });
  const release = (couponId: string) => ({ type: 'ReleaseCouponCode' as const, code: 'WELCOME10', couponId, now: later });
  const claimed = (couponId: string): CouponCodeEvent => ({ type: 'CouponCodeClaimed', data: { code: 'WELCOME10', couponId, at: now } });
  const released = (couponId: string): CouponCodeEvent => ({ type: 'CouponCodeReleased', data: { code: 'WELCOME10', couponId, at: later } });

  it('gives a free code to the coupon that claims it, once', () => {
    givenCode([])
      .when(claim('cp-1'))
      .then([claimed('cp-1')]);
    givenCode([claimed('cp-1')])
      .when(claim('cp-1'))
      .then([]);
  });

  it('refuses the code to another coupon, on the code field', () => {
    givenCode([claimed('cp-1')])
      .when(claim('cp-2'))
      .thenThrows('conflict', 'This coupon code already exists.');
    expect(refusalOf(couponCodeDecider, { holder: 'cp-1' }, claim('cp-2'))).toMatchObject({
      details: { errors: { code: 'This coupon code already exists.' } },
    });
  });

  it('frees the code when its holder releases it, and only then', () => {
    givenCode([claimed('cp-1')])
      .when(release('cp-1'))
      .then([released('cp-1')]);
    givenCode([claimed('cp-1')])
      .when(release('cp-2'))
      .then([]);
    givenCode([]).when(release('cp-1')).then([]);
    givenCode([claimed('cp-1'), released('cp-1')])
      .when(claim('cp-2'))
      .then([claimed('cp-2')]);
  });

  it('keeps a code in one stream whatever the case it is typed in', () => expect(couponCodeStream('Welcome10')).toBe('coupon-code-WELCOME10'));
});
