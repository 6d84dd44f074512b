import { keepPreviousData, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';
import type { Chat, ChatListQuery, ChatMessage, ChatPage, ChatType } from './types';

/** GET /api/chat?chatType&search: the caller's chats, latest activity first. */
export const useChats = (query: ChatListQuery, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: chatKeys.list(query),
    enabled,
    queryFn: async ({ signal }) => (await api.get<{ data: Chat[] }>('/api/chat', { query, signal })).data,
    placeholderData: keepPreviousData,
  });

export const chatPath = (chatType: ChatType, requestId: string) => `/api/chat/${encodeURIComponent(chatType)}/${encodeURIComponent(requestId)}`;

/**
 * GET /api/chat/{chatType}/{requestId}?before: the newest messages first, then each "load older" reads the ones before
 * the oldest shown. A refetch reads the newest again and each older page before the page after it, so nothing is skipped.
 */
export const useChat = (chatType: ChatType, requestId: string) =>
  useInfiniteQuery({
    queryKey: chatKeys.detail(chatType, requestId),
    queryFn: async ({ signal, pageParam }) => (await api.get<{ data: ChatPage }>(chatPath(chatType, requestId), { query: { before: pageParam }, signal })).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatPage) => (page.hasMore && page.messages[0] ? page.messages[0].sequence : undefined),
  });

/** Every loaded message, oldest first, each once. */
export const messagesOf = (data: InfiniteData<ChatPage> | undefined): ChatMessage[] => {
  const bySequence = new Map<number, ChatMessage>();
  for (const page of data?.pages ?? []) for (const message of page.messages) bySequence.set(message.sequence, message);
  return [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
};
