import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent } from '../../lib/socket';
import { chatKeys } from './api/keys';
import { chatLive } from './live';

const staleAfter = (type: string) => {
  const client = new QueryClient();
  for (const key of [chatKeys.list({ chatType: 'jobReferral', search: '' }), chatKeys.detail('jobReferral', 'r1'), ['referrals', 'seeker', 'detail', 'r1']]) {
    client.setQueryData(key, { loaded: true });
  }
  applyLiveEvent(client, [chatLive], { type, data: {} });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.slice(0, 2).join(' '));
};

describe('the chat live handlers', () => {
  it.each(['ChatMessageSent', 'ChatRead', 'ReferralPaid', 'ReferralTaken', 'ReferralStatusChanged', 'RefundIssued'])(
    '%s makes the chat lists and the open chat stale',
    (type) => expect(staleAfter(type).sort()).toEqual(['chat detail', 'chat list']),
  );

  it('leaves the chats alone on events that write no chat line', () => {
    expect(staleAfter('ReferralFeedbackGiven')).toEqual([]);
  });
});
