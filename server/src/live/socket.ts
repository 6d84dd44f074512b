import type { RecordedEvent } from '@referly/domain';
import type { EventStore, Subscription } from '@referly/infra/ports/event-store';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { Authenticator, Principal } from '../auth/authenticate.ts';
import type { FeatureModule, LiveHelpers, LiveSockets, PacketRooms, PublicRooms } from '../platform/feature-module.ts';
import { featureSocket } from './feature-socket.ts';
import { eventBucket, SOCKET_EVENT_LIMITS } from './rate-limit.ts';
import { holdMissedPackets, recentlyLeftRooms, RECOVERY_WINDOW_MS, stillHeard, takeHeldPackets, type HeldPacketRules } from './recovery.ts';
import { redisStreamsAdapter } from './redis-adapter.ts';
import { ADMIN_ROOM, presenceRoom, userRoom } from './rooms.ts';
import { pushRouter, type LivePayload } from './routing.ts';

export type SocketData = {
  /** the signed-in person; none on a visitor's socket */
  principal?: Principal;
  /** a visitor's socket (no account): it may only be in the features' public rooms */
  visitor?: boolean;
  featureRooms: string[];
  /** each feature's own state on the socket, by feature name */
  features: Record<string, unknown>;
};
type Events = Record<string, (...args: unknown[]) => void>;
export type LiveServer = Server<Events, Events, Events, SocketData>;
export type ServerSocket = Socket<Events, Events, Events, SocketData>;

/** Events read per page when a resumed socket's missed events are routed again. */
const MISSED_PAGE = 1000;

/** The largest frame a client may send; a bigger one closes its connection. */
export const MAX_FRAME_BYTES = 1_000_000;

export type LiveDeps = {
  httpServer: HttpServer;
  eventStore: EventStore;
  authenticate: Authenticator;
  features: FeatureModule[];
  log: (msg: string) => void;
  /** with Redis, the nodes share rooms (typing, presence, resumed sessions) through its streams */
  redis?: { url: string; prefix: string };
};

/**
 * Socket.IO on the HTTP server. The handshake carries the bearer token in `auth` (never in the URL), checked again when a
 * dropped socket resumes. Each node subscribes to the log itself and pushes to its own sockets (`io.local`), so an event
 * reaches each socket once however many nodes there are; what a feature's sockets say to each other (typing, presence)
 * crosses nodes through the adapter. What is pushed, and to whom, is the features' allow-lists.
 */
export const attachLiveUpdates = async (deps: LiveDeps) => {
  const redis = deps.redis ? redisStreamsAdapter(deps.redis.url, deps.redis.prefix, deps.log) : null;
  const io: LiveServer = new Server(deps.httpServer, {
    serveClient: false,
    cors: { origin: false },
    maxHttpBufferSize: MAX_FRAME_BYTES,
    // the handshake's middleware runs on a resumed socket too: a revoked token does not come back
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  holdMissedPackets(io.of('/').adapter);
  const recentlyLeft = recentlyLeftRooms();
  const route = pushRouter(deps.features);
  const effects = deps.features.flatMap((feature) => (feature.liveEffects ? [feature.liveEffects] : []));
  const roomRules = deps.features.flatMap((feature) => (feature.rooms ? [feature.rooms] : []));
  const protocols = deps.features.flatMap((feature) => (feature.sockets ? [{ name: feature.name, protocol: feature.sockets }] : []));
  // the core's own presence announcements go to the presence room of the user they are about
  const presenceOf = (payload: unknown) => {
    const userId: unknown = typeof payload === 'object' && payload !== null ? (payload as { userId?: unknown }).userId : null;
    return typeof userId === 'string' ? presenceRoom(userId) : null;
  };
  const packetRooms: PacketRooms = Object.assign({ presence: presenceOf }, ...deps.features.map((feature) => feature.packetRooms ?? {}));
  const positionOf = (payload: unknown): number | null => {
    const position: unknown = typeof payload === 'object' && payload !== null ? (payload as { position?: unknown }).position : null;
    return typeof position === 'number' ? position : null;
  };
  /**
   * The rules a resumed socket's missed packets are replayed by. The events behind its missed `event`s are read again
   * from the log in one pass (from the first of them, only their types) and routed again; one that cannot be read is
   * not replayed (the `ready` re-read has it).
   */
  const heldRules = async (missed: unknown[][]): Promise<HeldPacketRules> => {
    const wanted = new Map<number, string>();
    for (const [name, payload] of missed) {
      const position = positionOf(payload);
      const type: unknown = (payload as { type?: unknown } | null)?.type;
      if (name === 'event' && position !== null && typeof type === 'string') wanted.set(position, type);
    }
    const events = new Map<number, RecordedEvent>();
    const positions = [...wanted.keys()].sort((a, b) => a - b);
    const last = positions.at(-1) ?? 0;
    try {
      for (let after = (positions[0] ?? 1) - 1; after < last;) {
        const page = await deps.eventStore.readAll({ after, filter: { types: [...new Set(wanted.values())] }, limit: MISSED_PAGE });
        for (const event of page) if (wanted.has(event.position)) events.set(event.position, event);
        after = page.length < MISSED_PAGE ? last : (page.at(-1)?.position ?? last);
      }
    } catch (error) {
      failed('missed events not routed again', error);
    }
    return {
      packetRooms,
      eventRooms: (payload) => {
        const event = events.get(positionOf(payload) ?? 0);
        return Promise.resolve(event ? route.roomsOf(event, payload) : []);
      },
    };
  };
  const publicRules = deps.features.flatMap((feature) => (feature.publicRooms ? [feature.publicRooms] : []));
  // a public room is never one of the core's own
  const coreRoom = (room: string) => room === ADMIN_ROOM || /^(user|presence):/.test(room);
  /**
   * The features' public rooms on one socket: `watch` joins the room its payload names when the feature allows this
   * socket in it (at most `max` of a feature's rooms at once), `unwatch` leaves it; each answers `{ ok }` when asked.
   */
  const watchPublicRooms = (socket: ServerSocket, principal: Principal | null) => {
    const handle = (event: string, handler: (payload: unknown) => Promise<boolean> | boolean) =>
      socket.on(event, (...args: unknown[]) => {
        const last = args.at(-1);
        const ack = typeof last === 'function' ? (last as (reply: unknown) => void) : null;
        const payload = ack && args.length === 1 ? undefined : args[0];
        Promise.resolve()
          .then(() => handler(payload))
          .then(
            (ok) => ack?.({ ok }),
            (error: unknown) => {
              failed(`${event} from ${principal?.sub ?? 'a visitor'}`, error);
              ack?.({ ok: false });
            },
          );
      });
    const watchOne = (rule: PublicRooms) => {
      const watching = new Set<string>();
      handle(rule.watch, async (payload) => {
        const room = rule.room(payload);
        if (room === null || coreRoom(room)) return false;
        if (watching.has(room)) return true;
        if (watching.size >= rule.max || !(await rule.mayWatch(room, principal))) return false;
        watching.add(room);
        await socket.join(room);
        return true;
      });
      handle(rule.unwatch, async (payload) => {
        const room = rule.room(payload);
        if (room === null || !watching.delete(room)) return false;
        await socket.leave(room);
        return true;
      });
    };
    publicRules.forEach(watchOne);
  };

  /** A visitor's socket: nothing held for it is replayed, it is in no room but the public ones it asks for, and says nothing else. */
  const visitorConnected = async (socket: ServerSocket) => {
    takeHeldPackets(socket.data);
    if (socket.recovered) for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
    const take = eventBucket(SOCKET_EVENT_LIMITS);
    socket.use((_packet, next) => {
      const verdict = take();
      if (verdict.kind === 'allow') return next();
      if (verdict.kind === 'abusive') return void socket.disconnect(true);
      if (verdict.notify) socket.emit('rate_limited', { retryInMs: verdict.retryInMs });
    });
    socket.on('disconnecting', () => recentlyLeft.left(socket.rooms));
    watchPublicRooms(socket, null);
    socket.emit('ready', { position: await deps.eventStore.headPosition() });
  };

  const featureRoomsOf = async (principal: Principal) => (await Promise.all(roomRules.map((rooms) => rooms(principal)))).flat();
  const failed = (what: string, error: unknown) => deps.log(`live: ${what}: ${error instanceof Error ? error.message : String(error)}`);

  /** The users among `userIds` with a socket on any node. */
  const online = async (userIds: string[]): Promise<string[]> => {
    if (userIds.length === 0) return [];
    const rooms = userIds.map(userRoom);
    // a node that does not answer in time leaves this node's own sockets as the answer
    const sockets = await io
      .in(rooms)
      .fetchSockets()
      .catch((error: unknown) => {
        failed('presence across nodes', error);
        return io.local.in(rooms).fetchSockets();
      });
    const connected = new Set(sockets.flatMap((socket) => (socket.data.principal ? [socket.data.principal.sub] : [])));
    return userIds.filter((userId) => connected.has(userId));
  };
  const helpers: LiveHelpers = { online };

  io.use(async (socket, next) => {
    try {
      const token: unknown = socket.handshake.auth.token;
      // a visitor (no token, and says so): only when a feature has public rooms, and never resuming a signed-in session
      if (token === undefined && socket.handshake.auth.visitor === true && publicRules.length > 0) {
        if (socket.recovered && socket.data.principal) throw new Error('another user');
        socket.data.visitor = true;
        return next();
      }
      const principal = await deps.authenticate(typeof token === 'string' ? token : null);
      // a resumed session belongs to the user who had it
      if (socket.recovered && socket.data.principal?.sub !== principal.sub) throw new Error('another user');
      socket.data.principal = principal;
      socket.data.visitor = false;
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  const announce = (userId: string, isOnline: boolean) => io.to(presenceRoom(userId)).emit('presence', { userId, online: isOnline });

  io.on('connection', async (socket) => {
    if (socket.data.visitor) return visitorConnected(socket);
    const { principal } = socket.data;
    if (!principal) return void socket.disconnect(true);
    // A resumed socket came back in the rooms it had, and may no longer belong in some of them: it leaves them all and
    // hears nothing until the rooms it belongs in now are worked out again (below, and each feature's re-check); it is
    // then replayed what it missed in those rooms only, and joins them after that, so nothing newer comes first.
    const missed = takeHeldPackets(socket.data);
    if (socket.recovered) for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
    socket.data.features ??= {};
    const take = eventBucket(SOCKET_EVENT_LIMITS);
    socket.use((_packet, next) => {
      const verdict = take();
      if (verdict.kind === 'allow') return next();
      if (verdict.kind === 'abusive') return void socket.disconnect(true);
      if (verdict.notify) socket.emit('rate_limited', { retryInMs: verdict.retryInMs });
    });
    socket.on('disconnecting', () => recentlyLeft.left(socket.rooms));
    socket.on('disconnect', () => {
      online([principal.sub])
        .then((still) => (still.length === 0 ? announce(principal.sub, false) : undefined))
        .catch((error: unknown) => failed('presence', error));
    });
    watchPublicRooms(socket, principal);
    const rechecks = protocols.map(({ name, protocol }) =>
      Promise.resolve(protocol(featureSocket(io, socket, principal, name, failed), helpers)).catch((error: unknown) => failed(`${name}: re-check`, error)),
    );

    const ownRooms = [userRoom(principal.sub), ...(principal.role === 'admin' ? [ADMIN_ROOM] : [])];
    if (!socket.recovered) void socket.join(ownRooms);
    socket.data.featureRooms = await featureRoomsOf(principal);
    const rooms = [...ownRooms, ...socket.data.featureRooms];
    if (socket.recovered) {
      await Promise.all(rechecks);
      // the rooms a feature's re-check joined again (a chat watch) count too
      const mayHear = new Set([...rooms, ...socket.rooms]);
      const replayed = await stillHeard(missed, (room) => mayHear.has(room), await heldRules(missed));
      for (const [event, ...args] of replayed) io.local.to(socket.id).emit(String(event), ...args);
    }
    void socket.join(rooms);
    // Rooms are joined before this await: every event after `position` is pushed live, so a client that
    // re-reads as of `position` has missed nothing that happened while its socket was not yet listening.
    socket.emit('ready', { position: await deps.eventStore.headPosition() });
    try {
      const others = (await io.in(userRoom(principal.sub)).fetchSockets()).filter((other) => other.id !== socket.id);
      if (others.length === 0 && socket.connected) announce(principal.sub, true);
    } catch (error) {
      failed('presence', error);
    }
  });

  const sockets: LiveSockets = {
    async disconnect(userId, which) {
      for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
        if (socket.data.principal && which(socket.data.principal)) socket.disconnect(true);
      }
    },
    async refreshRooms(userId) {
      for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
        if (!socket.data.principal) continue;
        const wanted = await featureRoomsOf(socket.data.principal);
        const before = socket.data.featureRooms ?? [];
        for (const room of before) if (!wanted.includes(room)) socket.leave(room);
        socket.join(wanted);
        socket.data.featureRooms = wanted;
      }
    },
  };

  // Socket.IO encodes a packet before it looks for sockets: rooms nobody on this node is in (or just left) cost nothing.
  const rooms = io.of('/').adapter.rooms;
  const listened = (room: string) => rooms.has(room) || recentlyLeft.has(room);
  // A notice is for the sockets of its rooms outside the watchers' room: when every one of them watches (a chat's two
  // people with their chat open), it would be encoded for nobody.
  const heardBeside = (room: string, watchers: Set<string> | undefined) => {
    const members = rooms.get(room);
    if (members) for (const id of members) if (!watchers?.has(id)) return true;
    // a socket that just left may resume and be owed it
    return recentlyLeft.has(room);
  };
  // A room's watchers hear the fuller payloads in the log's order: one waits for those before it.
  let watchersTurn: Promise<void> = Promise.resolve();
  const toWatchers = (room: string, fuller: () => Promise<LivePayload | null>, notice: LivePayload) => {
    const made = fuller().catch((error: unknown) => {
      failed(`${notice.type} at ${notice.position} was pushed without its details`, error);
      return null;
    });
    watchersTurn = watchersTurn.then(async () => void io.local.to(room).emit('event', (await made) ?? notice));
  };
  // Pushing is best effort and never holds up the next event: a client that missed one catches up on `ready`.
  const onEvent = async (event: RecordedEvent) => {
    try {
      const push = route(event);
      const watched = push?.watchers && listened(push.watchers.room) ? push.watchers : null;
      const watchers = watched ? rooms.get(watched.room) : undefined;
      const to = push ? push.rooms.filter((room) => heardBeside(room, watchers)) : [];
      // a socket in the watchers' room hears their payload alone
      if (push && to.length > 0) (watched ? io.local.to(to).except(watched.room) : io.local.to(to)).emit('event', push.payload);
      if (push && watched) toWatchers(watched.room, watched.payload, push.payload);
      for (const effect of effects) await effect(event, sockets);
    } catch (error) {
      failed(`${event.type} at ${event.position} was not pushed`, error);
    }
  };
  const subscription: Subscription = deps.eventStore.subscribe({ after: await deps.eventStore.headPosition() }, onEvent);

  return {
    io,
    subscription,
    close: async () => {
      await subscription.close();
      await io.close();
      recentlyLeft.close();
      await redis?.close();
    },
  };
};
