import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@referly/domain';
import { notificationMailTriggers } from './notifications/notification-mail.reactor.ts';
import { kindMailing, kindOfChat, requestKindWorkers } from './request-kinds.ts';

const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  type,
  data,
  id: 'e1',
  streamId: 'referral-r1',
  revision: 0,
  position: 1,
  metadata: {},
  recordedAt: '2026-11-24T00:00:00.000Z',
});

describe('the request kinds of the e-mail workers', () => {
  it('mail each kind’s triggers and announcements', () => {
    expect(requestKindWorkers.map((kind) => kind.chatType)).toEqual(['jobReferral', 'resumeReview']);
    expect(notificationMailTriggers).toEqual([
      'ReferralStatusChanged',
      'ReferralPaid',
      'ReferralUntakenReminded',
      'ReferralSilenceReminded',
      'ReferralReleased',
      'ReferralApprovalReminded',
      'ConsultantReviewSaved',
      'ResumeReviewStatusChanged',
      'CareerAdviceMeetingScheduled',
      'AnnouncementSent',
    ]);
    expect(kindMailing('ReferralPaid')?.chatType).toBe('jobReferral');
    expect(kindMailing('ReferralTaken')).toBeUndefined();
  });

  it('find a chat’s kind by its chatType, none for a kind nobody registered', () => {
    expect(kindOfChat('jobReferral')?.streamOf('r1')).toBe('referral-r1');
    expect(kindOfChat('resumeReview')?.streamOf('rev-1')).toBe('resume-review-rev-1');
    expect(kindOfChat('careerAdvice')).toBeUndefined();
  });

  it('name a referral by its opening event, and nothing by another', () => {
    const kind = kindOfChat('jobReferral');
    const opening = recorded('ReferralRequested', { referralId: 'r1', desiredPosition: 'Backend Engineer', companyName: 'Atlassian' });
    expect(kind?.requestRefOf('r1', opening)).toEqual({ requestId: 'r1', desiredPosition: 'Backend Engineer', companyName: 'Atlassian' });
    expect(kind?.requestRefOf('r1', recorded('ReferralPaid', { referralId: 'r1' }))).toBeNull();
    expect(kind?.requestRefOf('r1', undefined)).toBeNull();
  });
});
