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

export type HeldPacketRules = {
  /** the room each feature's socket event went to, read from its payload (typing, presence) */
  packetRooms: PacketRooms;
  /** the rooms a pushed `event` goes to, worked out again from the log ([] when it cannot be) */
  eventRooms: (payload: unknown) => Promise<string[]>;
};

/**
 * Of the packets a resumed socket missed, those it may still hear, in their order: a pushed `event` if one of its rooms
 * is one the socket is in now, a feature's packet (typing, presence) if the socket is still in its room, anything sent
 * to the socket itself as it was. Asked once the rooms it belongs in now are worked out again, so a socket that lost a
 * chat, its company or the admins' room meanwhile hears nothing of what was said there.
 */
export const stillHeard = async (packets: unknown[][], isIn: (room: string) => boolean, rules: HeldPacketRules): Promise<unknown[][]> => {
  const heard = await Promise.all(
    packets.map(async ([name, payload]) => {
      if (name === 'event') return (await rules.eventRooms(payload)).some(isIn);
      const roomOf = rules.packetRooms[String(name)];
      if (!roomOf) return true;
      const room = roomOf(payload);
      return room !== null && isIn(room);
    }),
  );
  return packets.filter((_, i) => heard[i]);
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
