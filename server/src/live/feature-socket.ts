import type { Principal } from '../auth/authenticate.ts';
import type { LiveSocket } from '../platform/feature-module.ts';
import type { LiveServer, ServerSocket } from './socket.ts';

/** A socket as feature `name`'s protocol sees it: its own state, its events guarded, rooms joined by the server only. */
export const featureSocket = (
  io: LiveServer,
  socket: ServerSocket,
  principal: Principal,
  name: string,
  failed: (what: string, error: unknown) => void,
): LiveSocket => ({
  id: socket.id,
  principal,
  recovered: socket.recovered,
  get state() {
    return socket.data.features[name];
  },
  set state(value: unknown) {
    socket.data.features[name] = value;
  },
  on(event, handler) {
    socket.on(event, (...args: unknown[]) => {
      const last = args.at(-1);
      const ack = typeof last === 'function' ? (reply: unknown) => void (last as (reply: unknown) => void)(reply) : null;
      const payload = ack && args.length === 1 ? undefined : args[0];
      Promise.resolve()
        .then(() => handler(payload, ack))
        .catch((error: unknown) => {
          failed(`${event} from ${principal.sub}`, error);
          ack?.({ ok: false });
        });
    });
  },
  onDisconnect(handler) {
    socket.on('disconnect', () => handler());
  },
  join(rooms) {
    void socket.join(rooms);
  },
  leave(room) {
    void socket.leave(room);
  },
  isIn: (room) => socket.rooms.has(room),
  toOthersIn(room, event, payload) {
    socket.to(room).emit(event, payload);
  },
});
