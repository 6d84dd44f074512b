import { describe, expect, it } from 'vitest';
import type { RequestRef } from '../notifications/wording.ts';
import { referralNotifications, type ReferralNotificationSubject } from './notifications.ts';

// Issue 17's notifications of a referral, in the words the bell and the e-mail share: the marketplace's own steps and
// the disputes, each to whom it concerns.

const request: RequestRef = { requestId: 'r1', desiredPosition: 'Backend Engineer', companyName: 'Atlassian' };
const say = (subject: ReferralNotificationSubject, audience: 'own' | 'company' | 'admins' = 'own') => referralNotifications.describe(subject, audience);

describe('a paid request nobody takes', () => {
  it('reminds the company’s referrers how long it has waited, in days when whole, else in hours', () => {
    expect(say({ kind: 'untakenReminder', request, hours: 48 }, 'company')).toEqual({
      title: 'A paid request is waiting',
      text: 'Nobody has taken Backend Engineer at Atlassian for 2 days. Take it from your requests.',
    });
    expect(say({ kind: 'untakenReminder', request, hours: 24 }, 'company').text).toContain('for 1 day.');
    expect(say({ kind: 'untakenReminder', request, hours: 36 }, 'company').text).toContain('for 36 hours.');
    expect(say({ kind: 'untakenReminder', request, hours: 1 }, 'company').text).toContain('for 1 hour.');
  });

  it('tells its seeker it is still open, and what happens if nobody takes it', () =>
    expect(say({ kind: 'untakenReminder', request, hours: 48 })).toEqual({
      title: 'Your request is still open',
      text: "No referrer has taken your request for Backend Engineer at Atlassian yet. Its company's referrers were reminded; if nobody takes it in time, it is refunded in full.",
    }));
});

describe('a silent referrer', () => {
  it('is reminded to reply, with the days of silence', () => {
    expect(say({ kind: 'silenceReminder', request, days: 3 })).toEqual({
      title: 'Your seeker is waiting',
      text: "You have not written in the chat of Backend Engineer at Atlassian for 3 days. Reply soon, or the request goes back to the company's referrers.",
    });
    expect(say({ kind: 'silenceReminder', request, days: 1 }).text).toContain('for 1 day.');
  });

  it('loses the request to the pool: the company’s referrers may take it, the seeker is told why', () => {
    expect(say({ kind: 'releasedToPool', request, referrerName: 'Riley Referrer' }, 'company')).toEqual({
      title: 'A request is open again',
      text: "Backend Engineer at Atlassian is back in your company's requests: any referrer may take it.",
    });
    expect(say({ kind: 'releasedToPool', request, referrerName: 'Riley Referrer' })).toEqual({
      title: 'Your request is open again',
      text: "Riley Referrer did not answer, so your request for Backend Engineer at Atlassian is open to the company's other referrers.",
    });
  });
});

describe('the referrer who lost a request to the pool', () => {
  it('is told why, with the days of silence', () => {
    expect(say({ kind: 'releasedFromYou', request, days: 7 })).toEqual({
      title: 'A request went back to the pool',
      text: "You did not write in the chat of Backend Engineer at Atlassian for 7 days, so it went back to your company's referrers.",
    });
    expect(say({ kind: 'releasedFromYou', request, days: 1 }).text).toContain('for 1 day,');
  });
});

describe('a completed request the seeker does not answer', () => {
  it('reminds the seeker to approve or dispute, with the days left', () => {
    expect(say({ kind: 'approvalReminder', request, daysLeft: 2 })).toEqual({
      title: 'Please approve or dispute',
      text: 'Your referrer marked Backend Engineer at Atlassian completed. Approve it or open a dispute; otherwise it is approved automatically in 2 days.',
    });
    expect(say({ kind: 'approvalReminder', request, daysLeft: 1 }).text).toContain('in 1 day.');
  });

  it('tells the referrer when it is approved, with why when the marketplace approved it', () => {
    expect(say({ kind: 'referralApproved', request, reason: 'Approved automatically: the seeker did not answer within 7 days of its completion.' })).toEqual({
      title: 'Referral approved',
      text: 'Your referral for Backend Engineer at Atlassian is approved and its credits are yours. Approved automatically: the seeker did not answer within 7 days of its completion.',
    });
    expect(say({ kind: 'referralApproved', request, reason: null }).text).toBe(
      'Your referral for Backend Engineer at Atlassian is approved and its credits are yours.',
    );
  });
});

describe('a dispute', () => {
  it('reaches the admins with its reason, and tells the referrer', () => {
    expect(say({ kind: 'disputeOpened', request, reason: 'It was never sent.' }, 'admins')).toEqual({
      title: 'A dispute to settle',
      text: 'The seeker disputes Backend Engineer at Atlassian: It was never sent.',
    });
    expect(say({ kind: 'disputeOpened', request, reason: 'It was never sent.' })).toEqual({
      title: 'Your seeker opened a dispute',
      text: 'The seeker disputes Backend Engineer at Atlassian. Our team will look into it and may ask you in the chat.',
    });
  });

  it('carries the admins’ question, and the outcome with its note', () => {
    expect(say({ kind: 'disputeQuestion', request, question: 'Did you submit it?' })).toEqual({
      title: 'A question about the dispute',
      text: 'Our team asks about Backend Engineer at Atlassian: Did you submit it?',
    });
    expect(say({ kind: 'disputeSettled', request, outcome: 'refunded', note: 'Refunded in full.' })).toEqual({
      title: 'Dispute settled: refunded',
      text: 'The dispute about Backend Engineer at Atlassian was settled. Refunded in full.',
    });
    expect(say({ kind: 'disputeSettled', request, outcome: 'approved', note: 'The company confirmed it.' }).title).toBe('Dispute settled: approved');
  });
});
