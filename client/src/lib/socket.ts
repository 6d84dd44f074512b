import { useEffect, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { notePosition } from './api.ts';
import { useSession } from './session.ts';

/** What the server pushes as socket event `event` (docs/API.md, live push). */
export type LiveEvent = { type: string; position?: number; data?: Record<string, unknown> };

/**
 * What one feature does with pushed events, declared in its `live.ts` and registered in
 * `app/live-registry.ts`: which of its cached reads each event type makes stale, and anything else it does.
 */
export type LiveHandlers = {
  /** pushed event type -> the feature's query keys it makes stale */
  invalidates?: Readonly<Record<string, readonly QueryKey[]>>;
  /** any other reaction, run after the invalidation (e.g. updating the stored session user) */
  onEvent?: (event: LiveEvent, queryClient: QueryClient) => void;
  /** after `ready`, every cached query is already stale: re-read what the feature keeps outside the cache */
  onCatchUp?: (queryClient: QueryClient) => Promise<void>;
};

export const applyLiveEvent = (queryClient: QueryClient, handlers: readonly LiveHandlers[], event: LiveEvent) => {
  // the reads these invalidations start then wait until the read models have caught up with the event
  if (typeof event.position === 'number') notePosition(event.position);
  for (const handler of handlers) {
    for (const queryKey of handler.invalidates?.[event.type] ?? []) void queryClient.invalidateQueries({ queryKey });
    handler.onEvent?.(event, queryClient);
  }
};

type Ready = { position?: number };

/**
 * The server says `ready` once this socket is in its rooms, with the log position at that moment.
 * Whatever changed before then (while the page loaded, or while the socket was down) was not pushed
 * to it, so every cached read, and whatever a feature keeps elsewhere, is read again as of that position.
 */
export const catchUp = async (queryClient: QueryClient, handlers: readonly LiveHandlers[], ready: Ready) => {
  if (typeof ready.position === 'number') notePosition(ready.position);
  void queryClient.invalidateQueries();
  const results = await Promise.allSettled(handlers.map((handler) => handler.onCatchUp?.(queryClient)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
};

// The signed-in person's one socket, for features that talk over it (a chat's typing and presence), not only listen.
let liveSocket: Socket | null = null;
const socketWatchers = new Set<() => void>();
const setLiveSocket = (socket: Socket | null) => {
  liveSocket = socket;
  for (const watcher of socketWatchers) watcher();
};
const watchSocket = (watcher: () => void) => {
  socketWatchers.add(watcher);
  return () => void socketWatchers.delete(watcher);
};

/** The live socket while someone is signed in (connected or reconnecting), else null. */
export const useLiveSocket = (): Socket | null =>
  useSyncExternalStore(
    watchSocket,
    () => liveSocket,
    () => null,
  );

/** Every feature's live handlers, or a way to load them (the root layout loads them with the socket, once someone signs in). */
export type LiveHandlersSource = readonly LiveHandlers[] | (() => Promise<readonly LiveHandlers[]>);

/**
 * Mounted once in the root layout: one socket per signed-in token, dispatching to the registered handlers. The socket's
 * library (and the handlers, when given as a loader) are fetched when a session starts: a visitor's pages never load them.
 */
export const useLiveEvents = (handlers: LiveHandlersSource) => {
  const queryClient = useQueryClient();
  const { token } = useSession();

  useEffect(() => {
    if (!token) return;
    let ended = false;
    let stop = () => {};
    void Promise.all([import('socket.io-client'), typeof handlers === 'function' ? handlers() : handlers]).then(([{ io }, loaded]) => {
      if (ended) return;
      const socket = io({ auth: { token }, transports: ['websocket', 'polling'] });
      socket.on('event', (event: LiveEvent) => applyLiveEvent(queryClient, loaded, event));
      socket.on('ready', (ready: Ready) => {
        // a failed re-read is not fatal: live events keep coming, and the next page read refreshes it
        catchUp(queryClient, loaded, ready).catch(() => undefined);
      });
      // Back online: connect now rather than after the back-off (or a handshake that hung while offline).
      const reconnectNow = () => {
        if (socket.connected) return;
        socket.disconnect();
        socket.connect();
      };
      window.addEventListener('online', reconnectNow);
      setLiveSocket(socket);
      stop = () => {
        window.removeEventListener('online', reconnectNow);
        setLiveSocket(null);
        socket.disconnect();
      };
    });
    return () => {
      ended = true;
      stop();
    };
  }, [token, queryClient, handlers]);
};
