import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { creditDecider, creditStream, type CreditEvent } from './credits.ts';
import { admin, at } from './referral.fixtures.ts';

const given = specFor(creditDecider);
const bank = { accountName: 'Riley Referrer', bsb: '062000', accountNumber: '12345678' };

const earned = (referralId: string, credits = 100): CreditEvent => ({
  type: 'CreditsEarned',
  data: { referrerId: 'r1', referralId, triggerEventId: `ev-${referralId}`, credits, at: at(1) },
});
const earn = (referralId: string) => ({
  type: 'EarnCredits' as const,
  referrerId: 'r1',
  referralId,
  triggerEventId: `ev-${referralId}`,
  credits: 100,
  now: at(1),
});
const requested = (withdrawalId: string, credits: number): CreditEvent => ({
  type: 'WithdrawalRequested',
  data: { referrerId: 'r1', withdrawalId, credits, ...bank, at: at(2) },
});
const withdraw = (withdrawalId: string, credits: number) => ({
  type: 'RequestWithdrawal' as const,
  referrerId: 'r1',
  withdrawalId,
  credits,
  bank,
  now: at(2),
});
const markPaid = (withdrawalId: string) => ({ type: 'MarkWithdrawalPaid' as const, withdrawalId, by: admin, now: at(3) });
const decline = (withdrawalId: string, reason: string) => ({ type: 'DeclineWithdrawal' as const, withdrawalId, by: admin, reason, now: at(3) });
const paidOut = (withdrawalId: string, credits: number): CreditEvent => ({
  type: 'WithdrawalPaid',
  data: { referrerId: 'r1', withdrawalId, credits, by: admin, at: at(3) },
});
const declined = (withdrawalId: string, credits: number): CreditEvent => ({
  type: 'WithdrawalDeclined',
  data: { referrerId: 'r1', withdrawalId, credits, by: admin, reason: 'Account name does not match', at: at(3) },
});

describe('earning credits', () => {
  it('earns the credits of an approved referral', () =>
    given([])
      .when(earn('ref-1'))
      .then([earned('ref-1')]));

  it('earns them once per referral, however often its approval is reported', () =>
    given([earned('ref-1')])
      .when(earn('ref-1'))
      .then([]));

  it('earns for each referral', () =>
    given([earned('ref-1')])
      .when(earn('ref-2'))
      .then([earned('ref-2')]));
});

describe('withdrawing', () => {
  it('asks to pay out credits to a bank account', () =>
    given([earned('ref-1')])
      .when(withdraw('w1', 60))
      .then([requested('w1', 60)]));

  it('takes only a whole number of credits, at least one', () => {
    for (const credits of [0, -50, 2.5])
      given([earned('ref-1')])
        .when(withdraw('w1', credits))
        .thenThrows('validation_failed', 'Enter a whole number of credits, at least 1.');
  });

  it('may withdraw everything that is available', () =>
    given([earned('ref-1'), earned('ref-2')])
      .when(withdraw('w1', 200))
      .then([requested('w1', 200)]));

  it('refuses more than is available', () => {
    given([earned('ref-1')])
      .when(withdraw('w1', 101))
      .thenThrows('conflict', 'You do not have enough available credits.');
    given([]).when(withdraw('w1', 1)).thenThrows('conflict', 'You do not have enough available credits.');
  });

  it('counts credits asked for, or paid out, as no longer available', () => {
    given([earned('ref-1'), requested('w1', 60)])
      .when(withdraw('w2', 41))
      .thenThrows('conflict', 'You do not have enough available credits.');
    given([earned('ref-1'), requested('w1', 60), paidOut('w1', 60)])
      .when(withdraw('w2', 41))
      .thenThrows('conflict', 'You do not have enough available credits.');
    given([earned('ref-1'), requested('w1', 60), paidOut('w1', 60)])
      .when(withdraw('w2', 40))
      .then([requested('w2', 40)]);
  });

  it('gives back the credits of a declined withdrawal', () =>
    given([earned('ref-1'), requested('w1', 60), declined('w1', 60)])
      .when(withdraw('w2', 100))
      .then([requested('w2', 100)]));
});

describe('deciding a withdrawal', () => {
  const pending = [earned('ref-1'), requested('w1', 60)];

  it('marks it paid, with its credits', () =>
    given(pending)
      .when(markPaid('w1'))
      .then([paidOut('w1', 60)]));

  it('declines it with the reason, trimmed', () =>
    given(pending)
      .when(decline('w1', '  Account name does not match  '))
      .then([declined('w1', 60)]));

  it('needs a reason to decline', () => {
    given(pending).when(decline('w1', '')).thenThrows('validation_failed', 'Please give the reason for declining.');
    given(pending).when(decline('w1', '   ')).thenThrows('validation_failed', 'Please give the reason for declining.');
  });

  it('decides it once', () => {
    given([...pending, paidOut('w1', 60)])
      .when(markPaid('w1'))
      .thenThrows('conflict', 'This withdrawal has already been decided.');
    given([...pending, paidOut('w1', 60)])
      .when(decline('w1', 'Too late'))
      .thenThrows('conflict', 'This withdrawal has already been decided.');
    given([...pending, declined('w1', 60)])
      .when(markPaid('w1'))
      .thenThrows('conflict', 'This withdrawal has already been decided.');
  });

  it('decides each withdrawal on its own', () =>
    given([...pending, requested('w2', 40), paidOut('w1', 60)])
      .when(decline('w2', 'Account name does not match'))
      .then([declined('w2', 40)]));

  it('refuses a withdrawal nobody asked for', () => {
    given(pending).when(markPaid('w9')).thenThrows('not_found', 'This withdrawal does not exist.');
    given(pending).when(decline('w9', 'No')).thenThrows('not_found', 'This withdrawal does not exist.');
  });
});

describe('the ledger', () => {
  it('is one per referrer', () => expect(creditStream('r1')).toBe('credits-r1'));

  it('keeps what was earned, what is available and how each withdrawal was decided', () =>
    expect(
      [earned('ref-1'), earned('ref-2'), requested('w1', 60), requested('w2', 40), requested('w3', 30), paidOut('w1', 60), declined('w2', 40)].reduce(
        creditDecider.evolve,
        creditDecider.initialState(),
      ),
    ).toEqual({
      referrerId: 'r1',
      available: 110,
      earnedFor: ['ref-1', 'ref-2'],
      reversedFor: [],
      withdrawals: { w1: { credits: 60, status: 'paid' }, w2: { credits: 40, status: 'declined' }, w3: { credits: 30, status: 'requested' } },
    }));

  it('starts with nothing available and nothing asked for', () =>
    expect(creditDecider.initialState()).toEqual({ referrerId: '', available: 0, earnedFor: [], reversedFor: [], withdrawals: {} }));
});

describe('taking credits back (issue 17: an approved request refunded after a dispute)', () => {
  const reverse = (referralId: string) => ({ type: 'ReverseCredits' as const, referrerId: 'r1', referralId, triggerEventId: `rev-${referralId}`, now: at(5) });
  const reversed = (referralId: string, credits: number): CreditEvent => ({
    type: 'CreditsReversed',
    data: { referrerId: 'r1', referralId, triggerEventId: `rev-${referralId}`, credits, at: at(5) },
  });

  it('takes back what its approval earned, once', () => {
    given([earned('ref-1')])
      .when(reverse('ref-1'))
      .then([reversed('ref-1', 100)]);
    given([earned('ref-1'), reversed('ref-1', 100)])
      .when(reverse('ref-1'))
      .then([]);
  });

  it('takes back nothing when the approval’s credits were not written yet, and they never are', () => {
    given([])
      .when(reverse('ref-1'))
      .then([reversed('ref-1', 0)]);
    given([reversed('ref-1', 0)])
      .when(earn('ref-1'))
      .then([]);
  });

  it('may leave the balance below zero when the credits were withdrawn already; later credits make it up', () => {
    const ledger = [earned('ref-1'), requested('w1', 100), reversed('ref-1', 100)].reduce(creditDecider.evolve, creditDecider.initialState());
    expect(ledger.available).toBe(-100);
    given([earned('ref-1'), requested('w1', 100), reversed('ref-1', 100)])
      .when(withdraw('w2', 1))
      .thenThrows('conflict', 'You do not have enough available credits.');
  });
});
