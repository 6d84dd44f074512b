import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { useLiveSocket, type LiveEvent } from '../../../lib/socket';
import { chatKeys } from './keys';

// docs/API.md, Chats, live: a chat's typing and presence travel over the socket, never through the event log.

/** Someone writing in a chat, as `chat:typing` names them. */
export type Typist = { userId: string; name: string };
/** What the socket knows of one chat: which of its other people are connected, and who is writing now. */
export type RoomState = { online: ReadonlySet<string>; typing: readonly Typist[] };

/** A "typing" that is not said again within this long has stopped (the writer lost the connection, closed the tab). */
export const TYPING_TTL_MS = 6000;
/** While someone keeps typing, their "typing" is said again this often, so it outlives TYPING_TTL_MS. */
export const TYPING_REPEAT_MS = 2500;
/** A pause this long in typing says "stopped". */
export const TYPING_IDLE_MS = 3000;

type WatchAck = { ok: boolean; online?: string[] };
type TypingNotice = { chatId: string; userId: string; name: string; typing: boolean };
type PresenceNotice = { userId: string; online: boolean };

const EMPTY: RoomState = { online: new Set(), typing: [] };

type Room = { refs: number; state: RoomState; watchers: Set<() => void>; expiries: Map<string, ReturnType<typeof setTimeout>> };

/** Called once the server has the socket in a chat's room, with the time the watch was asked for. */
type OnWatched = (chatId: string, askedAt: number) => void;

/**
 * The chats one socket watches. Several components may show the same chat (the drawer's header and its conversation):
 * the chat is watched once, from the first of them to the last, and watched again after every reconnection.
 */
class ChatRooms {
  private readonly rooms = new Map<string, Room>();
  private readonly onWatched = new Set<OnWatched>();

  constructor(private readonly socket: Socket) {
    // `ready` comes once the server has this socket in its rooms, after every (re)connection: watch again then
    socket.on('ready', () => {
      for (const [chatId, room] of this.rooms) if (room.refs > 0) this.watch(chatId);
    });
    socket.on('chat:typing', (notice: TypingNotice) => this.onTyping(notice));
    socket.on('presence', ({ userId, online }: PresenceNotice) => {
      for (const [chatId, room] of this.rooms) {
        if (room.state.online.has(userId) === online) continue;
        const next = new Set(room.state.online);
        if (online) next.add(userId);
        else next.delete(userId);
        this.set(chatId, { ...room.state, online: next });
      }
    });
    // whoever sent a message has stopped typing it
    socket.on('event', (event: LiveEvent) => {
      if (event.type !== 'ChatMessageSent') return;
      const chatId = event.data?.chatId;
      const sender = event.data?.sender as { userId?: unknown } | undefined;
      if (typeof chatId === 'string' && typeof sender?.userId === 'string') this.stopTyping(chatId, sender.userId);
    });
  }

  private room(chatId: string): Room {
    let room = this.rooms.get(chatId);
    if (!room) {
      room = { refs: 0, state: EMPTY, watchers: new Set(), expiries: new Map() };
      this.rooms.set(chatId, room);
    }
    return room;
  }

  private set(chatId: string, state: RoomState) {
    const room = this.room(chatId);
    room.state = state;
    for (const watcher of room.watchers) watcher();
  }

  private watch(chatId: string) {
    const askedAt = Date.now();
    this.socket.emit('chat:watch', { chatId }, (ack: WatchAck | undefined) => {
      if (!ack?.ok) return;
      this.set(chatId, { ...this.room(chatId).state, online: new Set(ack.online ?? []) });
      for (const listener of this.onWatched) listener(chatId, askedAt);
    });
  }

  /** `listener` hears each chat this socket is now in the room of; returns its removal. */
  watched(listener: OnWatched) {
    this.onWatched.add(listener);
    return () => void this.onWatched.delete(listener);
  }

  private onTyping({ chatId, userId, name, typing }: TypingNotice) {
    const room = this.rooms.get(chatId);
    if (!room || room.refs === 0) return;
    if (!typing) return this.stopTyping(chatId, userId);
    clearTimeout(room.expiries.get(userId));
    room.expiries.set(
      userId,
      setTimeout(() => this.stopTyping(chatId, userId), TYPING_TTL_MS),
    );
    if (!room.state.typing.some((typist) => typist.userId === userId)) this.set(chatId, { ...room.state, typing: [...room.state.typing, { userId, name }] });
  }

  private stopTyping(chatId: string, userId: string) {
    const room = this.rooms.get(chatId);
    if (!room) return;
    clearTimeout(room.expiries.get(userId));
    room.expiries.delete(userId);
    if (room.state.typing.some((typist) => typist.userId === userId)) {
      this.set(chatId, { ...room.state, typing: room.state.typing.filter((typist) => typist.userId !== userId) });
    }
  }

  join(chatId: string) {
    const room = this.room(chatId);
    room.refs += 1;
    if (room.refs === 1 && this.socket.connected) this.watch(chatId);
  }

  leave(chatId: string) {
    const room = this.room(chatId);
    room.refs -= 1;
    if (room.refs > 0) return;
    this.socket.emit('chat:unwatch', { chatId });
    for (const expiry of room.expiries.values()) clearTimeout(expiry);
    room.expiries.clear();
    this.set(chatId, EMPTY);
  }

  subscribe(chatId: string, watcher: () => void) {
    const room = this.room(chatId);
    room.watchers.add(watcher);
    return () => void room.watchers.delete(watcher);
  }

  snapshot(chatId: string): RoomState {
    return this.rooms.get(chatId)?.state ?? EMPTY;
  }

  typing(chatId: string, typing: boolean) {
    if (this.socket.connected) this.socket.emit('chat:typing', { chatId, typing });
  }
}

const roomsBySocket = new WeakMap<Socket, ChatRooms>();
const roomsOf = (socket: Socket) => {
  let rooms = roomsBySocket.get(socket);
  if (!rooms) {
    rooms = new ChatRooms(socket);
    roomsBySocket.set(socket, rooms);
  }
  return rooms;
};

const noSubscription = () => () => undefined;

/**
 * Who of a chat's other people is connected and who is writing, kept live while the component shows the chat. A
 * message of a watched chat comes with its push to the chat's room, so a chat read before the socket was in that room
 * (a reconnection, the chat shown again) is read once more when it is: nothing said in between stays missing.
 */
export function useChatRoom(chatId: string | undefined): RoomState {
  const socket = useLiveSocket();
  const queryClient = useQueryClient();
  const rooms = socket ? roomsOf(socket) : null;
  useEffect(() => {
    if (!rooms || !chatId) return;
    const stop = rooms.watched((watchedId, askedAt) => {
      if (watchedId !== chatId) return;
      void queryClient.invalidateQueries({
        queryKey: chatKeys.details(),
        predicate: (query) => query.queryKey[3] === chatId && query.state.fetchStatus === 'idle' && query.state.dataUpdatedAt < askedAt,
      });
    });
    rooms.join(chatId);
    return () => {
      stop();
      rooms.leave(chatId);
    };
  }, [rooms, chatId, queryClient]);
  const subscribe = useMemo(() => (rooms && chatId ? (watcher: () => void) => rooms.subscribe(chatId, watcher) : noSubscription), [rooms, chatId]);
  return useSyncExternalStore(
    subscribe,
    () => (rooms && chatId ? rooms.snapshot(chatId) : EMPTY),
    () => EMPTY,
  );
}

/**
 * Tells the chat's other people that the viewer is writing: `typing()` on every keystroke says so at most every
 * TYPING_REPEAT_MS, and a pause of TYPING_IDLE_MS (or `stopped()`, when the message goes) says it stopped.
 */
export function useTypingNotifier(chatId: string | undefined) {
  const socket = useLiveSocket();
  const rooms = socket ? roomsOf(socket) : null;
  const saidAt = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(idle.current);
    if (saidAt.current === 0 || !rooms || !chatId) return;
    saidAt.current = 0;
    rooms.typing(chatId, false);
  }, [rooms, chatId]);

  const typing = useCallback(() => {
    if (!rooms || !chatId) return;
    const now = Date.now();
    if (now - saidAt.current >= TYPING_REPEAT_MS) {
      saidAt.current = now;
      rooms.typing(chatId, true);
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stopped, TYPING_IDLE_MS);
  }, [rooms, chatId, stopped]);

  // leaving the chat (closing the drawer) ends the typing there
  useEffect(() => stopped, [stopped]);
  return { typing, stopped };
}
