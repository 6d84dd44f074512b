import { describe, expect, it } from 'vitest';
import { stillHeard, takeHeldPackets, type HeldPacketRules } from './recovery.ts';

const rules: HeldPacketRules = {
  packetRooms: {
    presence: (payload) => `presence:${String((payload as { userId: string }).userId)}`,
    'chat:typing': (payload) => {
      const { chatId } = payload as { chatId?: string };
      return chatId ? `chat:${chatId}` : null;
    },
  },
  // event 1 went to the company's room, 2 to the user's own, 3 to the admins'; any other cannot be routed again
  eventRooms: (payload) => {
    const { position } = payload as { position: number };
    const rooms: Record<number, string[]> = { 1: ['company:c1'], 2: ['user:u1'], 3: ['admin'] };
    return Promise.resolve(rooms[position] ?? []);
  },
};

describe('the packets held for a resumed socket', () => {
  it('are taken once, malformed ones left out', () => {
    const data: Record<string, unknown> = { heldPackets: [['event', { position: 1 }, 'o1'], 'junk', [42], []] };
    expect(takeHeldPackets(data)).toEqual([['event', { position: 1 }, 'o1']]);
    expect(takeHeldPackets(data)).toEqual([]);
    expect(takeHeldPackets({ heldPackets: 'nope' })).toEqual([]);
  });

  it('are replayed, in order, only for the rooms the socket is in now; what went to the socket itself as it was', async () => {
    const company = ['event', { type: 'ReferralPaid', position: 1 }, 'o1'];
    const own = ['event', { type: 'ProfileUpdated', position: 2 }, 'o2'];
    const admins = ['event', { type: 'UserRegistered', position: 3 }, 'o3'];
    const lost = ['event', { type: 'Gone', position: 9 }, 'o4'];
    const typingA = ['chat:typing', { chatId: 'a', typing: true }, 'o5'];
    const typingB = ['chat:typing', { chatId: 'b', typing: true }, 'o6'];
    const presence = ['presence', { userId: 'u2', online: false }, 'o7'];
    const roomless = ['chat:typing', { typing: true }, 'o8'];
    const direct = ['rate_limited', { retryInMs: 50 }, 'o9'];
    const all = [company, own, admins, lost, typingA, typingB, presence, roomless, direct];
    const inRooms = (rooms: string[]) => (room: string) => rooms.includes(room);

    expect(await stillHeard(all, inRooms(['user:u1', 'chat:a', 'presence:u2']), rules)).toEqual([own, typingA, presence, direct]);
    expect(await stillHeard(all, inRooms(['user:u1', 'company:c1', 'admin', 'chat:b']), rules)).toEqual([company, own, admins, typingB, direct]);
    expect(await stillHeard(all, () => false, rules)).toEqual([direct]);
    expect(await stillHeard([], () => true, rules)).toEqual([]);
  });
});
