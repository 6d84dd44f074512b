import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import {
  couponCodeDecider,
  couponCodeStream,
  couponDecider,
  couponRefusal,
  couponServices,
  couponStream,
  openTerms,
  type CouponCodeEvent,
  type CouponCommand,
  type CouponEvent,
  type CouponTerms,
} from './coupons.ts';

const given = specFor(couponDecider);
const givenCode = specFor(couponCodeDecider);
const now = '2026-11-23T09:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

const open: CouponTerms = { expiresAt: null, maxUses: null, services: ['jobReferral', 'resumeReview'] };
const created: CouponEvent = {
  type: 'CouponCreated',
  data: { couponId: 'cp-1', code: 'WELCOME10', discountPercentage: 10, active: true, ...open, at: now },
};
/** as coupons were recorded before they had terms */
const createdWithoutTerms: CouponEvent = {
  type: 'CouponCreated',
  data: { couponId: 'cp-1', code: 'WELCOME10', discountPercentage: 10, active: true, at: now },
};
const createdWith = (terms: Partial<CouponTerms>): CouponEvent => ({
  type: 'CouponCreated',
  data: { couponId: 'cp-1', code: 'WELCOME10', discountPercentage: 10, active: true, ...open, ...terms, at: now },
});
const create = (terms: CouponTerms = open): CouponCommand => ({
  type: 'CreateCoupon',
  couponId: 'cp-1',
  code: 'WELCOME10',
  discountPercentage: 10,
  terms,
  now,
});
const update = (code: string, discountPercentage: number, active: boolean, terms: Partial<CouponTerms> = {}): CouponCommand => ({
  type: 'UpdateCoupon',
  code,
  discountPercentage,
  active,
  terms,
  now: later,
});
const updated = (code: string, discountPercentage: number, active: boolean, previousCode = 'WELCOME10', terms: Partial<CouponTerms> = {}): CouponEvent => ({
  type: 'CouponUpdated',
  data: { couponId: 'cp-1', code, previousCode, discountPercentage, active, ...open, ...terms, at: later },
});
const deleted: CouponEvent = { type: 'CouponDeleted', data: { couponId: 'cp-1', code: 'WELCOME10', at: later } };
const released = (requestId: string): CouponEvent => ({ type: 'CouponUseReleased', data: { couponId: 'cp-1', code: 'WELCOME10', requestId, at: later } });
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
  it('creates an active coupon', () => given([]).when(create()).then([created]));

  it('refuses to create a coupon twice, even once it is deleted', () => {
    given([created]).when(create()).thenThrows('conflict', 'This coupon code already exists.');
    given([created, deleted]).when(create()).thenThrows('conflict', 'This coupon code already exists.');
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

  it('starts as a coupon nobody created, inactive, of the default discount, without limits and used by nobody', () =>
    expect(couponDecider.initialState()).toEqual({
      exists: false,
      deleted: false,
      couponId: '',
      code: '',
      discountPercentage: 10,
      active: false,
      expiresAt: null,
      maxUses: null,
      services: ['jobReferral', 'resumeReview'],
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

describe('a coupon’s terms: expiry, maximum uses and services (as Stripe’s promotion codes)', () => {
  const expiresAt = '2026-12-01T00:00:00.000Z';
  const limited: CouponTerms = { expiresAt, maxUses: 5, services: ['resumeReview'] };

  it('creates a coupon with its terms', () =>
    given([])
      .when(create(limited))
      .then([createdWith(limited)]));

  it('takes an expiry a moment from now, and refuses one now or past, on the expiry field', () => {
    given([])
      .when(create({ ...open, expiresAt: '2026-11-23T09:00:00.001Z' }))
      .then([createdWith({ expiresAt: '2026-11-23T09:00:00.001Z' })]);
    for (const past of [now, '2026-11-23T08:59:59.999Z'])
      given([])
        .when(create({ ...open, expiresAt: past }))
        .thenThrows('validation_failed', 'The expiry date must be in the future.');
    expect(refusalOf(couponDecider, couponDecider.initialState(), create({ ...open, expiresAt: now }))).toMatchObject({
      details: { errors: { expiresAt: 'The expiry date must be in the future.' } },
    });
  });

  it('reads a coupon recorded before coupons had terms as open: no expiry, no limit, every service', () => {
    expect(fold([createdWithoutTerms])).toMatchObject({ expiresAt: null, maxUses: null, services: ['jobReferral', 'resumeReview'] });
    given([createdWithoutTerms])
      .when(update('WELCOME10', 10, true))
      .then([]);
    given([createdWithoutTerms])
      .when(use('ref-1'))
      .then([used('ref-1')]);
  });

  it('changes the terms given, keeps those left out, and removes those set to null', () => {
    given([created])
      .when(update('WELCOME10', 10, true, limited))
      .then([updated('WELCOME10', 10, true, 'WELCOME10', limited)]);
    given([createdWith(limited)])
      .when(update('WELCOME10', 10, true, { maxUses: 8 }))
      .then([updated('WELCOME10', 10, true, 'WELCOME10', { ...limited, maxUses: 8 })]);
    given([createdWith(limited)])
      .when(update('WELCOME10', 10, true, { expiresAt: null, maxUses: null }))
      .then([updated('WELCOME10', 10, true, 'WELCOME10', { services: ['resumeReview'] })]);
    given([createdWith(limited)])
      .when(update('WELCOME10', 10, true, { services: ['jobReferral', 'resumeReview'] }))
      .then([updated('WELCOME10', 10, true, 'WELCOME10', { expiresAt, maxUses: 5 })]);
    given([createdWith(limited), updated('SPRING', 25, false, 'WELCOME10', { ...limited, maxUses: 9 })])
      .when(update('SPRING', 25, false))
      .then([]);
  });

  it.each<[string, Partial<CouponTerms>]>([
    ['the expiry', { expiresAt: '2026-12-02T00:00:00.000Z' }],
    ['no expiry', { expiresAt: null }],
    ['the maximum', { maxUses: 6 }],
    ['no maximum', { maxUses: null }],
    ['the services', { services: ['jobReferral'] }],
  ])('records a change of %s alone', (_what, terms) =>
    given([createdWith(limited)])
      .when(update('WELCOME10', 10, true, terms))
      .then([updated('WELCOME10', 10, true, 'WELCOME10', { ...limited, ...terms })]),
  );

  it('records nothing when the terms are given as they are', () =>
    given([createdWith(limited)])
      .when(update('WELCOME10', 10, true, limited))
      .then([]));

  it('refuses to move the expiry to now or the past, yet lets an expired coupon keep its expiry while the rest changes', () => {
    given([created])
      .when(update('WELCOME10', 10, true, { expiresAt: later }))
      .thenThrows('validation_failed', 'The expiry date must be in the future.');
    given([created])
      .when(update('WELCOME10', 10, true, { expiresAt: '2026-11-23T10:00:00.001Z' }))
      .then([updated('WELCOME10', 10, true, 'WELCOME10', { expiresAt: '2026-11-23T10:00:00.001Z' })]);
    given([createdWith({ expiresAt: '2026-11-23T09:30:00.000Z' })])
      .when(update('WELCOME10', 20, true))
      .then([updated('WELCOME10', 20, true, 'WELCOME10', { expiresAt: '2026-11-23T09:30:00.000Z' })]);
    given([createdWith({ expiresAt: '2026-11-23T09:30:00.000Z' })])
      .when(update('WELCOME10', 20, true, { expiresAt: '2026-11-23T09:30:00.000Z' }))
      .then([updated('WELCOME10', 20, true, 'WELCOME10', { expiresAt: '2026-11-23T09:30:00.000Z' })]);
    expect(refusalOf(couponDecider, fold([created]), update('WELCOME10', 10, true, { expiresAt: later }))).toMatchObject({
      details: { errors: { expiresAt: 'The expiry date must be in the future.' } },
    });
  });

  it('refuses a use at or after its expiry, and takes one a moment before', () => {
    const expiring = [createdWith({ expiresAt: later })];
    given(expiring)
      .when({ type: 'UseCoupon', service: 'jobReferral', requestId: 'ref-1', now: '2026-11-23T09:59:59.999Z' })
      .then([
        {
          type: 'CouponUsed',
          data: { couponId: 'cp-1', code: 'WELCOME10', service: 'jobReferral', requestId: 'ref-1', discountPercentage: 10, at: '2026-11-23T09:59:59.999Z' },
        },
      ]);
    given(expiring).when(use('ref-1')).thenThrows('validation_failed', 'This coupon has expired.');
    given(expiring)
      .when({ type: 'UseCoupon', service: 'jobReferral', requestId: 'ref-1', now: '2026-11-24T00:00:00.000Z' })
      .thenThrows('validation_failed', 'This coupon has expired.');
  });

  it('refuses a use for a service it does not apply to', () => {
    given([createdWith({ services: ['resumeReview'] })])
      .when(use('ref-1'))
      .thenThrows('validation_failed', 'This coupon does not apply to this service.');
    given([createdWith({ services: ['resumeReview'] })])
      .when({ type: 'UseCoupon', service: 'resumeReview', requestId: 'rev-1', now: later })
      .then([
        { type: 'CouponUsed', data: { couponId: 'cp-1', code: 'WELCOME10', service: 'resumeReview', requestId: 'rev-1', discountPercentage: 10, at: later } },
      ]);
  });

  it('takes uses up to its maximum and refuses the next, on the coupon field', () => {
    const twice = [createdWith({ maxUses: 2 })];
    given(twice)
      .when(use('ref-2'))
      .then([used('ref-2')]);
    given([...twice, used('ref-1')])
      .when(use('ref-2'))
      .then([used('ref-2')]);
    given([...twice, used('ref-1'), used('ref-2')])
      .when(use('ref-3'))
      .thenThrows('validation_failed', 'This coupon has been used the maximum number of times.');
    expect(refusalOf(couponDecider, fold([...twice, used('ref-1'), used('ref-2')]), use('ref-3'))).toMatchObject({
      details: { errors: { couponCode: 'This coupon has been used the maximum number of times.' } },
    });
  });

  it('counts a use given back as no use', () =>
    given([createdWith({ maxUses: 1 }), used('ref-1'), released('ref-1')])
      .when(use('ref-2'))
      .then([used('ref-2')]));

  it('lets a request that holds a use apply it again, even once the coupon is used up or switched off', () => {
    given([createdWith({ maxUses: 1 }), used('ref-1')])
      .when(use('ref-1'))
      .then([]);
    given([created, used('ref-1'), updated('WELCOME10', 10, false)])
      .when(use('ref-1'))
      .then([]);
  });
});

describe('giving a use back', () => {
  const release = (requestId: string): CouponCommand => ({ type: 'ReleaseCouponUse', requestId, now: later });

  it('gives back the use a request holds, once', () => {
    given([created, used('ref-1'), used('ref-2')])
      .when(release('ref-1'))
      .then([released('ref-1')]);
    given([created, used('ref-1'), released('ref-1')])
      .when(release('ref-1'))
      .then([]);
    expect(fold([created, used('ref-1'), used('ref-2'), released('ref-1')]).usedFor).toEqual(['ref-2']);
  });

  it('gives nothing back for a request that holds no use, or a coupon that never was', () => {
    given([created, used('ref-2')])
      .when(release('ref-1'))
      .then([]);
    given([]).when(release('ref-1')).then([]);
  });

  it('gives a use back whatever became of the coupon since, under its current code', () => {
    given([created, used('ref-1'), deleted])
      .when(release('ref-1'))
      .then([released('ref-1')]);
    given([created, used('ref-1'), updated('SPRING', 10, false)])
      .when(release('ref-1'))
      .then([{ type: 'CouponUseReleased', data: { couponId: 'cp-1', code: 'SPRING', requestId: 'ref-1', at: later } }]);
  });

  it('lets the request use it again once given back', () =>
    given([created, used('ref-1'), released('ref-1')])
      .when(use('ref-1'))
      .then([used('ref-1')]));
});

describe('couponRefusal (what a checkout is told, shared by the check of a code and the use)', () => {
  const terms = { active: true, ...open };
  it('lets an active open coupon be used', () => expect(couponRefusal(terms, 1000, 'jobReferral', now)).toBeNull());

  it('says first that it is not valid when it is switched off, whatever else is wrong', () =>
    expect(couponRefusal({ active: false, expiresAt: now, maxUses: 1, services: ['resumeReview'] }, 1, 'jobReferral', later)).toBe(
      'This coupon code is not valid.',
    ));

  it('then that it expired, then that it is for another service, then that it is used up', () => {
    const all = { active: true, expiresAt: now, maxUses: 1, services: ['resumeReview' as const] };
    expect(couponRefusal(all, 1, 'jobReferral', later)).toBe('This coupon has expired.');
    expect(couponRefusal({ ...all, expiresAt: null }, 1, 'jobReferral', later)).toBe('This coupon does not apply to this service.');
    expect(couponRefusal({ ...all, expiresAt: null }, 1, 'resumeReview', later)).toBe('This coupon has been used the maximum number of times.');
    expect(couponRefusal({ ...all, expiresAt: null }, 0, 'resumeReview', later)).toBeNull();
    expect(couponRefusal({ ...all, expiresAt: later }, 0, 'resumeReview', now)).toBeNull();
  });

  it('applies to both services unless told otherwise, and no terms are shared between coupons', () => {
    expect(couponServices).toEqual(['jobReferral', 'resumeReview']);
    expect(openTerms()).toEqual(open);
    const first = openTerms();
    first.services.push('jobReferral');
    expect(openTerms().services).toEqual(['jobReferral', 'resumeReview']);
    expect(couponServices).toEqual(['jobReferral', 'resumeReview']);
  });
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
