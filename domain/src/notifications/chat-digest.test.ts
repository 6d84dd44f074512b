import { describe, expect, it } from 'vitest';
import type { ChatParticipants } from '../chat/events.ts';
import { unreadMessagesOf, type PlacedChatEvent } from './chat-digest.ts';

const participants: ChatParticipants = { seekerId: 's1', referrerId: 'r1', companyId: 'c1' };
const at = '2026-11-23T09:00:00.000Z';
const people = { s1: 'Sam Seeker', r1: 'Riley Referrer' } as const;

const message = (messageId: string, position: number, from: keyof typeof people, text = `text of ${messageId}`): PlacedChatEvent => ({
  type: 'ChatMessageSent',
  position,
  data: {
    chatId: 'c',
    chatType: 'jobReferral',
    requestId: 'c',
    messageId,
    sender: { userId: from, role: from === 's1' ? 'jobSeeker' : 'referrer', name: people[from] },
    content: { type: 'text', value: text },
    participants,
    at,
  },
});
const read = (userId: string, upTo: number, position: number): PlacedChatEvent => ({
  type: 'ChatRead',
  position,
  data: { chatId: 'c', userId, upTo, participants, at },
});
const ids = (unread: { messageId: string }[]) => unread.map((one) => one.messageId);

describe('what a person has not read of a chat', () => {
  it('is every message of others, oldest first, with what a digest shows', () => {
    const unread = unreadMessagesOf('s1', [message('m2', 12, 'r1'), message('m1', 10, 'r1')], []);
    expect(unread).toEqual([
      { messageId: 'm1', position: 10, senderName: 'Riley Referrer', content: { type: 'text', value: 'text of m1' }, at },
      { messageId: 'm2', position: 12, senderName: 'Riley Referrer', content: { type: 'text', value: 'text of m2' }, at },
    ]);
  });

  it('leaves out what their read mark covers, counting the system lines between messages', () => {
    // sequences: system line 1 (pos 5), m1 2, system line 3 (pos 11), m2 4, m3 5
    const chat = [message('m1', 10, 'r1'), message('m2', 12, 'r1'), message('m3', 14, 'r1')];
    expect(ids(unreadMessagesOf('s1', [...chat, read('s1', 4, 13)], [5, 11]))).toEqual(['m3']);
    expect(ids(unreadMessagesOf('s1', [...chat, read('s1', 3, 13)], [5, 11]))).toEqual(['m2', 'm3']);
    expect(ids(unreadMessagesOf('s1', [...chat, read('s1', 5, 15)], [5, 11]))).toEqual([]);
    // the system lines come in any order
    expect(ids(unreadMessagesOf('s1', [...chat, read('s1', 4, 13)], [11, 5]))).toEqual(['m3']);
    expect(ids(unreadMessagesOf('s1', [...chat, read('s1', 5, 13)], [11, 5, 1]))).toEqual(['m3']);
    // a mark that covers only the first system line leaves m1 unread, whichever order the lines come in
    expect(ids(unreadMessagesOf('s1', [...chat, read('s1', 1, 13)], [5, 11]))).toEqual(['m1', 'm2', 'm3']);
    expect(ids(unreadMessagesOf('s1', [...chat, read('s1', 1, 13)], [11, 5]))).toEqual(['m1', 'm2', 'm3']);
  });

  it('counts a system line after the last message without shifting the messages', () => {
    expect(ids(unreadMessagesOf('s1', [message('m1', 10, 'r1'), read('s1', 1, 11)], [20]))).toEqual([]);
  });

  it('never goes back on a read mark, and ignores the marks of others', () => {
    const chat = [message('m1', 10, 'r1'), message('m2', 12, 'r1'), read('s1', 1, 13), read('r1', 2, 14)];
    expect(ids(unreadMessagesOf('s1', chat, []))).toEqual(['m2']);
    chat.push(read('s1', 2, 15), read('s1', 1, 16));
    expect(ids(unreadMessagesOf('s1', chat, []))).toEqual([]);
  });

  it('takes writing a message as having read everything before it', () => {
    const chat = [message('m1', 10, 'r1'), message('m2', 11, 's1'), message('m3', 12, 'r1')];
    expect(ids(unreadMessagesOf('s1', chat, []))).toEqual(['m3']);
    expect(ids(unreadMessagesOf('r1', chat, []))).toEqual([]);
    expect(ids(unreadMessagesOf('r1', chat.slice(0, 2), []))).toEqual(['m2']);
  });

  it('is nothing in an empty chat', () => {
    expect(unreadMessagesOf('s1', [], [3, 4])).toEqual([]);
  });
});
