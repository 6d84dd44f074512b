import { describe, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { SYSTEM_ACTOR } from './constants.ts';
import { referralDecider } from './decide.ts';
import type { ReferralEvent } from './events.ts';
import {
  admin,
  at,
  changed,
  ids,
  inProgress,
  otherReferrer,
  paid,
  referrer,
  rejectedPaid,
  requested,
  requestedWith,
  taken,
  waiting,
} from './referral.fixtures.ts';

// Issue 17's loops, as the request's decider sees them: each timer's command names the moment its period counted
// from, and anything that happened since makes it record nothing.

const given = specFor(referralDecider);
const DAY = 24 * 60;

const paidSince = at(1);
const untakenReminded = (minutes: number, openSince = paidSince): ReferralEvent => ({
  type: 'ReferralUntakenReminded',
  data: { ...ids, openSince, afterHours: 48, at: at(minutes) },
});
const expired = (minutes: number, amountCents = 45000): ReferralEvent => ({
  type: 'ReferralStatusChanged',
  data: {
    ...ids,
    referrerId: null,
    from: 'pending',
    to: 'expired',
    by: SYSTEM_ACTOR,
    reason: 'No referrer took this request within 7 days, so it was closed and refunded in full.',
    refundDue: amountCents > 0,
    at: at(minutes),
  },
});
const takenSince = at(10);
const released = (minutes: number, silentSince = takenSince): ReferralEvent => ({
  type: 'ReferralReleased',
  data: {
    ...ids,
    referrerId: 'r1',
    referrerName: 'Riley Referrer',
    silentSince,
    reason: "Riley Referrer did not write in the chat for 7 days, so the request is open to the company's referrers again.",
    at: at(minutes),
  },
});
const waitingSince = at(20);

describe('a paid request nobody takes', () => {
  const remind = (minutes: number, openSince = paidSince) => ({ type: 'RemindUntaken' as const, openSince, afterHours: 48, now: at(minutes) });
  const expire = (minutes: number, openSince = paidSince) => ({ type: 'ExpireUntaken' as const, openSince, afterDays: 7, now: at(minutes) });

  it('reminds once at its first period', () =>
    given([requested, paid])
      .when(remind(2 * DAY))
      .then([untakenReminded(2 * DAY)]));

  it('does not remind twice for the same open spell', () =>
    given([requested, paid, untakenReminded(2 * DAY)])
      .when(remind(2 * DAY + 1))
      .then([]));

  it('closes it as expired, refunded in full, by the marketplace, when its last period ends', () =>
    given([requested, paid, untakenReminded(2 * DAY)])
      .when(expire(7 * DAY))
      .then([expired(7 * DAY)]));

  it('closes a request a coupon made free without a refund', () =>
    given([requestedWith({ amountCents: 0 }), paid])
      .when(expire(7 * DAY))
      .then([expired(7 * DAY, 0)]));

  it('records nothing once a referrer took it: the take wins', () =>
    given([requested, paid, taken(referrer, 7 * DAY - 1)])
      .when(expire(7 * DAY))
      .then([]));

  it('records nothing on an unpaid request', () =>
    given([requested])
      .when(expire(7 * DAY))
      .then([]));

  it('records nothing once decided (an admin rejected it and refunded it)', () =>
    given(rejectedPaid)
      .when(remind(2 * DAY))
      .then([]));

  it('records nothing twice: an expired request does not expire again', () =>
    given([requested, paid, expired(7 * DAY)])
      .when(expire(7 * DAY + 1))
      .then([]));

  it('counts again from its return to the pool: the timer armed at the payment is moot', () =>
    given([...inProgress, released(8 * DAY)])
      .when(expire(9 * DAY))
      .then([]));

  it('reminds and expires on the spell that began with its return to the pool', () =>
    given([...inProgress, released(8 * DAY)])
      .when(remind(10 * DAY, at(8 * DAY)))
      .then([untakenReminded(10 * DAY, at(8 * DAY))]));
});

describe('a taken request whose referrer is silent', () => {
  const remind = (minutes: number, silentSince = takenSince, referrerId = 'r1') => ({
    type: 'RemindSilentReferrer' as const,
    referrerId,
    silentSince,
    afterDays: 3,
    now: at(minutes),
  });
  const release = (minutes: number, silentSince = takenSince, referrerId = 'r1') => ({
    type: 'ReleaseToPool' as const,
    referrerId,
    silentSince,
    afterDays: 7,
    now: at(minutes),
  });
  const reminded = (minutes: number, silentSince = takenSince): ReferralEvent => ({
    type: 'ReferralSilenceReminded',
    data: { ...ids, referrerId: 'r1', referrerName: 'Riley Referrer', silentSince, afterDays: 3, at: at(minutes) },
  });

  it('reminds the referrer once for a silence', () =>
    given(inProgress)
      .when(remind(3 * DAY))
      .then([reminded(3 * DAY)]));

  it('does not remind twice for the same silence, but does for a new one', () => {
    given([...inProgress, reminded(3 * DAY)])
      .when(remind(3 * DAY + 1))
      .then([]);
    given([...inProgress, reminded(3 * DAY)])
      .when(remind(9 * DAY, at(6 * DAY)))
      .then([reminded(9 * DAY, at(6 * DAY))]);
  });

  it('puts it back in the pool with the reason, and the untaken loop starts over from there', () => {
    given(inProgress)
      .when(release(7 * DAY))
      .then([released(7 * DAY)]);
    given([...inProgress, reminded(3 * DAY)])
      .when(release(7 * DAY))
      .then([released(7 * DAY)]);
    // any referrer of the company may take it now
    given([...inProgress, released(7 * DAY)])
      .when({ type: 'ChangeStatus', actor: otherReferrer, choice: 'inProgress', reason: null, now: at(7 * DAY + 5) })
      .then([taken(otherReferrer, 7 * DAY + 5), changed('pending', 'inProgress', otherReferrer, 7 * DAY + 5, { referrerId: 'r2' })]);
  });

  it('records nothing once it waits for the seeker’s approval, is decided or has another referrer', () => {
    given(waiting)
      .when(release(7 * DAY))
      .then([]);
    given([...inProgress, changed('inProgress', 'rejected', admin, 30, { referrerId: 'r1', reason: 'Role filled', refundDue: true })])
      .when(release(7 * DAY))
      .then([]);
    given([...inProgress, released(7 * DAY)])
      .when(release(7 * DAY + 1))
      .then([]);
    given([requested, paid, taken(otherReferrer, 10)])
      .when(remind(3 * DAY))
      .then([]);
  });
});

describe('a completed request the seeker does not answer', () => {
  const remind = (minutes: number, since = waitingSince) => ({ type: 'RemindApproval' as const, waitingSince: since, daysLeft: 2, now: at(minutes) });
  const approve = (minutes: number, since = waitingSince) => ({ type: 'AutoApprove' as const, waitingSince: since, afterDays: 7, now: at(minutes) });
  const reminded = (minutes: number): ReferralEvent => ({
    type: 'ReferralApprovalReminded',
    data: { ...ids, referrerId: 'r1', waitingSince, daysLeft: 2, at: at(minutes) },
  });

  it('reminds the seeker once, and still approves it automatically after the reminder', () => {
    given(waiting)
      .when(remind(5 * DAY))
      .then([reminded(5 * DAY)]);
    given([...waiting, reminded(5 * DAY)])
      .when(remind(5 * DAY + 1))
      .then([]);
    given([...waiting, reminded(5 * DAY)])
      .when(approve(7 * DAY))
      .then([
        changed('waitingforapproval', 'approved', SYSTEM_ACTOR, 7 * DAY, {
          referrerId: 'r1',
          reason: 'Approved automatically: the seeker did not answer within 7 days of its completion.',
        }),
      ]);
  });

  it('approves it in the marketplace’s name, with the reason, so its referrer earns the credits', () =>
    given(waiting)
      .when(approve(7 * DAY))
      .then([
        changed('waitingforapproval', 'approved', SYSTEM_ACTOR, 7 * DAY, {
          referrerId: 'r1',
          reason: 'Approved automatically: the seeker did not answer within 7 days of its completion.',
        }),
      ]));

  it('records nothing once the seeker approved, or the referrer took it back and completed it again later', () => {
    given([...waiting, changed('waitingforapproval', 'approved', { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' }, 30, { referrerId: 'r1' })])
      .when(approve(7 * DAY))
      .then([]);
    given([
      ...waiting,
      changed('waitingforapproval', 'inProgress', admin, 30, { referrerId: 'r1' }),
      changed('inProgress', 'waitingforapproval', referrer, 40, { referrerId: 'r1' }),
    ])
      .when(approve(7 * DAY))
      .then([]);
  });
});
