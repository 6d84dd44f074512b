import { useEffect } from 'react';
import { io } from 'socket.io-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { verificationStatuses, type VerificationStatus } from '@referly/domain';
import { api, notePosition } from './api.ts';
import { getSessionUser, updateSessionUser, useSession } from './session.ts';

export type LiveEvent = { type: string; position?: number; data?: Record<string, unknown> };

const profileKey: QueryKey = ['profile'];
const profileKeys: QueryKey[] = [profileKey, ['notification-settings']];
const adminUsersKey: QueryKey = ['admin', 'users'];

/** Which cached reads a pushed event makes stale. */
export const staleQueriesFor = (type: string): QueryKey[] => {
  const keys: QueryKey[] = [];
  if (type === 'ProfileUpdated' || type === 'NotificationSettingsChanged') keys.push(...profileKeys);
  if (['UserRegistered', 'ProfileUpdated', 'ReferrerVerificationStatusChanged', 'PasswordSet'].includes(type)) keys.push(adminUsersKey);
  return keys;
};

const isVerificationStatus = (value: unknown): value is VerificationStatus =>
  typeof value === 'string' && (verificationStatuses as readonly string[]).includes(value);

// Counts the status changes pushed live: a catch-up read that overlapped one of them may be older than it.
let liveStatusChanges = 0;

export const applyLiveEvent = (queryClient: QueryClient, event: LiveEvent) => {
  if (typeof event.position === 'number') notePosition(event.position);
  for (const queryKey of staleQueriesFor(event.type)) void queryClient.invalidateQueries({ queryKey });

  if (event.type !== 'ReferrerVerificationStatusChanged') return;
  liveStatusChanges += 1;
  storeVerificationStatus(event.data?.userId, event.data?.status);
};

// the referrer guards read the stored user, so an admin's decision must reach it at once
const storeVerificationStatus = (userId: unknown, status: unknown) => {
  const me = getSessionUser();
  if (!me || userId !== me.id || !isVerificationStatus(status) || me.referrerVerificationStatus === status) return;
  updateSessionUser((user) => ({
    ...user,
    referrerVerificationStatus: status,
    referrerVerification: { ...(user.referrerVerification ?? {}), status },
  }));
};

type Ready = { position?: number };
type ProfileData = { id?: string; referrerVerificationStatus?: VerificationStatus | null } | undefined;

/**
 * The server says `ready` once this socket is in its rooms, with the log position at that moment.
 * Whatever changed before then (while the page loaded, or while the socket was down) was not pushed
 * to it, so the cached reads and the stored user are read again as of that position.
 */
export const catchUp = async (queryClient: QueryClient, ready: Ready) => {
  if (typeof ready.position === 'number') notePosition(ready.position);
  void queryClient.invalidateQueries();
  if (getSessionUser()?.userRole !== 'referrer') return;
  const changesBefore = liveStatusChanges;
  // the same cache entry as the settings page's profile (the `data` of GET /api/user/profile), so an open
  // settings page and this catch-up share one read
  const profile = await queryClient.fetchQuery<ProfileData>({
    queryKey: profileKey,
    queryFn: async ({ signal }) => (await api.get<{ data?: ProfileData }>('/api/user/profile', { signal })).data,
  });
  // Every change after `ready` is pushed, in order: once one arrived during the read, the pushes have the last word.
  if (liveStatusChanges !== changesBefore) return;
  storeVerificationStatus(profile?.id, profile?.referrerVerificationStatus);
};

/** Mounted once in the root layout: one socket per signed-in token. */
export const useLiveEvents = () => {
  const queryClient = useQueryClient();
  const { token } = useSession();

  useEffect(() => {
    if (!token) return;
    const socket = io({ auth: { token }, transports: ['websocket', 'polling'] });
    socket.on('event', (event: LiveEvent) => applyLiveEvent(queryClient, event));
    socket.on('ready', (ready: Ready) => {
      // a failed re-read is not fatal: live events keep coming, and the next page read refreshes it
      catchUp(queryClient, ready).catch(() => undefined);
    });
    // Back online: connect now rather than after the back-off (or a handshake that hung while offline).
    const reconnectNow = () => {
      if (socket.connected) return;
      socket.disconnect();
      socket.connect();
    };
    window.addEventListener('online', reconnectNow);
    return () => {
      window.removeEventListener('online', reconnectNow);
      socket.disconnect();
    };
  }, [token, queryClient]);
};
