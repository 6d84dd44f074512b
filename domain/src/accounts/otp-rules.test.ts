import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { specFor } from '../shared/given-when-then.ts';
import { at, details, otp, registered, t0 } from './account.fixtures.ts';
import { accountDecider } from './decide.ts';
import type { AccountEvent } from './events.ts';
import { messages } from './messages.ts';
import { assertResendAllowed, secondsBeforeResend } from './otp-rules.ts';
import { resetStandInDecider, type ResetStandInEvent } from './reset-stand-in.ts';

// The limits every one-time code keeps: the resend wait (120 s), the expiry (10 min) and the lock after 5 wrong guesses,
// each at exactly the limit and one past it.

const given = specFor(accountDecider);
const givenStandIn = specFor(resetStandInDecider);

const issued: AccountEvent = {
  type: 'OtpIssued',
  data: { userId: 'u1', purpose: 'signUp', email: details.email, firstName: details.firstName, ...otp(1), at: t0 },
};
const failed = (n: number): AccountEvent => ({
  type: 'OtpVerificationFailed',
  data: { userId: 'u1', otpId: 'otp-1', purpose: 'signUp', wrongGuesses: n, at: at(n) },
});
const verify = (codeMatches: boolean, seconds: number) => ({
  type: 'VerifyOtp' as const,
  purpose: 'signUp' as const,
  otpId: 'otp-1',
  codeMatches,
  now: at(seconds),
});
const verifiedAt = (seconds: number): AccountEvent => ({ type: 'OtpVerified', data: { userId: 'u1', otpId: 'otp-1', purpose: 'signUp', at: at(seconds) } });

const thrownBy = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

describe('resend wait', () => {
  it('lets the first code go at once', () => {
    expect(secondsBeforeResend(undefined, t0)).toBe(0);
    expect(() => assertResendAllowed(undefined, t0)).not.toThrow();
  });

  it('counts the seconds left, rounded up, down to 0 at 120 s and never below', () => {
    expect(secondsBeforeResend(t0, at(0))).toBe(120);
    expect(secondsBeforeResend(t0, at(119.5))).toBe(1);
    expect(secondsBeforeResend(t0, at(120))).toBe(0);
    expect(secondsBeforeResend(t0, at(500))).toBe(0);
  });

  it('refuses within the wait with the seconds left, which the server sends as Retry-After', () => {
    const error = thrownBy(() => assertResendAllowed(t0, at(100)));
    expect(error.code).toBe('otp_resend_too_soon');
    expect(error.message).toBe(messages.otpResendTooSoon(20));
    expect(error.details).toEqual({ retryAfterSeconds: 20 });
  });

  it('tells a resend refused by the account how long to wait too', () => {
    const account = [registered, issued].reduce(accountDecider.evolve, accountDecider.initialState());
    const error = thrownBy(() => accountDecider.decide({ type: 'ResendOtp', purpose: 'signUp', otp: otp(2), now: at(119.5) }, account));
    expect(error.details).toEqual({ retryAfterSeconds: 1 });
  });
});

describe('expiry', () => {
  it('takes a guess at the very instant the code expires, and refuses one a millisecond later', () => {
    given([registered, issued])
      .when(verify(true, 600))
      .then([verifiedAt(600)]);
    given([registered, issued]).when(verify(true, 600.001)).thenThrows('otp_expired', messages.otpExpired);
  });

  it('the forgot-password stand-in expires at the same instant', () => {
    const standIn: ResetStandInEvent = { type: 'StandInResetCodeIssued', data: { standInId: 'x', expiresAt: at(600), at: t0 } };
    givenStandIn([standIn])
      .when({ type: 'GuessStandInCode', standInId: 'x', now: at(600) })
      .then([{ type: 'StandInResetCodeGuessed', data: { standInId: 'x', wrongGuesses: 1, at: at(600) } }]);
    givenStandIn([standIn])
      .when({ type: 'GuessStandInCode', standInId: 'x', now: at(600.001) })
      .thenThrows('otp_expired', messages.otpExpired);
  });
});

describe('wrong guesses', () => {
  it('takes a fifth guess after four wrong ones, and counts it', () =>
    given([registered, issued, failed(1), failed(2), failed(3), failed(4)])
      .when(verify(false, 10))
      .then([{ type: 'OtpVerificationFailed', data: { userId: 'u1', otpId: 'otp-1', purpose: 'signUp', wrongGuesses: 5, at: at(10) } }]));

  it('still verifies the right code after four wrong ones', () =>
    given([registered, issued, failed(1), failed(2), failed(3), failed(4)])
      .when(verify(true, 10))
      .then([verifiedAt(10)]));
});
