import type { ChatSenderRole, ChatType, FileRef } from '@referly/domain';

export type ChatPersonDoc = { _id: string; name: string; firstName: string };
export type ChatContentDoc = { type: 'text' | 'file' | 'system'; value: string; file?: FileRef };

/** A person on a chat, with the first name the chat greets them by. */
export const chatPerson = (_id: string, name: string): ChatPersonDoc => ({ _id, name, firstName: name.trim().split(/\s+/)[0] ?? '' });

/**
 * One document per chat (its id is its request's id), of any kind of request. `seekerId`, `companyId`, `paid` and
 * `referrerId` mirror the request, so the requests' visibility rules filter chats as they filter requests; a kind
 * without a referrer leaves `referrerId` null, and the server scopes each kind's chats by `chatType`.
 */
export type ChatDoc = {
  _id: string;
  chatType: ChatType;
  requestId: string;
  seekerId: string;
  companyId: string;
  referrerId: string | null;
  paid: boolean;
  seeker: ChatPersonDoc;
  referrer: ChatPersonDoc | null;
  /** what the request is for, in its kind's words (a referral's position) */
  desiredPosition: string;
  companyName: string;
  /** the request's status, one of its kind's own ('inProgress' for a referral, 'completed' for a review) */
  status: string;
  /** that status in its kind's words ('In progress') */
  statusLabel: string;
  currency: string;
  latestMessage: { content: { type: ChatContentDoc['type']; value: string }; timestamp: string } | null;
  /** the sequence of the newest message */
  messageCount: number;
  /** per user id, the sequence of the last message they have seen */
  lastRead: Record<string, number>;
  lastActivityAt: string;
  createdAt: string;
  _position: number;
};

/** One document per message, a person's or a system line, numbered within its chat from 1. */
export type ChatMessageDoc = {
  _id: string;
  chatId: string;
  sequence: number;
  sender: { _id: string; role: ChatSenderRole; name: string } | null;
  content: ChatContentDoc;
  at: string;
  _position: number;
};
