import type { RecordedEvent } from '@referly/domain';
import type { EventStore, Subscription } from '@referly/infra/ports/event-store';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Authenticator, Principal } from '../auth/authenticate.ts';
import type { FeatureModule, LiveSockets } from '../platform/feature-module.ts';
import { ADMIN_ROOM, userRoom } from './rooms.ts';
import { pushRouter } from './routing.ts';

type SocketData = { principal: Principal; featureRooms: string[] };

export type LiveDeps = {
  httpServer: HttpServer;
  eventStore: EventStore;
  authenticate: Authenticator;
  features: FeatureModule[];
  log: (msg: string) => void;
};

/**
 * Socket.IO on the HTTP server. The handshake carries the bearer token in `auth` (never in the URL);
 * each node subscribes to the log itself and pushes to its own sockets, so no cross-node fan-out is needed.
 * What is pushed, and to whom, is the features' allow-lists.
 */
export const attachLiveUpdates = async (deps: LiveDeps) => {
  const io = new Server<Record<string, never>, Record<string, (payload: unknown) => void>, Record<string, never>, SocketData>(deps.httpServer, {
    serveClient: false,
    cors: { origin: false },
  });
  const route = pushRouter(deps.features);
  const effects = deps.features.flatMap((feature) => (feature.liveEffects ? [feature.liveEffects] : []));
  const roomRules = deps.features.flatMap((feature) => (feature.rooms ? [feature.rooms] : []));
  const featureRoomsOf = async (principal: Principal) => (await Promise.all(roomRules.map((rooms) => rooms(principal)))).flat();

  io.use(async (socket, next) => {
    try {
      const token: unknown = socket.handshake.auth.token;
      socket.data.principal = await deps.authenticate(typeof token === 'string' ? token : null);
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', async (socket) => {
    const { principal } = socket.data;
    void socket.join(userRoom(principal.sub));
    if (principal.role === 'admin') void socket.join(ADMIN_ROOM);
    socket.data.featureRooms = await featureRoomsOf(principal);
    void socket.join(socket.data.featureRooms);
    // Rooms are joined before this await: every event after `position` is pushed live, so a client that
    // re-reads as of `position` has missed nothing that happened while its socket was not yet listening.
    socket.emit('ready', { position: await deps.eventStore.headPosition() });
  });

  const sockets: LiveSockets = {
    async disconnect(userId, which) {
      for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
        if (which(socket.data.principal)) socket.disconnect(true);
      }
    },
    async refreshRooms(userId) {
      for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
        const wanted = await featureRoomsOf(socket.data.principal);
        const before = socket.data.featureRooms ?? [];
        for (const room of before) if (!wanted.includes(room)) socket.leave(room);
        socket.join(wanted);
        socket.data.featureRooms = wanted;
      }
    },
  };

  // Pushing is best effort and never holds up the next event: a client that missed one catches up on `ready`.
  const onEvent = async (event: RecordedEvent) => {
    try {
      const push = route(event);
      // Socket.IO encodes a packet before it looks for sockets: rooms nobody on this node is in cost nothing.
      const rooms = push ? push.rooms.filter((room) => io.of('/').adapter.rooms.has(room)) : [];
      if (push && rooms.length > 0) io.local.to(rooms).emit('event', push.payload);
      for (const effect of effects) await effect(event, sockets);
    } catch (error) {
      deps.log(`live: ${event.type} at ${event.position} was not pushed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const subscription: Subscription = deps.eventStore.subscribe({ after: await deps.eventStore.headPosition() }, onEvent);

  return {
    io,
    subscription,
    close: async () => {
      await subscription.close();
      await io.close();
    },
  };
};
