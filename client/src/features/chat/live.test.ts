import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { applyLiveEvent, type LiveEvent } from '../../lib/socket';
import { clearSession, setSession } from '../../lib/session';
import { sessionUserFixture } from '../../lib/session-fixture';
import { chatKeys } from './api/keys';
import type { ChatMessage, ChatPage } from './api/types';
import { chatPageFixture, messageFixture, people } from './chat-fixture';
import { chatLive } from './live';

const detail = chatKeys.detail('jobReferral', 'r1');
const list = chatKeys.list({ chatType: 'jobReferral', search: '' });

const staleAfter = (type: string) => {
  const client = new QueryClient();
  for (const key of [list, detail, ['referrals', 'seeker', 'detail', 'r1']]) {
    client.setQueryData(key, { loaded: true });
  }
  applyLiveEvent(client, [chatLive], { type, data: {} });
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey.slice(0, 2).join(' '));
};

/** The push a socket watching chat r1 hears: the message as the chat's read shows it. */
const pushed = (message: ChatMessage): LiveEvent => ({
  type: 'ChatMessageSent',
  position: 40 + message.sequence,
  data: { chatId: 'r1', chatType: 'jobReferral', requestId: 'r1', messageId: message._id, sender: { userId: message.sender?._id }, message },
});

/** The open chat r1, read with `messages`, and a chat list, both cached; then `events` pushed. */
const openChatAfter = (messages: ChatMessage[], events: LiveEvent[]) => {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<ChatPage>>(detail, {
    pages: [chatPageFixture(messages, { seenBy: [{ _id: people.seeker._id, name: people.seeker.name, upTo: 1 }] })],
    pageParams: [undefined],
  });
  client.setQueryData(list, { loaded: true });
  for (const event of events) applyLiveEvent(client, [chatLive], event);
  const page = client.getQueryData<InfiniteData<ChatPage>>(detail)?.pages[0];
  const stale = (key: readonly unknown[]) => client.getQueryCache().find({ queryKey: key, exact: true })?.state.isInvalidated ?? false;
  return { page, detailStale: stale(detail), listStale: stale(list) };
};

afterEach(() => clearSession());

describe('the chat live handlers', () => {
  it.each(['ChatRead', 'ReferralPaid', 'ReferralTaken', 'ReferralStatusChanged', 'RefundIssued'])('%s makes the chat lists and the open chat stale', (type) =>
    expect(staleAfter(type).sort()).toEqual(['chat detail', 'chat list']),
  );

  it('a message notice without its text (a chat this socket does not watch) makes the lists and that chat stale', () => {
    expect(staleAfter('ChatMessageSent').sort()).toEqual(['chat detail', 'chat list']);
  });

  it('leaves the chats alone on events that write no chat line', () => {
    expect(staleAfter('ReferralFeedbackGiven')).toEqual([]);
  });
});

describe('a watched chat’s pushed message', () => {
  const older = [messageFixture(1, 'seeker', 'Hi Sam'), messageFixture(2, 'referrer', 'Hi Mia')];

  it('is put at the end of the open chat from the push, without reading the chat again; the lists read again', () => {
    setSession('token', sessionUserFixture({ id: people.referrer._id }));
    const next = messageFixture(3, 'seeker', 'Could you refer me this week?');
    const { page, detailStale, listStale } = openChatAfter(older, [pushed(next)]);
    expect(page?.messages.map((message) => message.content.value)).toEqual(['Hi Sam', 'Hi Mia', 'Could you refer me this week?']);
    expect(page?.latestMessage).toEqual({ content: { type: 'text', value: 'Could you refer me this week?' }, timestamp: next.timestamp });
    // someone else wrote it: one more unread, and the writer has read up to it
    expect(page?.unreadCount).toBe(1);
    expect(page?.seenBy).toEqual([{ _id: people.seeker._id, name: people.seeker.name, upTo: 3 }]);
    expect(detailStale).toBe(false);
    expect(listStale).toBe(true);
  });

  it('stays when a read of the chat that began before it answers after it (a ChatRead made the chat stale just before)', async () => {
    setSession('token', sessionUserFixture({ id: people.referrer._id }));
    const next = messageFixture(3, 'seeker', 'Could you refer me this week?');
    const answers: ((page: ChatPage) => void)[] = [];
    const client = new QueryClient();
    // the open drawer: an observer of the chat, whose reads answer when the test says
    const observer = new InfiniteQueryObserver(client, {
      queryKey: detail,
      queryFn: () => new Promise<ChatPage>((resolve) => answers.push(resolve)),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const shown = () => client.getQueryData<InfiniteData<ChatPage>>(detail)?.pages[0]?.messages.map((message) => message.content.value) ?? [];
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.(chatPageFixture(older));
    await vi.waitFor(() => expect(shown()).toEqual(['Hi Sam', 'Hi Mia']));

    applyLiveEvent(client, [chatLive], { type: 'ChatRead', data: {} });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    applyLiveEvent(client, [chatLive], pushed(next));
    // the read begun before the message answers without it; a read after it has it
    answers[1]?.(chatPageFixture(older));
    answers[2]?.(chatPageFixture([...older, next]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toEqual(['Hi Sam', 'Hi Mia', 'Could you refer me this week?']);
    unsubscribe();
  });

  it('is shown once when its push comes twice, and counts nothing unread when the viewer wrote it', () => {
    setSession('token', sessionUserFixture({ id: people.seeker._id }));
    const mine = messageFixture(3, 'seeker', 'Thanks!');
    const { page, detailStale } = openChatAfter(older, [pushed(mine), pushed(mine)]);
    expect(page?.messages.map((message) => message.sequence)).toEqual([1, 2, 3]);
    expect(page?.unreadCount).toBe(0);
    expect(detailStale).toBe(false);
  });

  it('reads the chat again when a message is missing before it (a push missed while the socket was away)', () => {
    const { page, detailStale } = openChatAfter(older, [pushed(messageFixture(4, 'seeker', 'Are you there?'))]);
    expect(page?.messages.map((message) => message.sequence)).toEqual([1, 2]);
    expect(detailStale).toBe(true);
  });
});
