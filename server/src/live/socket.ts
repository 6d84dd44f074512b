import type { EventStore, Subscription } from '@referly/infra/ports/event-store';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { Authenticator, Principal } from '../auth/authenticate.ts';
import { ADMIN_ROOM, livePushFor, userRoom } from './routing.ts';

type SocketData = { principal: Principal };

/**
 * Socket.IO on the HTTP server. The handshake carries the bearer token in `auth` (never in the URL);
 * each node subscribes to the log itself and pushes to its own sockets, so no cross-node fan-out is needed.
 */
export const attachLiveUpdates = async (deps: { httpServer: HttpServer; eventStore: EventStore; authenticate: Authenticator; log?: (msg: string) => void }) => {
  const io = new Server<Record<string, never>, Record<string, (payload: unknown) => void>, Record<string, never>, SocketData>(deps.httpServer, {
    serveClient: false,
    cors: { origin: false },
  });

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
    // Rooms are joined before this await: every event after `position` is pushed live, so a client that
    // re-reads as of `position` has missed nothing that happened while its socket was not yet listening.
    socket.emit('ready', { position: await deps.eventStore.headPosition() });
  });

  const disconnectRevoked = async (userId: string, isRevoked: (principal: Principal) => boolean) => {
    for (const socket of await io.local.in(userRoom(userId)).fetchSockets()) {
      if (isRevoked(socket.data.principal)) socket.disconnect(true);
    }
  };

  const subscription: Subscription = deps.eventStore.subscribe({ after: await deps.eventStore.headPosition() }, async (event) => {
    const push = livePushFor(event);
    if (push) io.local.to(push.rooms).emit('event', push.payload);
    const userId = typeof event.data.userId === 'string' ? event.data.userId : '';
    if (event.type === 'UserLoggedOut') await disconnectRevoked(userId, (p) => p.sid === event.data.sessionId);
    if (event.type === 'PasswordChanged' || event.type === 'PasswordReset') {
      await disconnectRevoked(userId, (p) => p.sp < event.position);
    }
  });

  return {
    io,
    close: async () => {
      await subscription.close();
      await io.close();
    },
  };
};
