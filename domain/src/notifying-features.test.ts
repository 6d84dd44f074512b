import { describe, expect, it } from 'vitest';
import { forumNotifications } from './forum/notifications.ts';
import { notificationKinds } from './notifications/constants.ts';
import { describeNotification, notificationLink } from './notifications/wording.ts';
import {
  describeFeatureNotification,
  featureNotificationKinds,
  featureNotificationLink,
  featureNotifyingTypes,
  isFeatureNotification,
  notifyingFeatures,
  type FeatureNotificationSubject,
} from './notifying-features.ts';

const restricted = { kind: 'discussionRestricted', discussionId: 'd1', title: 'Cover letters' } as const;

describe('the notifying features', () => {
  it('are the forum, whose events and kinds the bell reads', () => {
    expect(notifyingFeatures).toEqual([forumNotifications]);
    expect(featureNotifyingTypes).toEqual(['DiscussionRestricted', 'DiscussionPublishedAgain', 'DiscussionHidden', 'DiscussionPosted']);
    expect(featureNotificationKinds).toEqual(['discussionRestricted', 'discussionPublishedAgain', 'forumPostHidden', 'discussionAnswered', 'answerReplied']);
  });

  it('add their kinds to the notifications’, between the requests’ and the chat’s', () => {
    expect(notificationKinds).toEqual(expect.arrayContaining([...featureNotificationKinds]));
    expect(notificationKinds.indexOf('discussionRestricted')).toBeLessThan(notificationKinds.indexOf('chatMessage'));
    expect(notificationKinds.indexOf('discussionRestricted')).toBeGreaterThan(notificationKinds.indexOf('statusChanged'));
  });

  it('word and link their own subjects, for the bell through the notifications’ words', () => {
    const words = {
      title: 'Your discussion was restricted',
      text: 'An admin restricted "Cover letters". It no longer shows in the public forum; you can still open it.',
    };
    expect(describeFeatureNotification(restricted, 'own')).toEqual(words);
    expect(describeNotification(restricted, 'own')).toEqual(words);
    expect(featureNotificationLink(restricted)).toBe('/discussionPost/d1');
    expect(notificationLink(restricted)).toBe('/discussionPost/d1');
  });

  it('leave every other notification to the requests and the notifications themselves, linking nowhere', () => {
    expect(isFeatureNotification(restricted)).toBe(true);
    for (const kind of ['statusChanged', 'chatMessage', 'announcement']) expect(isFeatureNotification({ kind })).toBe(false);
    expect(notificationLink({ kind: 'announcement', title: 'Hello', body: 'Everyone' })).toBeNull();
    expect(describeNotification({ kind: 'announcement', title: 'Hello', body: 'Everyone' }, 'everyone')).toEqual({ title: 'Hello', text: 'Everyone' });
  });

  it('refuse a subject no feature listed', () => {
    const stray = { kind: 'nothing', discussionId: 'd1', title: '' } as unknown as FeatureNotificationSubject;
    expect(() => describeFeatureNotification(stray, 'own')).toThrow('no feature words the notification nothing');
    expect(() => featureNotificationLink(stray)).toThrow('no feature words the notification nothing');
  });
});
