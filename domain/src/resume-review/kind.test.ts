import { describe, expect, it } from 'vitest';
import { describeNotification } from '../notifications/wording.ts';
import { chatAccessTypes, chatSystemLineTypes, requestNotificationKinds, requestNotifyingTypes } from '../request-kinds.ts';
import { resumeReviewChatLines, resumeReviewKind } from './kind.ts';
import { careerAdviceSessionLine } from './notifications.ts';

const request = { requestId: 'rev-1', desiredPosition: 'Backend Engineer', companyName: 'Atlassian' };
const meeting = { link: 'https://meet.example.com/abc', date: '2026-12-01', time: '14:30' };

describe('the resume review kind', () => {
  it('has resume review chats, whose lines and notifications the registry lists beside the referrals’', () => {
    expect(resumeReviewKind.chatType).toBe('resumeReview');
    expect(chatSystemLineTypes).toEqual(
      expect.arrayContaining(['ResumeReviewPaid', 'AiReviewCompleted', 'ConsultantReviewSaved', 'CareerAdviceMeetingScheduled']),
    );
    expect(requestNotifyingTypes).toEqual(expect.arrayContaining(['ResumeReviewStatusChanged', 'CareerAdviceMeetingScheduled']));
    expect(requestNotificationKinds).toEqual(expect.arrayContaining(['aiReviewReady', 'careerAdviceMeetingScheduled']));
  });

  it('changes nobody’s access to its chat: the seeker and the admins see it throughout', () => {
    expect(resumeReviewKind.chatAccessTypes).toEqual([]);
    expect(chatAccessTypes).toEqual(['ReferralTaken', 'ReferralStatusChanged', 'ReferralReleased']);
  });

  it('writes its chat lines', () => {
    expect(resumeReviewChatLines.paid).toBe('Payment received.');
    expect(resumeReviewChatLines.aiReviewReady(78)).toBe('The AI review is ready: 78/100.');
    expect(resumeReviewChatLines.consultantReviewSaved('completed')).toBe('The consultant review is ready.');
    expect(resumeReviewChatLines.consultantReviewSaved('pending')).toBe('The consultant review was updated.');
    expect(resumeReviewChatLines.statusChanged('completed')).toBe('Status changed to Completed.');
    expect(resumeReviewChatLines.statusChanged('pending')).toBe('Status changed to Pending.');
    expect(resumeReviewChatLines.meetingScheduled(meeting)).toBe('Career advice session on 2026-12-01 at 14:30: https://meet.example.com/abc');
    expect(careerAdviceSessionLine(meeting)).toBe(resumeReviewChatLines.meetingScheduled(meeting));
  });

  it('names a review in a message of its chat, for its seeker and for the admins alike, by its position and company', () => {
    const message = { kind: 'chatMessage' as const, request: { ...request, chatType: 'resumeReview' as const }, senderName: 'Sam Seeker', preview: 'Hi' };
    for (const audience of ['own', 'admins'] as const) {
      expect(describeNotification(message, audience)).toEqual({
        title: 'New message from Sam Seeker',
        text: 'Backend Engineer at Atlassian (resume review): Hi',
      });
    }
  });

  it('words a new paid review and a career advice request for the admins', () => {
    expect(describeNotification({ kind: 'reviewPaid', request }, 'admins')).toEqual({
      title: 'New paid resume review',
      text: 'A seeker paid for a resume review: Backend Engineer at Atlassian.',
    });
    expect(describeNotification({ kind: 'careerAdviceRequested', request }, 'admins')).toEqual({
      title: 'Career advice requested',
      text: 'A seeker asked for a career advice session on their resume review: Backend Engineer at Atlassian.',
    });
  });

  it('words the reminder of a review still without its consultant review (issue 17): for the admins, in days when whole, and for the seeker', () => {
    expect(describeNotification({ kind: 'reviewOverdue', request, hours: 48 }, 'admins')).toEqual({
      title: 'A resume review is waiting',
      text: 'A paid resume review has waited 2 days for its consultant review: Backend Engineer at Atlassian.',
    });
    expect(describeNotification({ kind: 'reviewOverdue', request, hours: 24 }, 'admins').text).toContain('waited 1 day for');
    expect(describeNotification({ kind: 'reviewOverdue', request, hours: 36 }, 'admins').text).toContain('waited 36 hours for');
    expect(describeNotification({ kind: 'reviewOverdue', request, hours: 1 }, 'admins').text).toContain('waited 1 hour for');
    expect(describeNotification({ kind: 'reviewOverdue', request, hours: 48 }, 'own')).toEqual({
      title: 'Your consultant review is taking longer',
      text: 'Your resume review for Backend Engineer at Atlassian is taking longer than usual. Our team has been reminded.',
    });
    expect(resumeReviewChatLines.overdue).toBe('The consultant review is taking longer than usual: our team has been reminded.');
  });

  it('words its notifications for the seeker, through the one describer of every notification', () => {
    expect(describeNotification({ kind: 'reviewPaid', request }, 'own')).toEqual({
      title: 'Payment received',
      text: 'Your resume review for Backend Engineer at Atlassian is paid: the AI review is on its way.',
    });
    expect(describeNotification({ kind: 'aiReviewReady', request, overall: 81 }, 'own')).toEqual({
      title: 'Your AI review is ready',
      text: 'Your resume scored 81/100 for Backend Engineer at Atlassian. Open the review to read the advice.',
    });
    expect(describeNotification({ kind: 'consultantReviewSaved', request, status: 'completed' }, 'own')).toEqual({
      title: 'Your resume review is complete',
      text: 'A consultant reviewed your resume for Backend Engineer at Atlassian: their feedback and reviewed resume are ready.',
    });
    expect(describeNotification({ kind: 'consultantReviewSaved', request, status: 'pending' }, 'own')).toEqual({
      title: 'Consultant review updated',
      text: 'A consultant updated the review of your resume for Backend Engineer at Atlassian.',
    });
    expect(describeNotification({ kind: 'reviewStatusChanged', request, status: 'completed' }, 'own')).toEqual({
      title: 'Status changed to Completed',
      text: 'Your resume review for Backend Engineer at Atlassian is now Completed.',
    });
    expect(describeNotification({ kind: 'careerAdviceMeetingScheduled', request, meeting }, 'own')).toEqual({
      title: 'Career advice session booked',
      text: 'Career advice session on 2026-12-01 at 14:30: https://meet.example.com/abc (Backend Engineer at Atlassian).',
    });
  });
});
