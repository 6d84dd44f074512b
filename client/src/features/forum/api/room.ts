import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useQueryClient } from '@tanstack/react-query';
import { forumUnwatchEvent, forumWatchEvent } from '@referly/domain';
import { applyLiveEvent, useLiveSocket, type LiveEvent } from '../../../lib/socket';
import { forumLive } from '../live';

// docs/API.md, Discussion forum, live: anyone reading a discussion, signed in or not, joins its room.
export const WATCH = forumWatchEvent;
export const UNWATCH = forumUnwatchEvent;

/**
 * A visitor has no signed-in socket: the discussion page opens its own, anonymous, for as long as it is open. It says
 * it is a visitor's (no token): the server then lets it into public rooms only.
 */
let anonymous: { socket: Socket; users: number } | null = null;
const openAnonymous = (): Socket => {
  if (!anonymous) anonymous = { socket: io({ auth: { visitor: true }, transports: ['websocket', 'polling'] }), users: 0 };
  anonymous.users += 1;
  return anonymous.socket;
};
const closeAnonymous = () => {
  if (!anonymous) return;
  anonymous.users -= 1;
  if (anonymous.users > 0) return;
  anonymous.socket.disconnect();
  anonymous = null;
};

/**
 * Joins the discussion's room while the page shows it (and again after every reconnection), and leaves it on unmount;
 * what is pushed there (votes, new answers and replies) refreshes the discussion at once.
 */
export function useDiscussionRoom(discussionId: string) {
  const signedIn = useLiveSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!discussionId) return;
    const socket = signedIn ?? openAnonymous();
    const watch = () => socket.emit(WATCH, { discussionId });
    socket.on('ready', watch);
    socket.on('connect', watch);
    if (socket.connected) watch();
    // the signed-in socket's events already reach every feature's handlers; the visitor's own socket hands them on here
    const onEvent = (event: LiveEvent) => applyLiveEvent(queryClient, [forumLive], event);
    if (!signedIn) socket.on('event', onEvent);
    return () => {
      socket.off('ready', watch);
      socket.off('connect', watch);
      if (socket.connected) socket.emit(UNWATCH, { discussionId });
      if (!signedIn) {
        socket.off('event', onEvent);
        closeAnonymous();
      }
    };
  }, [discussionId, signedIn, queryClient]);
}
