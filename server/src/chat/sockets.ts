import { chatTypingSchema, chatWatchSchema, DomainError, type RecordedEvent } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ChatDoc } from '@referly/projections/chat/chats.projection';
import { z } from 'zod';
import { chatRoom, presenceRoom } from '../live/rooms.ts';
import type { LiveSocket, PacketRooms, SocketProtocol } from '../platform/feature-module.ts';
import { viewerOf, type Viewer } from '../auth/viewer.ts';
import type { RequestKind, RequestKinds } from '../platform/request-kinds.ts';
import { mustSeeChat } from './access.ts';

/** Chats one socket may watch at once: a screen shows one conversation, a few tabs a few. */
export const MAX_WATCHED_CHATS = 20;

/** What a socket keeps per watched chat: the other people on it, whose presence rooms it joined. */
const watchesSchema = z.record(z.string(), z.object({ others: z.array(z.string()) }));
type Watches = z.infer<typeof watchesSchema>;

export type ChatSocketsDeps = {
  readStore: ReadStore;
  kinds: RequestKinds;
  /** resolves once the read models reached a position */
  waitFor: (position: number) => Promise<boolean>;
  log: (msg: string) => void;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const participantsOf = (chat: ChatDoc) => [chat.seekerId, ...(chat.referrerId ? [chat.referrerId] : [])];

/**
 * The chat's socket protocol (docs/API.md, Chats): watching a chat (its typing indicators and its people's presence)
 * and saying one is typing. Each event is authorised as the chat's HTTP routes are (mustSeeChat), room names are made
 * here, and a watch is checked again when the chat's access may have changed.
 */
export const chatSockets = ({ readStore, kinds, waitFor, log }: ChatSocketsDeps) => {
  /** this node's sockets by the chats they watch */
  const watchers = new Map<string, Set<LiveSocket>>();
  const watchesOf = (socket: LiveSocket): Watches => watchesSchema.safeParse(socket.state).data ?? {};

  /** The chat and who is looking, when the socket's user may see it; null otherwise. */
  const access = async (socket: LiveSocket, chatId: string): Promise<{ chat: ChatDoc; kind: RequestKind; viewer: Viewer } | null> => {
    const viewer = await viewerOf(readStore, socket.principal);
    try {
      return { ...(await mustSeeChat(readStore, kinds, viewer, chatId)), viewer };
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  };

  const register = (socket: LiveSocket, chatId: string) => {
    const set = watchers.get(chatId) ?? new Set<LiveSocket>();
    set.add(socket);
    watchers.set(chatId, set);
  };
  const unregister = (socket: LiveSocket, chatId: string) => {
    const set = watchers.get(chatId);
    set?.delete(socket);
    if (set?.size === 0) watchers.delete(chatId);
  };

  /** Sets the socket's watch of a chat to `others` (null: no watch), joining and leaving rooms to match. */
  const setWatch = (socket: LiveSocket, chatId: string, others: string[] | null) => {
    const watches = watchesOf(socket);
    const before = watches[chatId]?.others ?? [];
    if (others) watches[chatId] = { others };
    else delete watches[chatId];
    socket.state = watches;
    const stillWanted = new Set(Object.values(watches).flatMap((watch) => watch.others));
    for (const userId of before) if (!stillWanted.has(userId)) socket.leave(presenceRoom(userId));
    if (others) {
      socket.join([chatRoom(chatId), ...others.map(presenceRoom)]);
      register(socket, chatId);
    } else {
      socket.leave(chatRoom(chatId));
      unregister(socket, chatId);
    }
  };

  /** Checks a socket's watch of a chat again: kept (with who is on the chat now) or ended. */
  const recheck = async (socket: LiveSocket, chatId: string) => {
    const allowed = await access(socket, chatId);
    if (!(chatId in watchesOf(socket))) return;
    setWatch(socket, chatId, allowed ? participantsOf(allowed.chat).filter((id) => id !== socket.principal.sub) : null);
  };

  const protocol: SocketProtocol = (socket, live) => {
    socket.on('chat:watch', async (payload, ack) => {
      const input = chatWatchSchema.safeParse(payload);
      if (!input.success) return ack?.({ ok: false });
      const { chatId } = input.data;
      const allowed = await access(socket, chatId);
      const watching = Object.keys(watchesOf(socket));
      if (!allowed || (!watching.includes(chatId) && watching.length >= MAX_WATCHED_CHATS)) {
        if (!allowed && watching.includes(chatId)) setWatch(socket, chatId, null);
        return ack?.({ ok: false });
      }
      const others = participantsOf(allowed.chat).filter((id) => id !== socket.principal.sub);
      setWatch(socket, chatId, others);
      ack?.({ ok: true, online: await live.online(others) });
    });

    socket.on('chat:unwatch', (payload, ack) => {
      const input = chatWatchSchema.safeParse(payload);
      if (input.success) setWatch(socket, input.data.chatId, null);
      ack?.({ ok: input.success });
    });

    socket.on('chat:typing', async (payload, ack) => {
      const input = chatTypingSchema.safeParse(payload);
      if (!input.success) return ack?.({ ok: false });
      const { chatId, typing } = input.data;
      if (!(chatId in watchesOf(socket)) || !socket.isIn(chatRoom(chatId))) return ack?.({ ok: false });
      const allowed = await access(socket, chatId);
      if (!allowed) {
        setWatch(socket, chatId, null);
        return ack?.({ ok: false });
      }
      const { kind, viewer } = allowed;
      if (!kind.chat.mayWrite(viewer)) return ack?.({ ok: false });
      socket.toOthersIn(chatRoom(chatId), 'chat:typing', { chatId, userId: viewer.userId, name: viewer.name, typing });
      ack?.({ ok: true });
    });

    socket.onDisconnect(() => {
      for (const chatId of Object.keys(watchesOf(socket))) unregister(socket, chatId);
    });

    // A resumed socket comes back out of every room (the core's doing), and access may have changed meanwhile: each
    // watch joins its chat's rooms again only once it passed the check again, and the core replays what the socket
    // missed there only after that.
    if (!socket.recovered) return;
    return Promise.all(
      Object.keys(watchesOf(socket)).map((chatId) => {
        register(socket, chatId);
        return recheck(socket, chatId).catch((error: unknown) => log(`chat: watch of ${chatId} not checked: ${String(error)}`));
      }),
    ).then(() => undefined);
  };

  /** A typing indicator went to its chat's room: a resumed socket is replayed one only if it still watches that chat. */
  const packetRooms: PacketRooms = {
    'chat:typing': (payload) => {
      const chatId = chatWatchSchema.safeParse(payload).data?.chatId;
      return chatId ? chatRoom(chatId) : null;
    },
  };

  /** every re-check of watches started so far; a watched chat's messages are pushed with their text only after it */
  let rechecking: Promise<void> = Promise.resolve();
  const rechecked = () => rechecking;

  /** After an event that may change who sees a chat (or who is on it), this node's watchers of it are checked again. */
  const liveEffects = async (event: RecordedEvent): Promise<void> => {
    if (watchers.size === 0) return;
    const changing = kinds.all().filter(([, kind]) => kind.chat.accessChanges.includes(event.type));
    if (changing.length === 0) return;
    const chatId = changing.map(([, kind]) => kind.chat.requestIdOf(event)).find((id) => id !== null) ?? null;
    const userId = text(event.data.userId);
    const due: [LiveSocket, string][] = [];
    if (chatId) for (const socket of watchers.get(chatId) ?? []) due.push([socket, chatId]);
    if (userId)
      for (const [watched, sockets] of watchers)
        for (const socket of sockets) if (socket.principal.sub === userId && watched !== chatId) due.push([socket, watched]);
    if (due.length === 0) return;
    // not awaited: pushing the next events does not wait for the read models
    const checking = (async () => {
      await waitFor(event.position);
      await Promise.all(due.map(([socket, watched]) => recheck(socket, watched)));
    })().catch((error: unknown) => log(`chat: watchers after ${event.type} not checked: ${String(error)}`));
    rechecking = Promise.all([rechecking, checking]).then(() => undefined);
  };

  return { protocol, liveEffects, packetRooms, rechecked };
};
