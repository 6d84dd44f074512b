import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';
import type { ChatMessage, ChatPage, ChatType } from './types';

export type Outgoing = { contentType: 'text'; content: string } | { contentType: 'file'; content: File };

const chatIdPath = (chatId: string) => `/api/chat/${encodeURIComponent(chatId)}`;

/** POST /api/chat/{chatId}/sendMessage, multipart `chatId`, `contentType`, `content`; the new message shows at once, without a re-read. */
export const useSendMessage = (chatType: ChatType, chatId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (outgoing: Outgoing) => {
      const form = new FormData();
      form.append('chatId', chatId);
      form.append('contentType', outgoing.contentType);
      form.append('content', outgoing.content);
      return (await api.post<{ data: { newMessage: ChatMessage | null } }>(`${chatIdPath(chatId)}/sendMessage`, form)).data.newMessage;
    },
    onSuccess: (message) => {
      const key = chatKeys.detail(chatType, chatId);
      const data = queryClient.getQueryData<InfiniteData<ChatPage>>(key);
      const [newest, ...older] = data?.pages ?? [];
      const last = Math.max(0, ...(data?.pages ?? []).flatMap((page) => page.messages.map((shown) => shown.sequence)));
      // already shown (its push came first), or the next one: no re-read; null (the read model was late) or a gap: read it
      if (message && message.sequence <= last && data?.pages.some((page) => page.messages.some((shown) => shown._id === message._id))) return;
      if (!message || !data || !newest || message.sequence !== last + 1) return void queryClient.invalidateQueries({ queryKey: key });
      queryClient.setQueryData<InfiniteData<ChatPage>>(key, {
        ...data,
        pages: [{ ...newest, messages: [...newest.messages, message], latestMessage: message }, ...older],
      });
    },
    onSettled: (_message, error) => queryClient.invalidateQueries({ queryKey: error ? chatKeys.all : chatKeys.lists() }),
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
