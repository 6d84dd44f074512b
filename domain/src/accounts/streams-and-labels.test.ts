import { describe, expect, it } from 'vitest';
import { DomainError, errorStatus } from '../shared/errors.ts';
import { accountDecider } from './decide.ts';
import { adminRoleLabel } from './constants.ts';
import { emailClaimStream, userStream } from './events.ts';
import { sessionStream } from './sessions.ts';

describe('stream names (they name what is already stored in the log)', () => {
  it('keeps an account, a session and an address each in a stream of its own', () => {
    expect(userStream('u-1')).toBe('user-u-1');
    expect(sessionStream('s-1')).toBe('session-s-1');
    expect(emailClaimStream('sam@example.com')).toBe('email-address-sam@example.com');
  });

  it('gives an address one stream whatever the case it is typed in', () => {
    expect(emailClaimStream('Sam.Seeker@Example.COM')).toBe('email-address-sam.seeker@example.com');
  });
});

describe('labels and defaults', () => {
  it('shows a job seeker as an applicant in the admin view (spec 000 §3), the other roles as they are', () => {
    expect(adminRoleLabel('jobSeeker')).toBe('applicant');
    expect(adminRoleLabel('referrer')).toBe('referrer');
    expect(adminRoleLabel('admin')).toBe('admin');
  });

  it('starts a new account with every notification on but general announcements', () => {
    const account = accountDecider.evolve(accountDecider.initialState(), {
      type: 'UserRegistered',
      data: {
        userId: 'u-1',
        firstName: 'Sam',
        lastName: 'Seeker',
        email: 'sam@example.com',
        mobile: '0412345678',
        userRole: 'jobSeeker',
        dateOfBirth: '1990-01-01',
        at: '2026-11-23T09:00:00.000Z',
      },
    });
    expect(account.notificationSettings).toEqual({
      jobReferralStatusUpdates: true,
      newReferralOpportunities: true,
      careerAdviceSessionReminders: true,
      resumeReviewCompletion: true,
      generalAnnouncements: false,
    });
  });
});

describe('DomainError', () => {
  it('carries its code, the message shown to the user and its details, and names itself in logs', () => {
    const error = new DomainError('otp_resend_too_soon', 'Please wait 42 seconds before requesting a new code.', { retryAfterSeconds: 42 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(String(error)).toBe('DomainError: Please wait 42 seconds before requesting a new code.');
    expect([error.code, error.message, error.details]).toEqual([
      'otp_resend_too_soon',
      'Please wait 42 seconds before requesting a new code.',
      { retryAfterSeconds: 42 },
    ]);
    expect(errorStatus[error.code]).toBe(429);
  });
});
