import type { IssuedOtp, SignUpDetails } from './commands.ts';
import type { AccountEvent } from './events.ts';

// What the accounts domain's tests start from: one sign-up (Mia's), a clock, and the codes drawn for her.

export const t0 = '2026-11-22T10:00:00.000Z';
/** `seconds` after t0, as the ISO text commands and events carry */
export const at = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();
export const details: SignUpDetails = {
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: 'mia@example.com',
  mobile: '0400000000',
  userRole: 'jobSeeker',
  dateOfBirth: '1995-04-02',
};
/** the n-th code drawn, valid for 10 minutes from when it was issued */
export const otp = (n: number, issuedAt = t0): IssuedOtp => ({
  otpId: `otp-${n}`,
  codeHash: `hash-${n}`,
  sealedCode: `sealed-${n}`,
  expiresAt: new Date(Date.parse(issuedAt) + 600_000).toISOString(),
});
export const registered: AccountEvent = { type: 'UserRegistered', data: { userId: 'u1', ...details, at: t0 } };
