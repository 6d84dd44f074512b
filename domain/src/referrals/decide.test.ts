import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { referralDecider } from './decide.ts';
import { referralStream, type ReferralEvent } from './events.ts';
import { admin, approved, at, changed, charge, details, ids, inProgress, paid, paidAt, rejectedPaid, requested, t0 } from './referral.fixtures.ts';

const given = specFor(referralDecider);

const markPaid = (change: { paymentIntentId?: string; amountCents?: number; currency?: string; minutes?: number } = {}) => ({
  type: 'MarkPaid' as const,
  paymentIntentId: change.paymentIntentId ?? 'pi_1',
  amountCents: change.amountCents ?? 45000,
  currency: change.currency ?? 'usd',
  now: at(change.minutes ?? 1),
});
/** A success the provider reported that is not what the request asked for (45000 usd on pi_1). */
const mismatched = (reported: { paymentIntentId?: string; amountCents?: number; currency?: string }, minutes = 1): ReferralEvent => ({
  type: 'ReferralPaymentMismatched',
  data: {
    ...ids,
    paymentIntentId: reported.paymentIntentId ?? 'pi_1',
    amountCents: reported.amountCents ?? 45000,
    currency: reported.currency ?? 'usd',
    expectedAmountCents: 45000,
    expectedCurrency: 'usd',
    at: at(minutes),
  },
});
const paymentFailed = (minutes: number): ReferralEvent => ({
  type: 'ReferralPaymentFailed',
  data: { ...ids, paymentIntentId: 'pi_1', message: 'Your card was declined.', at: at(minutes) },
});
/** An admin cancelled it before it was paid. */
const cancelled: ReferralEvent[] = [requested, changed('pending', 'rejected', admin, 3, { reason: 'Duplicate request' })];

describe('RequestReferral', () => {
  it('records the request with its details and its charge', () =>
    given([]).when({ type: 'RequestReferral', referralId: 'ref-1', seekerId: 's1', details, charge, now: t0 }).then([requested]));

  it('keeps each request in a stream of its own, named by its id', () => expect(referralStream('ref-1')).toBe('referral-ref-1'));

  it('refuses a request id that is taken already', () =>
    given([requested])
      .when({ type: 'RequestReferral', referralId: 'ref-1', seekerId: 's1', details, charge, now: at(1) })
      .thenThrows('conflict', 'This referral request exists already.'));
});

describe('MarkPaid', () => {
  it('records the payment of the amount due with its payment intent', () => given([requested]).when(markPaid()).then([paid]));

  it('records a payment once, however often its success is delivered', () =>
    given([requested, paid])
      .when(markPaid({ minutes: 2 }))
      .then([]));

  it('takes a success reported after a failed attempt of the same intent', () =>
    given([requested, paymentFailed(1)])
      .when(markPaid({ minutes: 2 }))
      .then([paidAt(2)]));

  it('records a success of another amount as a mismatch, not a payment: less, or more', () => {
    given([requested])
      .when(markPaid({ amountCents: 44999 }))
      .then([mismatched({ amountCents: 44999 })]);
    given([requested])
      .when(markPaid({ amountCents: 45001 }))
      .then([mismatched({ amountCents: 45001 })]);
  });

  it('records a success in another currency as a mismatch, even of the same amount', () =>
    given([requested])
      .when(markPaid({ currency: 'aud' }))
      .then([mismatched({ currency: 'aud' })]));

  it('records a success of another payment intent as a mismatch', () =>
    given([requested])
      .when(markPaid({ paymentIntentId: 'pi_2' }))
      .then([mismatched({ paymentIntentId: 'pi_2' })]));

  it('records a mismatch of one intent once, however often it is delivered', () =>
    given([requested, mismatched({ currency: 'aud' })])
      .when(markPaid({ currency: 'aud', minutes: 2 }))
      .then([]));

  it('records a mismatch of another intent beside an earlier one', () =>
    given([requested, mismatched({ paymentIntentId: 'pi_2' })])
      .when(markPaid({ paymentIntentId: 'pi_3', minutes: 2 }))
      .then([mismatched({ paymentIntentId: 'pi_3' }, 2)]));

  it('still takes the success it asked for after a mismatch', () =>
    given([requested, mismatched({ paymentIntentId: 'pi_2' })])
      .when(markPaid({ minutes: 2 }))
      .then([paidAt(2)]));

  it('records a success of another intent for a request paid already, rather than dropping it', () =>
    given([requested, paid])
      .when(markPaid({ paymentIntentId: 'pi_2', minutes: 2 }))
      .then([mismatched({ paymentIntentId: 'pi_2' }, 2)]));

  it('asks for no refund of a mismatch on a cancelled request: an admin decides', () =>
    given(cancelled)
      .when(markPaid({ amountCents: 100, minutes: 4 }))
      .then([mismatched({ amountCents: 100 }, 4)]));

  it('pays back a payment that arrives after an admin cancelled the unpaid request', () =>
    given(cancelled)
      .when(markPaid({ minutes: 4 }))
      .then([paidAt(4), { type: 'RefundRequested', data: { ...ids, by: null, at: at(4) } }]));

  it('asks for that refund once, however often the late payment is delivered', () =>
    given([...cancelled, paidAt(4), { type: 'RefundRequested', data: { ...ids, by: null, at: at(4) } }])
      .when(markPaid({ minutes: 5 }))
      .then([]));

  it('refuses a payment for a request nobody made', () => given([]).when(markPaid()).thenThrows('not_found', 'This referral request does not exist.'));
});

describe('RecordPaymentFailure', () => {
  const fail = (minutes: number) => ({ type: 'RecordPaymentFailure' as const, paymentIntentId: 'pi_1', message: 'Your card was declined.', now: at(minutes) });

  it('records a failed payment attempt', () =>
    given([requested])
      .when(fail(1))
      .then([paymentFailed(1)]));

  it('ignores a failure reported after the payment succeeded', () => given([requested, paid]).when(fail(2)).then([]));

  it('refuses a failure for a request nobody made', () => given([]).when(fail(1)).thenThrows('not_found', 'This referral request does not exist.'));
});

describe('GiveFeedback', () => {
  const feedback = (text: string, minutes: number) => ({ type: 'GiveFeedback' as const, feedback: text, now: at(minutes) });
  const feedbackGiven = (text: string, minutes: number): ReferralEvent => ({
    type: 'ReferralFeedbackGiven',
    data: { ...ids, feedback: text, at: at(minutes) },
  });

  it('records the feedback on an approved request', () =>
    given(approved)
      .when(feedback('Great help, thanks!', 40))
      .then([feedbackGiven('Great help, thanks!', 40)]));

  it('takes new feedback after the first', () =>
    given([...approved, feedbackGiven('Great help, thanks!', 40)])
      .when(feedback('Got the interview!', 50))
      .then([feedbackGiven('Got the interview!', 50)]));

  it('refuses feedback before the request is approved', () =>
    given(inProgress).when(feedback('Still waiting', 40)).thenThrows('conflict', "Feedback can't be updated while the request is in progress."));

  it('refuses feedback on a rejected request', () =>
    given(rejectedPaid).when(feedback('Why?', 40)).thenThrows('conflict', "Feedback can't be updated while the request is in progress."));

  it('refuses feedback for a request nobody made', () => given([]).when(feedback('Hello', 1)).thenThrows('not_found', 'This referral request does not exist.'));
});

describe('refunds', () => {
  const refundFailed = (attempt: number, final: boolean): ReferralEvent => ({
    type: 'RefundFailed',
    data: { ...ids, triggerEventId: 'ev-9', error: 'card_expired', attempt, final, at: at(6 + attempt) },
  });
  const issuedAt = (minutes: number): ReferralEvent => ({
    type: 'RefundIssued',
    data: { ...ids, triggerEventId: 'ev-9', refundId: 're_1', amountCents: 45000, at: at(minutes) },
  });
  const issued = issuedAt(8);
  const retry = { type: 'RetryRefund' as const, actor: admin, now: at(20) };
  const refundSucceeded = (minutes: number) => ({
    type: 'RecordRefund' as const,
    triggerEventId: 'ev-9',
    outcome: { refundId: 're_1', amountCents: 45000 },
    now: at(minutes),
  });
  const refundFailedWith = (attempt: number, final: boolean) => ({
    type: 'RecordRefund' as const,
    triggerEventId: 'ev-9',
    outcome: { error: 'card_expired', attempt, final },
    now: at(6 + attempt),
  });

  it('records an issued refund with the refund and the event that asked for it', () => given(rejectedPaid).when(refundSucceeded(8)).then([issued]));

  it('records each failed attempt, and whether it was the last', () => {
    given(rejectedPaid)
      .when(refundFailedWith(1, false))
      .then([refundFailed(1, false)]);
    given([...rejectedPaid, refundFailed(1, false), refundFailed(2, false)])
      .when(refundFailedWith(3, true))
      .then([refundFailed(3, true)]);
  });

  it('refunds a request once, whatever is reported after the refund', () => {
    given([...rejectedPaid, issued])
      .when(refundSucceeded(9))
      .then([]);
    given([...rejectedPaid, issued])
      .when(refundFailedWith(3, true))
      .then([]);
  });

  it('lets an admin try again once the attempts are used up', () =>
    given([...rejectedPaid, refundFailed(1, false), refundFailed(2, true)])
      .when(retry)
      .then([{ type: 'RefundRequested', data: { ...ids, by: admin, at: at(20) } }]));

  it('refuses to try again while attempts are still being made, or once it is tried again', () => {
    given([...rejectedPaid, refundFailed(1, false)])
      .when(retry)
      .thenThrows('conflict', 'There is no failed refund to try again.');
    given([...rejectedPaid, refundFailed(1, true), { type: 'RefundRequested', data: { ...ids, by: admin, at: at(20) } }])
      .when({ ...retry, now: at(21) })
      .thenThrows('conflict', 'There is no failed refund to try again.');
  });

  it('refuses to try again a refund that went through, or one nobody asked for', () => {
    given([...rejectedPaid, issued])
      .when(retry)
      .thenThrows('conflict', 'There is no failed refund to try again.');
    given([requested, paid]).when(retry).thenThrows('conflict', 'There is no failed refund to try again.');
  });

  it('refunds after a retry that fails no more', () =>
    given([...rejectedPaid, refundFailed(1, true), { type: 'RefundRequested', data: { ...ids, by: admin, at: at(20) } }])
      .when(refundSucceeded(21))
      .then([issuedAt(21)]));

  it('refuses refunds of a request nobody made', () => {
    given([]).when(retry).thenThrows('not_found', 'This referral request does not exist.');
    given([]).when(refundSucceeded(8)).thenThrows('not_found', 'This referral request does not exist.');
  });
});
