import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { profileKey } from '../lib/profile.ts';
import { applyLiveEvent } from '../lib/socket.ts';
import { liveHandlers } from './live-registry.ts';

const openReads = () => {
  const client = new QueryClient();
  for (const key of [profileKey, ['notification-settings'], ['admin', 'users', 'list', { page: 1 }], ['admin', 'users', 'detail', 'u7']]) {
    client.setQueryData(key, { loaded: true });
  }
  return client;
};

const staleAfter = (type: string) => {
  const client = openReads();
  applyLiveEvent(client, liveHandlers, { type, data: {} });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => (query.queryKey[0] === 'admin' ? `admin ${String(query.queryKey[2])}` : String(query.queryKey[0])));
};

describe('the registered live handlers', () => {
  it.each([
    ['UserRegistered', ['admin list', 'admin detail']],
    ['ProfileUpdated', ['profile', 'admin list', 'admin detail']],
    ['NotificationSettingsChanged', ['profile', 'notification-settings']],
    ['ReferrerVerificationStatusChanged', ['profile', 'admin list', 'admin detail']],
    ['PasswordSet', ['admin list', 'admin detail']],
    ['PasswordChanged', []],
  ])('%s makes stale: %j', (type, expected) => {
    expect(staleAfter(type).sort()).toEqual([...expected].sort());
  });
});
