import { describe, expect, it } from 'vitest';
import {
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  chatFileExtensions,
  chatImageExtensions,
  chatSystemLineTypes,
  chatTypes,
  isChatFile,
  maySendIn,
  MESSAGE_MAX_LENGTH,
} from './constants.ts';

describe('chat constants', () => {
  it('know the two kinds of chat, the length of a message and the size of a page', () => {
    expect(chatTypes).toEqual(['jobReferral', 'resumeReview']);
    expect(MESSAGE_MAX_LENGTH).toBe(2000);
    expect([CHAT_PAGE_SIZE, CHAT_PAGE_MAX]).toEqual([30, 100]);
  });

  it('name the request events a chat shows as system lines, which the read model and the digest number alike', () => {
    // every kind's, in registry order: job referrals', then resume reviews'
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
  });

  it('take the spec’s images and the request forms’ documents', () => {
    expect(chatImageExtensions).toEqual(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp']);
    expect(chatFileExtensions).toEqual(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp', 'pdf', 'doc', 'docx']);
  });
});

describe('isChatFile', () => {
  it.each(['a.pdf', 'a.doc', 'a.DOCX', 'a.webp'])('takes %s', (name) => expect(isChatFile(name)).toBe(true));
  it.each(['a.exe', 'a.zip', 'a.txt', 'pdf'])('refuses %s', (name) => expect(isChatFile(name)).toBe(false));
});

describe('maySendIn', () => {
  it('lets the seeker and the referrer write in every chat', () => {
    expect(maySendIn('jobSeeker', 'jobReferral')).toBe(true);
    expect(maySendIn('referrer', 'jobReferral')).toBe(true);
    expect(maySendIn('jobSeeker', 'resumeReview')).toBe(true);
  });

  it('lets an admin write in resume review chats only', () => {
    expect(maySendIn('admin', 'jobReferral')).toBe(false);
    expect(maySendIn('admin', 'resumeReview')).toBe(true);
  });
});
