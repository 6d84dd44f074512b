import { describe, expect, it } from 'vitest';
import { splitHeldPackets, takeHeldPackets } from './recovery.ts';

const rooms = {
  presence: (payload: unknown) => `presence:${String((payload as { userId: string }).userId)}`,
  'chat:typing': (payload: unknown) => ((payload as { chatId?: string }).chatId ? `chat:${String((payload as { chatId: string }).chatId)}` : null),
};

describe('the packets held for a resumed socket', () => {
  it('are taken once, malformed ones left out', () => {
    const data: Record<string, unknown> = { heldPackets: [['event', { position: 1 }, 'o1'], 'junk', [42], []] };
    expect(takeHeldPackets(data)).toEqual([['event', { position: 1 }, 'o1']]);
    expect(takeHeldPackets(data)).toEqual([]);
    expect(takeHeldPackets({ heldPackets: 'nope' })).toEqual([]);
  });

  it('replays its own pushes at once and a room’s packets only while the socket is still in that room, in order', () => {
    const event = ['event', { position: 7 }, 'o1'];
    const typingA = ['chat:typing', { chatId: 'a', typing: true }, 'o2'];
    const typingB = ['chat:typing', { chatId: 'b', typing: true }, 'o3'];
    const presence = ['presence', { userId: 'u1', online: false }, 'o4'];
    const roomless = ['chat:typing', { typing: true }, 'o5'];
    const held = splitHeldPackets([event, typingA, typingB, presence, roomless], rooms);
    expect(held.free).toEqual([event]);
    expect(held.stillIn((room) => ['chat:a', 'presence:u1'].includes(room))).toEqual([typingA, presence]);
    expect(held.stillIn(() => false)).toEqual([]);
    expect(held.stillIn(() => true)).toEqual([typingA, typingB, presence]);
  });
});
