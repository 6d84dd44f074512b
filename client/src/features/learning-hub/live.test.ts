import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent } from '../../lib/socket';
import { learningHubKeys } from './api/keys';
import { learningHubLive } from './live';

const staleAfter = (type: string) => {
  const client = new QueryClient();
  for (const key of [learningHubKeys.admin({ page: 1, limit: 10 }), learningHubKeys.detail('p1'), ['companies', 'list']])
    client.setQueryData(key, { loaded: true });
  applyLiveEvent(client, [learningHubLive], { type, data: {} });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => String(query.queryKey[1]));
};

describe('learning hub live handlers', () => {
  it.each(['LearningHubPostCreated', 'LearningHubPostUpdated', 'LearningHubPostDeleted'])(
    '%s makes every learning hub read stale, and nothing else',
    (type) => {
      expect(staleAfter(type).sort()).toEqual(['admin', 'detail']);
    },
  );

  it('leaves them alone on any other event', () => {
    expect(staleAfter('CompanyAdded')).toEqual([]);
  });
});
