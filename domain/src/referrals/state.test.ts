import { describe, expect, it } from 'vitest';
import type { ReferralEvent } from './events.ts';
import { admin, at, changed, ids, inProgress, paid, paidAt, rejectedPaid, requested, waiting } from './referral.fixtures.ts';
import { evolveReferral, initialReferral } from './state.ts';

// What the decider knows of a request (evolve), where the decisions do not show it: the server keeps this fold
// and reads it, e.g. whether a refund is under way.

const fold = (events: ReferralEvent[]) => events.reduce(evolveReferral, initialReferral());
const refundFailed = (final: boolean): ReferralEvent => ({
  type: 'RefundFailed',
  data: { ...ids, triggerEventId: 'ev-9', error: 'card_expired', attempt: 1, final, at: at(7) },
});

describe('a request', () => {
  it('that nobody made does not exist, is pending, unpaid, unhandled and owes no refund', () =>
    expect(initialReferral()).toEqual({
      exists: false,
      referralId: '',
      seekerId: '',
      companyId: '',
      status: 'pending',
      paid: false,
      paymentIntentId: '',
      amountCents: 0,
      currency: '',
      mismatchedPaymentIntentIds: [],
      referrerId: null,
      referrerName: '',
      refund: 'none',
      openSince: null,
      untakenRemindedFor: null,
      silenceRemindedFor: null,
      waitingSince: null,
      approvalRemindedFor: null,
      approvedAt: null,
      dispute: 'none',
    }));

  it('once made, knows whose it is, which payment it waits for and how much is due', () =>
    expect(fold([requested])).toEqual({
      ...initialReferral(),
      exists: true,
      ...ids,
      paymentIntentId: 'pi_1',
      amountCents: 45000,
      currency: 'usd',
    }));

  it('remembers each payment intent whose success did not match, and stays unpaid', () => {
    const mismatch = (paymentIntentId: string): ReferralEvent => ({
      type: 'ReferralPaymentMismatched',
      data: { ...ids, paymentIntentId, amountCents: 100, currency: 'usd', expectedAmountCents: 45000, expectedCurrency: 'usd', at: at(1) },
    });
    expect(fold([requested, mismatch('pi_2'), mismatch('pi_3')])).toEqual({ ...fold([requested]), mismatchedPaymentIntentIds: ['pi_2', 'pi_3'] });
  });

  it('follows its status, its payment and the referrer who handles it', () =>
    expect(fold(waiting)).toEqual({
      ...fold([requested]),
      paid: true,
      status: 'waitingforapproval',
      referrerId: 'r1',
      referrerName: 'Riley Referrer',
      // the approval timers count from here (issue 17)
      waitingSince: at(20),
    }));

  it('is open to its company from its payment until a referrer takes it (issue 17’s untaken timers count from there)', () => {
    expect(fold([requested, paid]).openSince).toBe(at(1));
    // an admin's move that decides nothing leaves it open; a decision closes it
    expect(fold([requested, paid, changed('pending', 'inProgress', admin, 3)]).openSince).toBe(at(1));
    expect(fold(inProgress).openSince).toBeNull();
    expect(fold(rejectedPaid).openSince).toBeNull();
    // a late payment on a request an admin cancelled unpaid opens nothing: it is refunded
    expect(fold([requested, changed('pending', 'rejected', admin, 2, { reason: 'Duplicate' }), paidAt(4)]).openSince).toBeNull();
  });

  it('goes back to the pool without its referrer, open again from then', () => {
    const released: ReferralEvent = {
      type: 'ReferralReleased',
      data: { ...ids, referrerId: 'r1', referrerName: 'Riley Referrer', silentSince: at(10), reason: 'Silent', at: at(99) },
    };
    expect(fold([...inProgress, released])).toMatchObject({
      status: 'pending',
      referrerId: null,
      referrerName: '',
      openSince: at(99),
      silenceRemindedFor: null,
    });
  });

  it('keeps its dispute open until it is settled; a question changes nothing', () => {
    const disputeEvent = (type: 'ReferralDisputeOpened' | 'ReferralDisputeQuestionAsked' | 'ReferralDisputeSettled'): ReferralEvent =>
      type === 'ReferralDisputeOpened'
        ? { type, data: { ...ids, referrerId: 'r1', reason: 'Never sent', files: [], statusAtOpening: 'waitingforapproval', at: at(30) } }
        : type === 'ReferralDisputeQuestionAsked'
          ? { type, data: { ...ids, referrerId: 'r1', question: 'Did you?', by: admin, at: at(31) } }
          : { type, data: { ...ids, referrerId: 'r1', outcome: 'approved', note: 'Fine', by: admin, at: at(32) } };
    const open = fold([...waiting, disputeEvent('ReferralDisputeOpened')]);
    expect(open.dispute).toBe('open');
    expect(fold([...waiting, disputeEvent('ReferralDisputeOpened'), disputeEvent('ReferralDisputeQuestionAsked')])).toEqual(open);
    expect(fold([...waiting, disputeEvent('ReferralDisputeOpened'), disputeEvent('ReferralDisputeSettled')]).dispute).toBe('settled');
  });
});

describe('its refund', () => {
  it('is due once a paid request is rejected, and not for other changes', () => {
    expect(fold(inProgress).refund).toBe('none');
    expect(fold(rejectedPaid).refund).toBe('pending');
  });

  it('is asked for again after a failure, and issued at last', () => {
    const failed = [...rejectedPaid, refundFailed(true)];
    expect(fold(failed).refund).toBe('failed');
    const retried = [...failed, { type: 'RefundRequested', data: { ...ids, by: admin, at: at(20) } } satisfies ReferralEvent];
    expect(fold(retried).refund).toBe('pending');
    const issued: ReferralEvent = { type: 'RefundIssued', data: { ...ids, triggerEventId: 'ev-10', refundId: 're_1', amountCents: 45000, at: at(21) } };
    expect(fold([...retried, issued]).refund).toBe('issued');
  });

  it('is still under way after an attempt that was not the last', () => expect(fold([...rejectedPaid, refundFailed(false)]).refund).toBe('pending'));

  it('a failed card or feedback changes nothing', () => {
    const feedback: ReferralEvent = { type: 'ReferralFeedbackGiven', data: { ...ids, feedback: 'Thanks', at: at(40) } };
    const cardDeclined: ReferralEvent = { type: 'ReferralPaymentFailed', data: { ...ids, paymentIntentId: 'pi_1', message: 'declined', at: at(1) } };
    expect(evolveReferral(fold(waiting), feedback)).toEqual(fold(waiting));
    expect(evolveReferral(fold([requested]), cardDeclined)).toEqual(fold([requested]));
  });

  it('a payment on its own makes no refund due', () => expect(fold([requested, paid]).refund).toBe('none'));
});
