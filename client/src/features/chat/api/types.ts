import type { ChatDetailView, ChatMessageView, ChatType, ChatView } from '@referly/domain';

/** The shapes docs/API.md (Chats) answers, as the domain defines them for the server and the client alike. */
export type { ChatType };
export type Chat = ChatView;
export type ChatMessage = ChatMessageView;
export type ChatFile = NonNullable<ChatMessageView['content']['file']>;
/** One read of a chat: the chat, and its last messages before `before`, oldest first. */
export type ChatPage = ChatDetailView;

export type ChatListQuery = { chatType: ChatType; search: string };
