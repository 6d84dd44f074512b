import { describe, expect, it } from 'vitest';
import { PAYMENT_CURRENCY } from './constants.ts';

describe('payments of a referral request', () => {
  it('go to the payment provider in US dollars (spec 001 §9)', () => expect(PAYMENT_CURRENCY).toBe('usd'));
});
