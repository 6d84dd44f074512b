import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent } from '../../lib/socket';
import { notificationKeys } from './api/keys';
import { notificationsLive } from './live';

const staleAfter = (type: string) => {
  const client = new QueryClient();
  client.setQueryData(notificationKeys.list(20), { loaded: true });
  applyLiveEvent(client, [notificationsLive], { type, data: {} });
  return client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.isInvalidated);
};

describe('the notifications live handlers', () => {
  it.each([
    'ReferralPaid',
    'ReferralTaken',
    'ReferralStatusChanged',
    'RefundIssued',
    'ChatMessageSent',
    'ChatRead',
    'AnnouncementSent',
    'NotificationsRead',
    'DiscussionRestricted',
    'DiscussionPublishedAgain',
    'DiscussionHidden',
    'DiscussionPosted',
  ])('%s makes the bell read again', (type) => expect(staleAfter(type)).toBe(true));

  it('leaves the bell alone on events that make no notification', () => {
    expect(staleAfter('ReferralFeedbackGiven')).toBe(false);
    expect(staleAfter('DiscussionVoted')).toBe(false);
  });
});
