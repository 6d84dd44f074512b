import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { referralQuotaDecider, referralQuotaStream, type ReferralQuotaEvent } from './quota.ts';

const given = specFor(referralQuotaDecider);
const now = '2026-11-23T09:00:00.000Z';
/** `ms` milliseconds before now */
const before = (ms: number) => new Date(Date.parse(now) - ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const slot = (referralId: string, companyId: string, at: string): ReferralQuotaEvent => ({
  type: 'ReferralSlotTaken',
  data: { seekerId: 's1', referralId, companyId, at },
});
const take = (log: { made?: string[]; openCompanies?: string[] } = {}, companyId = 'c1') => ({
  type: 'TakeSlot' as const,
  seekerId: 's1',
  referralId: 'ref-new',
  companyId,
  madeReferralIds: log.made ?? [],
  openCompanyIds: log.openCompanies ?? [],
  now,
});
const taken = (companyId = 'c1') => [slot('ref-new', companyId, now)];
const activeForCompany = 'You already have an active referral request for this company.';
const dailyLimit = 'You can make at most 10 referral requests a day. Please try again tomorrow.';

describe('one open request per company', () => {
  it('takes a slot for a first request', () => given([]).when(take()).then(taken()));

  it('refuses a second request for a company while the first is open', () =>
    given([slot('ref-1', 'c1', before(DAY * 3))])
      .when(take({ made: ['ref-1'], openCompanies: ['c1'] }))
      .thenThrows('conflict', activeForCompany));

  it('refuses it for an open request the quota holds no slot of', () =>
    given([])
      .when(take({ openCompanies: ['c2', 'c1'] }))
      .thenThrows('conflict', activeForCompany));

  it('takes a request for a company once the one before is approved or rejected', () =>
    given([slot('ref-1', 'c1', before(5 * MINUTE))])
      .when(take({ made: ['ref-1'] }))
      .then(taken()));

  it('takes a request for another company while one is open', () =>
    given([slot('ref-1', 'c2', before(5 * MINUTE))])
      .when(take({ made: ['ref-1'], openCompanies: ['c2'] }))
      .then(taken()));

  it('holds the company for 10 minutes for a request still being made', () => {
    given([slot('ref-1', 'c1', before(10 * MINUTE - 1))])
      .when(take())
      .thenThrows('conflict', activeForCompany);
    given([slot('ref-1', 'c1', before(0))])
      .when(take())
      .thenThrows('conflict', activeForCompany);
  });

  it('frees the company of an attempt never made after 10 minutes', () =>
    given([slot('ref-1', 'c1', before(10 * MINUTE))])
      .when(take())
      .then(taken()));

  it('looks at every slot of the company, not only the first', () =>
    given([slot('ref-1', 'c1', before(DAY)), slot('ref-2', 'c1', before(MINUTE))])
      .when(take({ made: ['ref-1'] }))
      .thenThrows('conflict', activeForCompany));
});

describe('at most 10 requests over a rolling 24 hours', () => {
  const slots = (count: number, oldest: number) => Array.from({ length: count }, (_, n) => slot(`ref-${n}`, `c-${n}`, before(n === 0 ? oldest : n * MINUTE)));
  const closed = (count: number) => ({ made: Array.from({ length: count }, (_, n) => `ref-${n}`) });

  it('takes the tenth request of a day', () =>
    given(slots(9, 20 * MINUTE))
      .when(take(closed(9)))
      .then(taken()));

  it('refuses the eleventh, as rate limited', () =>
    given(slots(10, DAY - 1))
      .when(take(closed(10)))
      .thenThrows('rate_limited', dailyLimit));

  it('counts requests that were abandoned too', () =>
    given(slots(10, 20 * MINUTE))
      .when(take())
      .thenThrows('rate_limited', dailyLimit));

  it('takes a request again once the oldest of the ten is 24 hours old', () =>
    given(slots(10, DAY))
      .when(take(closed(10)))
      .then(taken()));
});

describe('the quota', () => {
  it('holds no slot for a seeker who never asked', () => expect(referralQuotaDecider.initialState()).toEqual({ slots: [] }));

  it('is kept in a stream of its own for each seeker', () => {
    expect(referralQuotaStream('s1')).toBe('referral-quota-s1');
    expect(referralQuotaStream('s2')).toBe('referral-quota-s2');
  });
});
