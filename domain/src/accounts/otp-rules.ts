import { DomainError } from '../shared/errors.ts';
import { OTP_MAX_WRONG_GUESSES, OTP_RESEND_WAIT_SECONDS } from './constants.ts';
import { messages } from './messages.ts';

/** What every one-time code keeps, a real one or the stand-in forgot-password shows for an address that cannot reset. */
export type CodeState = { issuedAt: string; expiresAt: string; wrongGuesses: number; used: boolean };

/** Seconds before another code may be sent (0 when it may be sent now). */
export const secondsBeforeResend = (issuedAt: string | undefined, now: string): number => {
  if (!issuedAt) return 0;
  const elapsed = (Date.parse(now) - Date.parse(issuedAt)) / 1000;
  return Math.max(0, Math.ceil(OTP_RESEND_WAIT_SECONDS - elapsed));
};

/** Refuses a new code within the wait, saying how long is left. */
export const assertResendAllowed = (issuedAt: string | undefined, now: string): void => {
  const wait = secondsBeforeResend(issuedAt, now);
  if (wait > 0) throw new DomainError('otp_resend_too_soon', messages.otpResendTooSoon(wait), { retryAfterSeconds: wait });
};

/** A code that is used, locked by wrong guesses or expired takes no more guesses. */
export const assertGuessable = (code: CodeState, now: string): void => {
  if (code.used) throw new DomainError('otp_used', messages.otpUsed);
  if (code.wrongGuesses >= OTP_MAX_WRONG_GUESSES) throw new DomainError('otp_locked', messages.otpLocked);
  if (Date.parse(now) > Date.parse(code.expiresAt)) throw new DomainError('otp_expired', messages.otpExpired);
};
