import type { PacketRooms } from '../platform/feature-module.ts';

/** How long a dropped socket's rooms and missed pushes are kept for it to resume. */
export const RECOVERY_WINDOW_MS = 2 * 60_000;

type Restorable = {
  restoreSession(pid: string, offset: string): Promise<{ data: unknown; missedPackets: unknown[][] } | null>;
};

/** The packets a resumed socket missed, held on its data until its token has been checked again. */
export const HELD_PACKETS = 'heldPackets';

/**
 * Socket.IO writes a resumed socket's missed packets before the handshake's middleware has run, so a token revoked
 * during the drop would still read them before it is refused. They are moved onto the socket's data instead, and the
 * core sends them once the token is accepted (`takeHeldPackets`), before anything newer.
 */
export const holdMissedPackets = (adapter: Restorable) => {
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    const data = typeof session.data === 'object' && session.data !== null ? session.data : {};
    return { ...session, data: { ...data, [HELD_PACKETS]: session.missedPackets }, missedPackets: [] };
  };
};

export const takeHeldPackets = (data: Record<string, unknown>): unknown[][] => {
  const held = data[HELD_PACKETS];
  delete data[HELD_PACKETS];
  return Array.isArray(held) ? held.filter((packet): packet is unknown[] => Array.isArray(packet) && typeof packet[0] === 'string') : [];
};

/**
 * What a resumed socket missed, split: its own pushes (`free`), replayed at once since its token passed again, and the
 * packets sent to a room a feature names (`bound`: typing, presence), replayed only after the features checked the
 * socket again and only while it is still in that room, so a socket that lost a chat hears nothing of it.
 */
export const splitHeldPackets = (packets: unknown[][], rooms: PacketRooms) => {
  const free: unknown[][] = [];
  const bound: { packet: unknown[]; room: string | null }[] = [];
  for (const packet of packets) {
    const roomOf = rooms[String(packet[0])];
    if (roomOf) bound.push({ packet, room: roomOf(packet[1]) });
    else free.push(packet);
  }
  return { free, stillIn: (isIn: (room: string) => boolean) => bound.flatMap(({ packet, room }) => (room !== null && isIn(room) ? [packet] : [])) };
};

/**
 * The rooms of sockets that dropped within the recovery window. The core skips pushes to rooms nobody on the node is
 * in; a dropped socket's rooms still count, so what it misses is kept for it to resume.
 */
export const recentlyLeftRooms = (windowMs = RECOVERY_WINDOW_MS, now: () => number = () => performance.now()) => {
  const until = new Map<string, number>();
  const purge = setInterval(() => {
    const at = now();
    for (const [room, expires] of until) if (expires <= at) until.delete(room);
  }, windowMs);
  purge.unref();
  return {
    left(rooms: Iterable<string>) {
      const expires = now() + windowMs;
      for (const room of rooms) until.set(room, expires);
    },
    has: (room: string) => (until.get(room) ?? 0) > now(),
    close: () => clearInterval(purge),
  };
};
