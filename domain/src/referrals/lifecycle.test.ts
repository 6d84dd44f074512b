import { describe, expect, it } from 'vitest';
import type { ReferralActorRole, ReferralStatus } from './constants.ts';
import { allowedChoices, choiceLabelFor, choiceLabels, isFinal, statusAfter, statusesOfTab, statusLabels, type LifecycleFacts } from './lifecycle.ts';

const facts = (status: ReferralStatus, paid: boolean, referrerId: string | null = null): LifecycleFacts => ({ status, paid, referrerId });

describe('allowedChoices: who may move a request where', () => {
  it.each<[ReferralActorRole, string]>([
    ['referrer', 'r1'],
    ['admin', 'a1'],
    ['jobSeeker', 's1'],
  ])('locks a decided request for the %s', (role, actorId) => {
    expect(allowedChoices(role, facts('approved', true, 'r1'), actorId)).toEqual([]);
    expect(allowedChoices(role, facts('rejected', true, 'r1'), actorId)).toEqual([]);
  });

  it.each<[string, LifecycleFacts, string[]]>([
    ['a paid request nobody handles: take it first', facts('pending', true), ['inProgress', 'completed', 'rejected']],
    ['a paid request they handle: complete it first', facts('inProgress', true, 'r1'), ['completed', 'pending', 'rejected']],
    ['a paid pending request they handle', facts('pending', true, 'r1'), ['inProgress', 'completed', 'rejected']],
    ['an unpaid request', facts('pending', false), []],
    ['a request another referrer handles', facts('inProgress', true, 'r2'), []],
    ['a request waiting for the seeker', facts('waitingforapproval', true, 'r1'), []],
  ])('offers a referrer on %s: %j', (_case, given, choices) => expect(allowedChoices('referrer', given, 'r1')).toEqual(choices));

  it.each<[string, LifecycleFacts, string[]]>([
    ['an unpaid request: cancel it', facts('pending', false), ['rejected']],
    ['an unpaid request in progress: cancel it', facts('inProgress', false), ['rejected']],
    ['a paid pending request', facts('pending', true), ['inProgress', 'approved', 'rejected']],
    ['a paid request someone handles', facts('inProgress', true, 'r1'), ['pending', 'approved', 'rejected']],
    ['a paid request waiting for the seeker', facts('waitingforapproval', true, 'r1'), ['pending', 'inProgress', 'approved', 'rejected']],
  ])('offers an admin on %s: %j', (_case, given, choices) => expect(allowedChoices('admin', given, 'a1')).toEqual(choices));

  it('offers the seeker to approve once the referrer marked it completed, and nothing before', () => {
    expect(allowedChoices('jobSeeker', facts('waitingforapproval', true, 'r1'), 's1')).toEqual(['approved']);
    expect(allowedChoices('jobSeeker', facts('inProgress', true, 'r1'), 's1')).toEqual([]);
    expect(allowedChoices('jobSeeker', facts('pending', true), 's1')).toEqual([]);
  });

  it('hands out a list the caller may change without changing the rule', () => {
    allowedChoices('jobSeeker', facts('waitingforapproval', true, 'r1'), 's1').push('rejected');
    allowedChoices('referrer', facts('pending', true), 'r1').push('approved');
    expect(allowedChoices('jobSeeker', facts('waitingforapproval', true, 'r1'), 's1')).toEqual(['approved']);
    expect(allowedChoices('referrer', facts('pending', true), 'r1')).toEqual(['inProgress', 'completed', 'rejected']);
  });
});

describe('choiceLabelFor: a choice in the words of the person who makes it', () => {
  it("names taking a request nobody handles plainly for a referrer: 'Take this request'", () => {
    expect(choiceLabelFor('referrer', 'inProgress', facts('pending', true))).toBe('Take this request');
  });

  it.each<[string, ReferralActorRole, LifecycleFacts]>([
    ['a referrer on a request they handle', 'referrer', facts('pending', true, 'r1')],
    ['an admin on a request nobody handles', 'admin', facts('pending', true)],
    ['an admin on a request someone handles', 'admin', facts('pending', true, 'r1')],
  ])('keeps the spec’s words for %s', (_case, role, given) => {
    expect(choiceLabelFor(role, 'inProgress', given)).toBe('Mark it as InProgress');
  });

  it('keeps the spec’s words for every other choice, whoever handles the request', () => {
    for (const referrerId of [null, 'r1'])
      for (const choice of ['pending', 'completed', 'waitingforapproval', 'approved', 'rejected'] as const)
        expect(choiceLabelFor('referrer', choice, facts('pending', true, referrerId))).toBe(choiceLabels[choice]);
  });
});

describe('statuses', () => {
  it("makes a referrer's 'completed' wait for the seeker's approval, every other choice the status it names", () => {
    expect(statusAfter('completed')).toBe('waitingforapproval');
    expect(statusAfter('pending')).toBe('pending');
    expect(statusAfter('inProgress')).toBe('inProgress');
    expect(statusAfter('approved')).toBe('approved');
    expect(statusAfter('rejected')).toBe('rejected');
  });

  it('counts approved, rejected and expired as decided, the rest as open', () => {
    expect(isFinal('approved')).toBe(true);
    expect(isFinal('rejected')).toBe(true);
    expect(isFinal('expired')).toBe(true);
    for (const role of ['referrer', 'admin', 'jobSeeker', 'system'] as const)
      expect(allowedChoices(role, { status: 'expired', paid: true, referrerId: null }, 'r1')).toEqual([]);
    expect(isFinal('pending')).toBe(false);
    expect(isFinal('inProgress')).toBe(false);
    expect(isFinal('waitingforapproval')).toBe(false);
  });

  it('gathers every request not decided yet under the pending tab', () => {
    expect(statusesOfTab('all')).toBeNull();
    expect(statusesOfTab('pending')).toEqual(['pending', 'inProgress', 'waitingforapproval']);
    expect(statusesOfTab('approved')).toEqual(['approved']);
    // closed without an approval: rejected, or expired untaken and refunded (issue 17)
    expect(statusesOfTab('rejected')).toEqual(['rejected', 'expired']);
  });

  it('words the dropdown choices as spec 001 §2.3 does', () =>
    expect(choiceLabels).toEqual({
      pending: 'Mark it as Pending',
      inProgress: 'Mark it as InProgress',
      completed: 'Mark it as completed',
      waitingforapproval: 'Waiting for approval',
      approved: 'Mark it as Approved',
      rejected: 'Mark it as Rejected',
    }));

  it('shows each status the same way everywhere', () =>
    expect(statusLabels).toEqual({
      pending: 'Pending',
      inProgress: 'In progress',
      waitingforapproval: 'Waiting for approval',
      approved: 'Approved',
      rejected: 'Rejected',
      expired: 'Expired',
    }));
});
