import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import type { ReferralActor, StatusChoice } from './constants.ts';
import { referralDecider } from './decide.ts';
import type { ReferralEvent } from './events.ts';
import {
  admin,
  approved,
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
  seeker,
  waiting,
} from './referral.fixtures.ts';

const given = specFor(referralDecider);
const change = (actor: ReferralActor, choice: StatusChoice, minutes: number, reason: string | null = null) => ({
  type: 'ChangeStatus' as const,
  actor,
  choice,
  reason,
  now: at(minutes),
});
const notAllowed = (from: string, to: string) => `A request can only move to ${to} from a status that allows it, not from ${from}.`;

/** The refusal deciding `command` on `events` throws, as the server sees it. */
const refusalOf = (events: ReferralEvent[], command: ReturnType<typeof change>) => {
  try {
    referralDecider.decide(command, events.reduce(referralDecider.evolve, referralDecider.initialState()));
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('a referrer handling a request', () => {
  it('takes the request with their first action, which names them as its referrer', () =>
    given([requested, paid])
      .when(change(referrer, 'inProgress', 10))
      .then([
        { type: 'ReferralTaken', data: { ...ids, referrerId: 'r1', referrerName: 'Riley Referrer', at: at(10) } },
        changed('pending', 'inProgress', referrer, 10, { referrerId: 'r1' }),
      ]));

  it('moves a request they handle without taking it again', () =>
    given(inProgress)
      .when(change(referrer, 'pending', 15))
      .then([changed('inProgress', 'pending', referrer, 15, { referrerId: 'r1' })]));

  it('puts a request they mark completed in front of the seeker, waiting for approval', () =>
    given(inProgress)
      .when(change(referrer, 'completed', 20))
      .then([changed('inProgress', 'waitingforapproval', referrer, 20, { referrerId: 'r1' })]));

  it('rejects a paid request with the reason, trimmed, and the refund becomes due', () =>
    given(inProgress)
      .when(change(referrer, 'rejected', 20, '  Position already filled  '))
      .then([changed('inProgress', 'rejected', referrer, 20, { referrerId: 'r1', reason: 'Position already filled', refundDue: true })]));

  it('rejects a pending request as its first action, taking it', () =>
    given([requested, paid])
      .when(change(referrer, 'rejected', 10, 'Not hiring'))
      .then([
        { type: 'ReferralTaken', data: { ...ids, referrerId: 'r1', referrerName: 'Riley Referrer', at: at(10) } },
        changed('pending', 'rejected', referrer, 10, { referrerId: 'r1', reason: 'Not hiring', refundDue: true }),
      ]));

  it('keeps no reason for a status other than rejected', () =>
    given(inProgress)
      .when(change(referrer, 'completed', 20, 'Submitted in Workday'))
      .then([changed('inProgress', 'waitingforapproval', referrer, 20, { referrerId: 'r1' })]));

  it('does not see a request that is not paid yet', () =>
    given([requested])
      .when(change(referrer, 'inProgress', 10))
      .thenThrows('not_found', 'This referral request does not exist.'));

  it('may not act on a request another referrer handles', () =>
    given(inProgress)
      .when(change(otherReferrer, 'completed', 15))
      .thenThrows('conflict', 'Another referrer is already handling this request.'));

  it('may not act while the request waits for the seeker', () =>
    given(waiting)
      .when(change(referrer, 'inProgress', 25))
      .thenThrows('conflict', 'This request can no longer be changed.'));

  it('may not approve a request nobody handles yet', () =>
    given([requested, paid])
      .when(change(referrer, 'approved', 10))
      .thenThrows('conflict', notAllowed('pending', 'approved')));

  it('may not approve in the seeker’s place', () =>
    given(inProgress)
      .when(change(referrer, 'approved', 20))
      .thenThrows('conflict', notAllowed('inProgress', 'approved')));
});

describe('the seeker', () => {
  it('approves a request the referrer marked completed', () =>
    given(waiting)
      .when(change(seeker, 'approved', 30))
      .then([changed('waitingforapproval', 'approved', seeker, 30, { referrerId: 'r1' })]));

  it('may not approve before the referrer has done their part', () =>
    given(inProgress)
      .when(change(seeker, 'approved', 15))
      .thenThrows('conflict', notAllowed('inProgress', 'approved')));

  it('may not reject their own request', () =>
    given(waiting)
      .when(change(seeker, 'rejected', 30, 'Changed my mind'))
      .thenThrows('conflict', notAllowed('waitingforapproval', 'rejected')));
});

describe('an admin', () => {
  it('sets any status of a paid request, without taking it', () => {
    given([requested, paid])
      .when(change(admin, 'inProgress', 5))
      .then([changed('pending', 'inProgress', admin, 5)]);
    given(waiting)
      .when(change(admin, 'approved', 25))
      .then([changed('waitingforapproval', 'approved', admin, 25, { referrerId: 'r1' })]);
  });

  it('cancels an unpaid request: rejected, and nothing to refund', () =>
    given([requested])
      .when(change(admin, 'rejected', 3, 'Duplicate request'))
      .then([changed('pending', 'rejected', admin, 3, { reason: 'Duplicate request' })]));

  it('may do nothing else to an unpaid request, and is told it is not paid', () =>
    given([requested])
      .when(change(admin, 'inProgress', 3))
      .thenThrows('conflict', 'This request has not been paid yet.'));

  it('gives nothing back for a request a coupon made free', () => {
    const free: ReferralEvent[] = [
      requestedWith({ amountCents: 0, couponCode: 'FREE100', discountPercentage: 100, paymentIntentId: 'free:ref-1' }),
      { type: 'ReferralPaid', data: { ...ids, paymentIntentId: 'free:ref-1', amountCents: 0, currency: 'usd', at: at(0) } },
    ];
    given(free)
      .when(change(admin, 'rejected', 5, 'Duplicate request'))
      .then([changed('pending', 'rejected', admin, 5, { reason: 'Duplicate request' })]);
  });

  it('refunds a paid request it rejects', () =>
    given([requested, paid])
      .when(change(admin, 'rejected', 5, 'Duplicate request'))
      .then([changed('pending', 'rejected', admin, 5, { reason: 'Duplicate request', refundDue: true })]));
});

describe('refusals for everyone', () => {
  it.each([
    ['approved', approved],
    ['rejected', rejectedPaid],
  ])('nobody moves a request that is %s again', (_status, events) => {
    given(events)
      .when(change(admin, 'pending', 60))
      .thenThrows('conflict', 'This request can no longer be changed.');
    given(events)
      .when(change(referrer, 'inProgress', 60))
      .thenThrows('conflict', 'This request can no longer be changed.');
  });

  it('says so when the status is the one asked for', () => {
    given(inProgress)
      .when(change(admin, 'inProgress', 15))
      .thenThrows('conflict', 'The request already has this status.');
    given(inProgress)
      .when(change(referrer, 'inProgress', 15))
      .thenThrows('conflict', 'The request already has this status.');
  });

  it.each([null, '', '   '])('needs a reason to reject (%j), on the reason field', (reason) => {
    given(inProgress)
      .when(change(admin, 'rejected', 20, reason))
      .thenThrows('validation_failed', 'Rejection reason is required.');
    expect(refusalOf(inProgress, change(referrer, 'rejected', 20, reason))).toMatchObject({
      code: 'validation_failed',
      message: 'Rejection reason is required.',
      details: { errors: { reason: 'Rejection reason is required.' } },
    });
  });

  it('refuses a change of a request nobody made', () =>
    given([])
      .when(change(admin, 'rejected', 1, 'Spam'))
      .thenThrows('not_found', 'This referral request does not exist.'));
});
