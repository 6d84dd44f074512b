import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import type { FileRef } from '../shared/files.ts';
import type { ChatCommand } from './commands.ts';
import { chatDecider } from './decide.ts';
import { chatStream, type ChatEvent, type ChatParticipants, type ChatSender } from './events.ts';

// The chat of Sam's referral request at Atlassian, the people on it, and a clock.
const t0 = '2026-11-23T09:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(t0) + minutes * 60_000).toISOString();

const seeker: ChatSender = { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' };
const referrer: ChatSender = { userId: 'r1', role: 'referrer', name: 'Riley Referrer' };
const otherReferrer: ChatSender = { userId: 'r2', role: 'referrer', name: 'Robin Referrer' };
const admin: ChatSender = { userId: 'a1', role: 'admin', name: 'Ada Admin' };

/** Nobody has taken the request yet. */
const open: ChatParticipants = { seekerId: 's1', referrerId: null, companyId: 'c1' };
/** Riley handles it. */
const handled: ChatParticipants = { ...open, referrerId: 'r1' };

const screenshot: FileRef = { fileId: 'f-1', name: 'screenshot.png', mime: 'image/png', size: 1234 };

type Send = Extract<ChatCommand, { type: 'SendMessage' }>;
const send = (change: Partial<Send> = {}): Send => ({
  type: 'SendMessage',
  chatId: 'ref-1',
  chatType: 'jobReferral',
  requestId: 'ref-1',
  messageId: 'm1',
  sender: seeker,
  input: { type: 'text', text: 'Hello!' },
  participants: handled,
  now: at(1),
  ...change,
});

const sent = (change: Partial<Extract<ChatEvent, { type: 'ChatMessageSent' }>['data']> = {}): ChatEvent => ({
  type: 'ChatMessageSent',
  data: {
    chatId: 'ref-1',
    chatType: 'jobReferral',
    requestId: 'ref-1',
    messageId: 'm1',
    sender: seeker,
    content: { type: 'text', value: 'Hello!' },
    participants: handled,
    at: at(1),
    ...change,
  },
});

const read = (userId: string, upTo: number, minutes = 2): ChatEvent => ({
  type: 'ChatRead',
  data: { chatId: 'ref-1', userId, upTo, participants: handled, at: at(minutes) },
});

const markRead = (userId: string, upTo: number, minutes = 2): ChatCommand => ({
  type: 'MarkRead',
  chatId: 'ref-1',
  userId,
  upTo,
  participants: handled,
  now: at(minutes),
});

const given = specFor(chatDecider);

describe('SendMessage', () => {
  it('records the seeker’s text, trimmed, with who sent it, who is on the request and when', () =>
    given([])
      .when(send({ input: { type: 'text', text: '  Hello!\n' } }))
      .then([sent()]));

  it('records the referrer’s text in the chat of the request they handle', () =>
    given([sent()])
      .when(send({ messageId: 'm2', sender: referrer, input: { type: 'text', text: 'Hi Sam' }, now: at(3) }))
      .then([sent({ messageId: 'm2', sender: referrer, content: { type: 'text', value: 'Hi Sam' }, at: at(3) })]));

  it('lets any referrer of the company write while nobody handles the request', () =>
    given([])
      .when(send({ sender: otherReferrer, participants: open }))
      .then([sent({ sender: otherReferrer, participants: open })]));

  it('records a file by its name, keeping where its bytes are', () =>
    given([])
      .when(send({ input: { type: 'file', file: screenshot } }))
      .then([sent({ content: { type: 'file', value: 'screenshot.png', file: screenshot } })]));

  it('takes a text of exactly 2000 characters', () =>
    given([])
      .when(send({ input: { type: 'text', text: ` ${'x'.repeat(2000)} ` } }))
      .then([sent({ content: { type: 'text', value: 'x'.repeat(2000) } })]));

  it('refuses an empty or blank text', () => {
    given([])
      .when(send({ input: { type: 'text', text: '' } }))
      .thenThrows('validation_failed', 'Message is required.');
    given([])
      .when(send({ input: { type: 'text', text: ' \n\t ' } }))
      .thenThrows('validation_failed', 'Message is required.');
  });

  it('refuses a text longer than 2000 characters', () =>
    given([])
      .when(send({ input: { type: 'text', text: 'x'.repeat(2001) } }))
      .thenThrows('validation_failed', 'Message must be at most 2000 characters.'));

  it('names the field a refused text belongs to', () => {
    try {
      chatDecider.decide(send({ input: { type: 'text', text: ' ' } }), chatDecider.initialState());
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ details: { errors: { content: 'Message is required.' } } });
    }
  });

  it('lets an admin read a job referral chat but not write in it', () =>
    given([sent()])
      .when(send({ sender: admin }))
      .thenThrows('forbidden', 'Admins can only read job referral chats.'));

  it('lets an admin write in a resume review chat', () =>
    given([])
      .when(send({ chatType: 'resumeReview', sender: admin }))
      .then([sent({ chatType: 'resumeReview', sender: admin })]));

  it('tells another seeker the chat does not exist', () =>
    given([sent()])
      .when(send({ sender: { ...seeker, userId: 's2' } }))
      .thenThrows('not_found', 'This chat does not exist.'));

  it('tells a referrer the chat of a request another referrer handles does not exist', () =>
    given([sent()])
      .when(send({ sender: otherReferrer, participants: handled }))
      .thenThrows('not_found', 'This chat does not exist.'));

  it('keeps each chat in a stream of its own, named by its request’s id', () => expect(chatStream('ref-1')).toBe('chat-ref-1'));
});

describe('MarkRead', () => {
  it('records how far someone has read', () =>
    given([sent()])
      .when(markRead('s1', 1))
      .then([read('s1', 1)]));

  it('records reading further than before', () =>
    given([read('s1', 1)])
      .when(markRead('s1', 4, 5))
      .then([read('s1', 4, 5)]));

  it('changes nothing when someone reads what they had read already, or less', () => {
    given([read('s1', 4)])
      .when(markRead('s1', 4, 5))
      .then([]);
    given([read('s1', 4)])
      .when(markRead('s1', 2, 5))
      .then([]);
  });

  it('changes nothing when there is nothing to read', () => given([]).when(markRead('s1', 0)).then([]));

  it('keeps each person’s reading apart', () =>
    given([read('s1', 4)])
      .when(markRead('r1', 2))
      .then([read('r1', 2)]));
});
