import { describe, expect, it } from 'vitest';
import type { ChatEvent } from './events.ts';
import { evolveChat, initialChat } from './state.ts';

const participants = { seekerId: 's1', referrerId: 'r1', companyId: 'c1' };
const at = '2026-11-23T09:00:00.000Z';
const sent = (messageId: string): ChatEvent => ({
  type: 'ChatMessageSent',
  data: {
    chatId: 'ref-1',
    chatType: 'jobReferral',
    requestId: 'ref-1',
    messageId,
    sender: { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' },
    content: { type: 'text', value: 'Hello!' },
    participants,
    at,
  },
});
const read = (userId: string, upTo: number): ChatEvent => ({ type: 'ChatRead', data: { chatId: 'ref-1', userId, upTo, participants, at } });
const fold = (events: ChatEvent[]) => events.reduce(evolveChat, initialChat());

describe('a chat', () => {
  it('that nobody wrote in has been read by nobody', () => expect(initialChat()).toEqual({ readUpTo: {} }));

  it('remembers how far each person has read, not what was written', () =>
    expect(fold([sent('m1'), read('s1', 1), sent('m2'), read('r1', 2), read('s1', 3)])).toEqual({ readUpTo: { s1: 3, r1: 2 } }));

  it('is not changed by a message', () => {
    const before = fold([read('s1', 1)]);
    expect(evolveChat(before, sent('m3'))).toBe(before);
  });
});
