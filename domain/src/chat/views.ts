import type { ChatSenderRole, ChatType } from './constants.ts';

// The shapes the API answers (docs/API.md, Chats): one definition for the server that builds them and the client
// that reads them.

export type ChatPerson = { _id: string; name: string; firstName: string };

export type ChatMessageView = {
  _id: string;
  /** orders a chat's messages from 1 */
  sequence: number;
  /** null on a system line */
  sender: { _id: string; role: ChatSenderRole; name: string } | null;
  content: {
    type: 'text' | 'file' | 'system';
    value: string;
    file?: { name: string; size: number; mime: string; url: string; image: boolean };
  };
  timestamp: string;
};

export type ChatView = {
  _id: string;
  chatType: ChatType;
  /** `status`: the request's, one of its kind's own; `statusLabel`: that status in its kind's words */
  requestDetails: { _id: string; desiredPosition: string; companyName: string; status: string; statusLabel: string };
  participants: { jobSeeker: ChatPerson; referrer: ChatPerson | null };
  latestMessage: { content: { type: ChatMessageView['content']['type']; value: string }; timestamp: string } | null;
  unreadCount: number;
  /** the same number as unreadCount, under the spec's name */
  badge: number;
  canSend: boolean;
  /** read receipts: how far each other person on the chat has read (the sequence of the last message they saw) */
  seenBy: { _id: string; name: string; upTo: number }[];
};

export type ChatDetailView = ChatView & { messages: ChatMessageView[]; hasMore: boolean };
