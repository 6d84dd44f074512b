import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent } from '../../lib/socket';
import { reputationKeys } from './api/keys';
import { reputationLive } from './live';

const staleAfter = (type: string) => {
  const client = new QueryClient();
  for (const key of [reputationKeys.referrer('r1'), reputationKeys.referrer('r2'), ['referrals', 'seeker', 'detail', 'x']])
    client.setQueryData(key, { loaded: true });
  applyLiveEvent(client, [reputationLive], { type, data: {} });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.join(' '));
};

describe('the reputation live handlers', () => {
  it.each(['ReferralTaken', 'ReferralStatusChanged', 'ChatMessageSent'])('%s makes every referrer’s figures on screen stale', (type) => {
    expect(staleAfter(type).sort()).toEqual(['reputation referrer r1', 'reputation referrer r2']);
  });

  it.each(['ChatRead', 'ReferralPaid', 'ReferralFeedbackGiven'])('%s changes no figure', (type) => {
    expect(staleAfter(type)).toEqual([]);
  });
});
