import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, notificationSettingKeys, type NotificationSettings } from '../accounts/constants.ts';
import { CHAT_DIGEST_AFTER_MS, mailKinds, mailToggleOf, mayMail, notificationKinds, PREVIEW_MAX } from './constants.ts';
import { notificationMessages } from './messages.ts';
import { describeNotification, previewOf, type RequestRef } from './wording.ts';

const request: RequestRef = { requestId: 'r1', desiredPosition: 'Backend Engineer', companyName: 'Atlassian' };

describe('what a notification says', () => {
  it('tells the seeker their request is paid, and the company’s referrers that it waits for one', () => {
    expect(describeNotification({ kind: 'referralPaid', request }, 'own')).toEqual({
      title: 'Payment received',
      text: 'Your referral request for Backend Engineer at Atlassian is paid and with its referrers now.',
    });
    expect(describeNotification({ kind: 'referralPaid', request }, 'company')).toEqual({
      title: 'New paid request',
      text: 'A seeker is asking for a referral: Backend Engineer at Atlassian.',
    });
  });

  it('names the referrer who took the request', () => {
    expect(describeNotification({ kind: 'referralTaken', request, referrerName: 'Riley Referrer' }, 'own')).toEqual({
      title: 'A referrer took your request',
      text: 'Riley Referrer is handling your request for Backend Engineer at Atlassian.',
    });
  });

  it('gives the new status, with the reason when there is one', () => {
    expect(describeNotification({ kind: 'statusChanged', request, status: 'rejected', reason: 'Role filled' }, 'own')).toEqual({
      title: 'Status changed to Rejected',
      text: 'Your request for Backend Engineer at Atlassian is now Rejected. Reason: Role filled',
    });
    expect(describeNotification({ kind: 'statusChanged', request, status: 'inProgress', reason: null }, 'own')).toEqual({
      title: 'Status changed to In progress',
      text: 'Your request for Backend Engineer at Atlassian is now In progress.',
    });
  });

  it('gives the refunded amount', () => {
    expect(describeNotification({ kind: 'refundIssued', request, amountCents: 4950, currency: 'aud' }, 'own')).toEqual({
      title: 'Refund issued',
      text: 'AUD\u00a049.50 was refunded for your request for Backend Engineer at Atlassian.',
    });
  });

  it('quotes a chat message with its sender', () => {
    expect(describeNotification({ kind: 'chatMessage', request, senderName: 'Sam Seeker', preview: 'Hi!' }, 'own')).toEqual({
      title: 'New message from Sam Seeker',
      text: 'Backend Engineer at Atlassian: Hi!',
    });
  });

  it('shows an announcement as written', () => {
    expect(describeNotification({ kind: 'announcement', title: 'Maintenance', body: 'Sunday 2am.' }, 'everyone')).toEqual({
      title: 'Maintenance',
      text: 'Sunday 2am.',
    });
  });
});

describe('a preview', () => {
  it('puts the text on one line', () => {
    expect(previewOf('  Hello\n\nthere   you ', 20)).toBe('Hello there you');
  });

  it('cuts a long text with an ellipsis, within the limit', () => {
    expect(previewOf('abcdef', 6)).toBe('abcdef');
    expect(previewOf('abcdefg', 6)).toBe('abcde…');
    expect(previewOf('abcd  efgh', 6)).toBe('abcd…');
  });
});

describe('whether an e-mail may go out', () => {
  const allOff = Object.fromEntries(notificationSettingKeys.map((key) => [key, false])) as NotificationSettings;

  it.each(mailKinds.filter((kind) => kind !== 'chatDigest'))('sends %s only while its toggle is on', (kind) => {
    const toggle = mailToggleOf[kind];
    if (toggle === null) throw new Error('every kind but the digest has a toggle');
    expect(mayMail(kind, { ...allOff, [toggle]: true })).toBe(true);
    expect(mayMail(kind, { ...defaultNotificationSettings, [toggle]: false })).toBe(false);
  });

  it('sends a chat digest whatever the toggles say', () => {
    expect(mayMail('chatDigest', allOff)).toBe(true);
  });

  it('leaves general announcements off until the person turns them on', () => {
    expect(mayMail('announcement', defaultNotificationSettings)).toBe(false);
    expect(mayMail('statusChanged', defaultNotificationSettings)).toBe(true);
  });
});

describe('constants', () => {
  it('has the toggle of every kind of e-mail', () => {
    expect(mailToggleOf).toEqual({
      statusChanged: 'jobReferralStatusUpdates',
      newPaidRequest: 'newReferralOpportunities',
      careerAdviceReminder: 'careerAdviceSessionReminders',
      reviewCompleted: 'resumeReviewCompletion',
      announcement: 'generalAnnouncements',
      chatDigest: null,
    });
    // every request kind's (job referrals', then resume reviews'), every other feature's (the forum's), then the chat's and the announcements'
    expect(notificationKinds).toEqual([
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
      'discussionRestricted',
      'discussionPublishedAgain',
      'forumPostHidden',
      'discussionAnswered',
      'answerReplied',
      'chatMessage',
      'announcement',
    ]);
    expect(CHAT_DIGEST_AFTER_MS).toBe(900_000);
    expect(PREVIEW_MAX).toBe(140);
  });

  it('words its messages', () => {
    expect(notificationMessages.titleTooLong).toBe('The title must be at most 120 characters.');
    expect(notificationMessages.bodyTooLong).toBe('The message must be at most 2000 characters.');
    expect(notificationMessages.tooManyIds).toBe('Mark at most 100 notifications at once.');
  });
});
