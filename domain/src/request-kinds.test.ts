import { describe, expect, it } from 'vitest';
import { referralKind } from './referrals/kind.ts';
import {
  chatAccessTypes,
  chatSystemLineTypes,
  describeRequestNotification,
  nameRequest,
  requestKinds,
  requestNotificationKinds,
  requestNotifyingTypes,
} from './request-kinds.ts';

const request = { requestId: 'r1', desiredPosition: 'Backend Engineer', companyName: 'Atlassian' };

describe('the request kinds', () => {
  it('are job referrals and resume reviews, each with a chat of their own kind', () => {
    expect(requestKinds.map((kind) => kind.chatType)).toEqual(['jobReferral', 'resumeReview']);
    expect(requestKinds[0]).toBe(referralKind);
  });

  it('give the chat its system lines, and the events after which its watchers are checked again', () => {
    expect(chatSystemLineTypes).toEqual([
      'ReferralPaid',
      'ReferralTaken',
      'ReferralStatusChanged',
      'RefundIssued',
      'ReferralUntakenReminded',
      'ReferralSilenceReminded',
      'ReferralReleased',
      'ReferralApprovalReminded',
      'ReferralDisputeOpened',
      'ReferralDisputeQuestionAsked',
      'ReferralDisputeSettled',
      'ResumeReviewPaid',
      'AiReviewCompleted',
      'ConsultantReviewSaved',
      'ResumeReviewStatusChanged',
      'CareerAdviceMeetingScheduled',
      'ResumeReviewOverdueReminded',
    ]);
    expect(chatAccessTypes).toEqual(['ReferralTaken', 'ReferralStatusChanged', 'ReferralReleased']);
  });

  it('give the bell the events that make notifications and the kinds of notification they make', () => {
    expect(requestNotifyingTypes).toEqual([
      'ReferralPaid',
      'ReferralTaken',
      'ReferralStatusChanged',
      'RefundIssued',
      'ReferralUntakenReminded',
      'ReferralSilenceReminded',
      'ReferralReleased',
      'ReferralApprovalReminded',
      'ReferralDisputeOpened',
      'ReferralDisputeQuestionAsked',
      'ReferralDisputeSettled',
      'ResumeReviewPaid',
      'AiReviewCompleted',
      'ConsultantReviewSaved',
      'ResumeReviewStatusChanged',
      'CareerAdviceMeetingScheduled',
      'CareerAdviceRequested',
      'ResumeReviewOverdueReminded',
    ]);
    expect(requestNotificationKinds).toEqual([
      'referralPaid',
      'referralTaken',
      'statusChanged',
      'referralApproved',
      'refundIssued',
      'untakenReminder',
      'silenceReminder',
      'releasedToPool',
      'releasedFromYou',
      'approvalReminder',
      'disputeOpened',
      'disputeQuestion',
      'disputeSettled',
      'reviewPaid',
      'aiReviewReady',
      'consultantReviewSaved',
      'reviewStatusChanged',
      'careerAdviceMeetingScheduled',
      'careerAdviceRequested',
      'reviewOverdue',
    ]);
  });

  it('word a notification by the kind that listed it', () => {
    expect(describeRequestNotification({ kind: 'referralTaken', request, referrerName: 'Riley' }, 'own')).toEqual({
      title: 'A referrer took your request',
      text: 'Riley is handling your request for Backend Engineer at Atlassian.',
    });
    expect(describeRequestNotification({ kind: 'referralPaid', request }, 'company').title).toBe('New paid request');
  });

  it('name a request in a notification not of their own (a chat message) in the words of its kind: a referral by its position and company', () => {
    expect(nameRequest({ ...request, chatType: 'jobReferral' }, 'own')).toBe('Backend Engineer at Atlassian');
    expect(nameRequest({ ...request, chatType: 'jobReferral' }, 'admins')).toBe('Backend Engineer at Atlassian');
    // a resume review by the position it is for
    expect(nameRequest({ ...request, chatType: 'resumeReview' }, 'own')).toBe('Backend Engineer at Atlassian (resume review)');
    expect(nameRequest({ ...request, chatType: 'resumeReview' }, 'admins')).toBe('Backend Engineer at Atlassian (resume review)');
    // a request whose kind is not known (a notification from before kinds named theirs) reads as a referral did
    expect(nameRequest(request, 'own')).toBe('Backend Engineer at Atlassian');
  });

  it('refuses to word a notification no kind listed', () => {
    expect(() => describeRequestNotification({ kind: 'reviewCompleted', request } as never, 'own')).toThrow(
      'no request kind words the notification reviewCompleted',
    );
  });
});
