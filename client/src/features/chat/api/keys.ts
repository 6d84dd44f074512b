import type { ChatListQuery, ChatType } from './types';

/** The chat feature's query keys: every read of chats starts with `chatKeys.all`. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (query: ChatListQuery) => [...chatKeys.lists(), query] as const,
  details: () => [...chatKeys.all, 'detail'] as const,
  detail: (chatType: ChatType, requestId: string) => [...chatKeys.details(), chatType, requestId] as const,
};
