import type { RecordedEvent } from '@referly/domain';
import { describe, expect, it } from 'vitest';
import { creditsReactor } from '../credits/credits.reactor.ts';
import { refundsReactor } from './refunds.reactor.ts';

const recorded = (type: string, data: Record<string, unknown>, id = 'evt-1'): RecordedEvent => ({
  id,
  type,
  data,
  streamId: 'referral-r1',
  revision: 1,
  position: 7,
  metadata: {},
  recordedAt: '',
});
const ids = { referralId: 'r1', seekerId: 's1', companyId: 'c1' };
const statusChange = (to: string, refundDue: boolean, referrerId: string | null = 'ref-1') =>
  recorded('ReferralStatusChanged', {
    ...ids,
    referrerId,
    from: 'inProgress',
    to,
    by: { userId: 'a', role: 'admin', name: 'Ava' },
    reason: null,
    refundDue,
    at: '',
  });

describe('the refunds reactor', () => {
  it('asks for a refund when a paid request is rejected, and when an admin asks again, keyed on the trigger', () => {
    expect(refundsReactor.toJob(statusChange('rejected', true))).toEqual({ name: 'refund', data: { triggerEventId: 'evt-1', referralId: 'r1' } });
    expect(refundsReactor.toJob(recorded('RefundRequested', { ...ids, by: null, at: '' }, 'evt-2'))).toEqual({
      name: 'refund',
      data: { triggerEventId: 'evt-2', referralId: 'r1' },
    });
  });

  it('asks for nothing when no money is due back', () => {
    expect(refundsReactor.toJob(statusChange('rejected', false))).toBeNull();
    expect(refundsReactor.toJob(statusChange('inProgress', false))).toBeNull();
  });

  it('closes the ask on the refund, or on its last failure, but not on a failure that will be tried again', () => {
    expect(refundsReactor.triggerIdOf(recorded('RefundIssued', { ...ids, triggerEventId: 'evt-1' }))).toBe('evt-1');
    expect(refundsReactor.triggerIdOf(recorded('RefundFailed', { ...ids, triggerEventId: 'evt-1', final: true }))).toBe('evt-1');
    expect(refundsReactor.triggerIdOf(recorded('RefundFailed', { ...ids, triggerEventId: 'evt-1', final: false }))).toBeNull();
  });
});

describe('the credits reactor', () => {
  it('earns credits for an approval with a referrer, and for nothing else', () => {
    expect(creditsReactor.toJob(statusChange('approved', false))).toEqual({
      name: 'earn-credits',
      data: { triggerEventId: 'evt-1', referralId: 'r1', referrerId: 'ref-1' },
    });
    expect(creditsReactor.toJob(statusChange('approved', false, null))).toBeNull();
    expect(creditsReactor.toJob(statusChange('waitingforapproval', false))).toBeNull();
    expect(creditsReactor.triggerIdOf(recorded('CreditsEarned', { triggerEventId: 'evt-1' }))).toBe('evt-1');
  });
});
