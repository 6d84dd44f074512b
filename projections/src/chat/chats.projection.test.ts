import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chatStream, referralStream, type ChatEvent, type ChatSender, type RecordedEvent, type ReferralEvent } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import { createMemoryReadStore } from '@referly/infra/read-store/memory-read-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { projectionTestKit } from '../test-kit.ts';
import { CHAT_MESSAGES, CHATS, chatsProjection, type ChatDoc, type ChatMessageDoc } from './chats.projection.ts';
import { chatProjections } from './index.ts';
import { getChat, getChatMessage, listChats, messagesBefore, unreadCount } from './queries.ts';

const { openStore, startRunner } = projectionTestKit();
const start = (eventStore: EventStore, readStore: ReadStore) => startRunner(eventStore, readStore, chatProjections.projections);

const at = (minutes: number) => new Date(Date.parse('2026-11-23T09:00:00.000Z') + minutes * 60_000).toISOString();
const ids = { referralId: 'ref-1', seekerId: 's1', companyId: 'c1' };
const participants = { seekerId: 's1', referrerId: 'r1', companyId: 'c1' };
const riley: ChatSender = { userId: 'r1', role: 'referrer', name: 'Riley Referrer' };
const sam: ChatSender = { userId: 's1', role: 'jobSeeker', name: 'Sam Seeker' };

const requested = (referralId = 'ref-1', seekerId = 's1', desiredPosition = 'Backend Engineer'): ReferralEvent => ({
  type: 'ReferralRequested',
  data: {
    referralId,
    seekerId,
    seeker: { name: 'Sam  Seeker', email: 'sam@example.com', mobile: '0412345678' },
    industry: 'Information and Communication Technology',
    desiredPosition,
    companyId: 'c1',
    companyName: 'Atlassian',
    currentJob: '',
    jobUrl: null,
    resume: { fileId: 'f-r', name: 'resume.pdf', mime: 'application/pdf', size: 10 },
    coverLetter: null,
    amountCents: 45000,
    currency: 'usd',
    couponCode: null,
    discountPercentage: null,
    paymentIntentId: 'pi_1',
    at: at(0),
  },
});
const paid: ReferralEvent = { type: 'ReferralPaid', data: { ...ids, paymentIntentId: 'pi_1', amountCents: 45000, currency: 'usd', at: at(1) } };
const taken: ReferralEvent = { type: 'ReferralTaken', data: { ...ids, referrerId: 'r1', referrerName: 'Riley Referrer', at: at(2) } };
const changed = (from: 'pending' | 'inProgress', to: 'inProgress' | 'rejected', reason: string | null, minutes: number): ReferralEvent => ({
  type: 'ReferralStatusChanged',
  data: { ...ids, referrerId: 'r1', from, to, by: riley, reason, refundDue: to === 'rejected', at: at(minutes) },
});
const refunded: ReferralEvent = {
  type: 'RefundIssued',
  data: { ...ids, triggerEventId: 'ev-1', refundId: 're_1', amountCents: 45000, at: at(9) },
};
const sent = (messageId: string, sender: ChatSender, value: string, minutes: number): ChatEvent => ({
  type: 'ChatMessageSent',
  data: { chatId: 'ref-1', chatType: 'jobReferral', requestId: 'ref-1', messageId, sender, content: { type: 'text', value }, participants, at: at(minutes) },
});
const read = (userId: string, upTo: number): ChatEvent => ({ type: 'ChatRead', data: { chatId: 'ref-1', userId, upTo, participants, at: at(20) } });

const appendTo = (eventStore: EventStore, stream: string, ...events: (ReferralEvent | ChatEvent)[]) =>
  eventStore.append(
    stream,
    events.map((event) => ({ id: randomUUID(), ...event })),
    'any',
  );

/** Sam's request, paid, taken by Riley and in progress, with two messages between them. */
const conversation = async (eventStore: EventStore) => {
  await appendTo(eventStore, referralStream('ref-1'), requested(), paid, taken, changed('pending', 'inProgress', null, 2));
  await appendTo(eventStore, chatStream('ref-1'), sent('m1', sam, 'Hello Riley', 3));
  return appendTo(eventStore, chatStream('ref-1'), sent('m2', riley, 'Hi Sam, on it', 4));
};

const lines = async (readStore: ReadStore) =>
  (await messagesBefore(readStore, 'ref-1', { limit: 100 })).messages.map((message) => [message.sequence, message.sender?._id ?? null, message.content.value]);

describe('chats read model', () => {
  it('opens a chat with the request, empty, and lists it only once something happened in it', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await start(eventStore, readStore);
    const made = await appendTo(eventStore, referralStream('ref-1'), requested());
    await runner.waitFor(made.position);
    expect(await getChat(readStore, 'ref-1')).toMatchObject({
      _id: 'ref-1',
      chatType: 'jobReferral',
      requestId: 'ref-1',
      seekerId: 's1',
      companyId: 'c1',
      referrerId: null,
      paid: false,
      seeker: { _id: 's1', name: 'Sam  Seeker', firstName: 'Sam' },
      referrer: null,
      desiredPosition: 'Backend Engineer',
      companyName: 'Atlassian',
      status: 'pending',
      latestMessage: null,
      messageCount: 0,
      lastRead: {},
      createdAt: at(0),
      lastActivityAt: at(0),
    });
    expect(await listChats(readStore, {}, { searchIn: [] })).toEqual([]);
    const paidAt = await appendTo(eventStore, referralStream('ref-1'), paid);
    await runner.waitFor(paidAt.position);
    expect((await listChats(readStore, {}, { searchIn: [] })).map((chat) => chat._id)).toEqual(['ref-1']);
  });

  it('numbers the request’s events and the people’s messages in one order, as system lines and messages', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await start(eventStore, readStore);
    await conversation(eventStore);
    const last = await appendTo(eventStore, referralStream('ref-1'), changed('inProgress', 'rejected', 'The role was filled', 8), refunded);
    await runner.waitFor(last.position);
    expect(await lines(readStore)).toEqual([
      [1, null, 'Payment received.'],
      [2, null, 'Riley Referrer took on the request.'],
      [3, null, 'Status changed to In progress.'],
      [4, 's1', 'Hello Riley'],
      [5, 'r1', 'Hi Sam, on it'],
      [6, null, 'Status changed to Rejected: The role was filled'],
      [7, null, 'Refund issued: USD\u00a0450.00.'],
    ]);
    const system = (await messagesBefore(readStore, 'ref-1', { limit: 1 })).messages[0];
    expect(system).toMatchObject({ sender: null, content: { type: 'system', value: 'Refund issued: USD\u00a0450.00.' }, at: at(9) });
    expect(await getChat(readStore, 'ref-1')).toMatchObject({
      referrerId: 'r1',
      referrer: { _id: 'r1', name: 'Riley Referrer', firstName: 'Riley' },
      paid: true,
      status: 'rejected',
      messageCount: 7,
      latestMessage: { content: { type: 'system', value: 'Refund issued: USD\u00a0450.00.' }, timestamp: at(9) },
      lastActivityAt: at(9),
    });
    expect(await getChatMessage(readStore, 'ref-1', 'm1')).toMatchObject({
      chatId: 'ref-1',
      sequence: 4,
      sender: { _id: 's1', role: 'jobSeeker', name: 'Sam Seeker' },
      content: { type: 'text', value: 'Hello Riley' },
    });
    expect(await getChatMessage(readStore, 'other', 'm1')).toBeNull();
  });

  it('counts as unread the messages of others and the system lines after the last one a person saw', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await start(eventStore, readStore);
    const last = await conversation(eventStore);
    await runner.waitFor(last.position);
    const chat = async () => (await getChat(readStore, 'ref-1')) as ChatDoc;
    // Sam saw everything up to his own message; Riley up to his; an admin never looked
    expect(await unreadCount(readStore, await chat(), 's1')).toBe(1);
    expect(await unreadCount(readStore, await chat(), 'r1')).toBe(0);
    expect(await unreadCount(readStore, await chat(), 'a1')).toBe(5);
    const marked = await appendTo(eventStore, chatStream('ref-1'), read('s1', 5), read('a1', 2), read('a1', 1), read('x', 99));
    await runner.waitFor(marked.position);
    expect((await chat()).lastRead).toEqual({ s1: 5, r1: 5, a1: 2, x: 5 });
    expect(await unreadCount(readStore, await chat(), 's1')).toBe(0);
    expect(await unreadCount(readStore, await chat(), 'a1')).toBe(3);
  });

  it('pages history backwards, oldest first within a page', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await start(eventStore, readStore);
    const last = await conversation(eventStore);
    await runner.waitFor(last.position);
    const page = async (before: number | undefined, limit: number) => {
      const { messages, hasMore } = await messagesBefore(readStore, 'ref-1', { before, limit });
      return { sequences: messages.map((message) => message.sequence), hasMore };
    };
    expect(await page(undefined, 2)).toEqual({ sequences: [4, 5], hasMore: true });
    expect(await page(4, 2)).toEqual({ sequences: [2, 3], hasMore: true });
    expect(await page(2, 2)).toEqual({ sequences: [1], hasMore: false });
    expect(await page(undefined, 5)).toEqual({ sequences: [1, 2, 3, 4, 5], hasMore: false });
  });

  it('lists a person’s chats by their scope, kind and search, latest activity first', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await start(eventStore, readStore);
    await conversation(eventStore);
    const otherPaid: ReferralEvent = { ...paid, data: { ...paid.data, referralId: 'ref-2', seekerId: 's2', at: at(30) } };
    const last = await appendTo(eventStore, referralStream('ref-2'), requested('ref-2', 's2', 'Designer'), otherPaid);
    await runner.waitFor(last.position);
    const list = async (scope: Record<string, unknown>, query: Parameters<typeof listChats>[2]) =>
      (await listChats(readStore, scope, query)).map((chat) => chat._id);
    expect(await list({}, { searchIn: [] })).toEqual(['ref-2', 'ref-1']);
    expect(await list({ seekerId: 's1' }, { searchIn: [] })).toEqual(['ref-1']);
    expect(await list({}, { chatType: 'resumeReview', searchIn: [] })).toEqual([]);
    expect(await list({}, { search: 'riley', searchIn: ['referrer.name'] })).toEqual(['ref-1']);
    expect(await list({}, { search: 'riley', searchIn: ['seeker.name'] })).toEqual([]);
    expect(await list({}, { search: ' design ', searchIn: ['desiredPosition'] })).toEqual(['ref-2']);
    expect(await list({}, { search: '.*', searchIn: ['companyName'] })).toEqual([]);
  });

  it('applies an event once, whatever is replayed, and rebuilds a chat from the log alike', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await start(eventStore, readStore);
    const last = await conversation(eventStore);
    await runner.waitFor(last.position);
    const before = await lines(readStore);
    const all = await eventStore.readAll();
    expect(await chatsProjection.apply(all, readStore)).toEqual([]);
    expect(await lines(readStore)).toEqual(before);
    await readStore.collection<ChatMessageDoc>(CHAT_MESSAGES).deleteOne({ _id: 'm1' });
    await readStore.collection<ChatDoc>(CHATS).deleteOne({ _id: 'ref-1' });
    async function* pages() {
      yield all;
    }
    expect(await chatsProjection.rebuildDocuments?.(['ref-1'], pages(), readStore)).toEqual([]);
    expect(await lines(readStore)).toEqual(before);
  });

  it('keeps the status in its kind’s words, and sets aside a request event its chat’s kind does not show', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    const runner = await start(eventStore, readStore);
    const last = await conversation(eventStore);
    await runner.waitFor(last.position);
    expect(await getChat(readStore, 'ref-1')).toMatchObject({ status: 'inProgress', statusLabel: 'In progress' });
    const review = { ...((await getChat(readStore, 'ref-1')) as ChatDoc), chatType: 'resumeReview' as const };
    await readStore.collection<ChatDoc>(CHATS).replaceOne({ _id: 'ref-1' }, review);
    const stray = { ...paid, id: 'e9', streamId: referralStream('ref-1'), revision: 9, position: 99, metadata: {}, recordedAt: at(9) };
    expect(await chatsProjection.apply([stray as RecordedEvent], readStore)).toEqual([
      { event: stray, documentId: 'ref-1', error: 'a resumeReview chat shows no ReferralPaid' },
    ]);
  });

  it('sets aside a message for a chat whose request it never saw', async () => {
    const eventStore = openStore();
    const readStore = createMemoryReadStore();
    await start(eventStore, readStore);
    const orphan = { ...sent('m9', sam, 'Hello?', 1), id: 'e1', streamId: chatStream('ref-1'), revision: 0, position: 1, metadata: {}, recordedAt: at(1) };
    expect(await chatsProjection.apply([orphan as RecordedEvent], readStore)).toEqual([
      { event: orphan, documentId: 'ref-1', error: 'chat ref-1 has no request' },
    ]);
    expect(await getChat(readStore, 'ref-1')).toBeNull();
  });
});
