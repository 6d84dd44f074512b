import { chatSystemLineTypes, chatTypeSchema, type ChatEvent, type ChatMessageView } from '@referly/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { getSessionUser } from '../../lib/session';
import type { LiveEvent, LiveHandlers } from '../../lib/socket';
import { chatKeys } from './api/keys';
import type { ChatPage } from './api/types';

// docs/API.md, Chats: the chat's own events, and the request's events the chat read model turns into system lines
const changesChats = [...(['ChatRead'] as const satisfies readonly ChatEvent['type'][]), ...chatSystemLineTypes];

const isMessage = (value: unknown): value is ChatMessageView => {
  const message = value as Partial<ChatMessageView> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof message._id === 'string' &&
    typeof message.sequence === 'number' &&
    typeof message.content?.value === 'string' &&
    typeof message.timestamp === 'string'
  );
};

/**
 * A message pushed to a chat this socket watches carries the message as the chat's read shows it: it is put at the
 * end of the open chat's newest page, once (by its sequence), with the unread count and the sender's read mark moving
 * as the read model moves them. Answers false when the chat cannot take it so (not loaded, or a message is missing
 * between the newest shown and this one, as after a reconnection): then the chat is read again.
 */
export const appendPushedMessage = (queryClient: QueryClient, event: LiveEvent): boolean => {
  const chatType = chatTypeSchema.safeParse(event.data?.chatType);
  const chatId = event.data?.chatId;
  const message = event.data?.message;
  if (!chatType.success || typeof chatId !== 'string' || !isMessage(message)) return false;
  const key = chatKeys.detail(chatType.data, chatId);
  const cached = queryClient.getQueryData<InfiniteData<ChatPage>>(key);
  const [newest, ...older] = cached?.pages ?? [];
  if (!cached || !newest) return false;
  const last = Math.max(0, ...cached.pages.flatMap((page) => page.messages.map((shown) => shown.sequence)));
  if (message.sequence <= last) return cached.pages.some((page) => page.messages.some((shown) => shown._id === message._id));
  if (message.sequence !== last + 1) return false;
  const senderId = message.sender?._id ?? null;
  const fromOther = senderId !== null && senderId !== getSessionUser()?.id;
  const unreadCount = newest.unreadCount + (fromOther ? 1 : 0);
  queryClient.setQueryData<InfiniteData<ChatPage>>(key, {
    ...cached,
    pages: [
      {
        ...newest,
        messages: [...newest.messages, message],
        latestMessage: { content: { type: message.content.type, value: message.content.value }, timestamp: message.timestamp },
        unreadCount,
        badge: unreadCount,
        // whoever writes has read up to their own message
        seenBy: newest.seenBy.map((person) => (person._id === senderId ? { ...person, upTo: Math.max(person.upTo, message.sequence) } : person)),
      },
      ...older,
    ],
  });
  return true;
};

/** A new message: the open chat takes it from the push when it can (else reads again), the chat lists read again. */
const onMessage = (event: LiveEvent, queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  const chatType = chatTypeSchema.safeParse(event.data?.chatType);
  const chatId = event.data?.chatId;
  const key = chatType.success && typeof chatId === 'string' ? chatKeys.detail(chatType.data, chatId) : chatKeys.details();
  // a read of the chat already on its way (a ChatRead made it stale) may have begun before this message was stored: its
  // answer would put the chat back without it, so that read is replaced by a new one
  if (appendPushedMessage(queryClient, event) && queryClient.isFetching({ queryKey: key }) === 0) return;
  void queryClient.invalidateQueries({ queryKey: key });
};

/** The chat lists and any open chat follow new messages, reads and system lines without a reload. */
export const chatLive: LiveHandlers = {
  invalidates: Object.fromEntries(changesChats.map((type) => [type, [chatKeys.all]])),
  onEvent: (event, queryClient) => {
    if (event.type === 'ChatMessageSent') onMessage(event, queryClient);
  },
};
