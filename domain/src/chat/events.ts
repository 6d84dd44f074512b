import type { Event } from '../shared/event.ts';
import type { FileRef } from '../shared/files.ts';
import type { ChatSenderRole, ChatType } from './constants.ts';

/** The people on a request when something happened in its chat: what live pushes route by, without a lookup. */
export type ChatParticipants = { seekerId: string; referrerId: string | null; companyId: string };

export type ChatSender = { userId: string; role: ChatSenderRole; name: string };

/** A text, trimmed; or a file, whose `value` is its name (the bytes sit in the file store). */
export type ChatContent = { type: 'text'; value: string } | { type: 'file'; value: string; file: FileRef };

/** Events of one chat's stream, `chat-{chatId}`; a chat's id is its request's id. */
export type ChatEvent =
  | Event<
      'ChatMessageSent',
      {
        chatId: string;
        chatType: ChatType;
        requestId: string;
        messageId: string;
        sender: ChatSender;
        content: ChatContent;
        participants: ChatParticipants;
        at: string;
      }
    >
  /** `upTo`: the sequence of the last message the reader has seen (the read model numbers a chat's messages from 1) */
  | Event<'ChatRead', { chatId: string; userId: string; upTo: number; participants: ChatParticipants; at: string }>;

export const chatStream = (chatId: string) => `chat-${chatId}`;
