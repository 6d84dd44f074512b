import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';
import type { ChatMessage, ChatPage, ChatType } from './types';

export type Outgoing = { contentType: 'text'; content: string } | { contentType: 'file'; content: File };

const chatIdPath = (chatId: string) => `/api/chat/${encodeURIComponent(chatId)}`;

/** POST /api/chat/{chatId}/sendMessage, multipart `chatId`, `contentType`, `content`; the new message shows at once. */
export const useSendMessage = (chatType: ChatType, chatId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outgoing: Outgoing) => {
      const form = new FormData();
      form.append('chatId', chatId);
      form.append('contentType', outgoing.contentType);
      form.append('content', outgoing.content);
      return (await api.post<{ data: { newMessage: ChatMessage } }>(`${chatIdPath(chatId)}/sendMessage`, form)).data.newMessage;
    },
    onSuccess: (message) => {
      queryClient.setQueryData<InfiniteData<ChatPage>>(chatKeys.detail(chatType, chatId), (data) => {
        const [newest, ...older] = data?.pages ?? [];
        if (!data || !newest || newest.messages.some((m) => m.sequence === message.sequence)) return data;
        return { ...data, pages: [{ ...newest, messages: [...newest.messages, message], latestMessage: message }, ...older] };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
};

/** PUT /api/chat/{chatId}/read `{ upTo }`: the badge drops at once, the lists follow. */
export const useMarkRead = (chatType: ChatType, chatId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => api.put<{ data: { unreadCount: number } }>(`${chatIdPath(chatId)}/read`, { upTo }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<InfiniteData<ChatPage>>(chatKeys.detail(chatType, chatId), (cached) =>
        cached ? { ...cached, pages: cached.pages.map((page) => ({ ...page, unreadCount: data.unreadCount, badge: data.unreadCount })) } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
};
